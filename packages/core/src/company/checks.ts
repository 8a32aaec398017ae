/**
 * Checksums of the seller's identifiers (pure; the browser may use them too): the IBAN's
 * ISO 13616 mod-97 check and REGON's weights. Bounded before any pattern runs.
 */

/** Letters and digits of an IBAN as typed ("PL61 1090 1014 …" → "PL61109010140000071219812874"). */
export const compactIban = (raw: string) => raw.slice(0, 64).replace(/\s+/g, "").toUpperCase();

/** IBAN lengths of the countries a Polish print shop banks in (others: 15–34). */
const LENGTHS: Record<string, number> = { PL: 28, DE: 22, AT: 20, CZ: 24, SK: 24, LT: 20 };

export function isValidIban(raw: string): boolean {
  const iban = compactIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (v > 9 ? 100 : 10) + v) % 97;
  }
  return rest === 1;
}

/** "PL61109010140000071219812874" → "PL61 1090 1014 0000 0712 1981 2874" (as banks print it). */
export const printIban = (raw: string) =>
  compactIban(raw)
    .replace(/(.{4})/g, "$1 ")
    .trim();

const REGON9 = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/** REGON: 9 or 14 digits, the last the weighted sum modulo 11 (10 counts as 0). */
export function isValidRegon(raw: string): boolean {
  const d = raw.slice(0, 32).replace(/[\s-]/g, "");
  if (!/^(?:\d{9}|\d{14})$/.test(d)) return false;
  const weights = d.length === 9 ? REGON9 : REGON14;
  const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
  return (sum % 11) % 10 === Number(d[d.length - 1]);
}
