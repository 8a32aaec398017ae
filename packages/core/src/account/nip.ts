/**
 * Polish tax number (NIP) check, as the storefront seed gives it: an optional `PL` prefix,
 * non-digits removed, 10 digits, weights 6,5,7,2,3,4,5,6,7 over the first nine, the sum modulo 11
 * must equal the tenth digit, and a result of 10 is never valid. Pure: the browser uses it too.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

export function normalizeNip(raw: string): string {
  return raw.trim().replace(/^PL/i, "").replace(/\D/g, "");
}

export function isValidNip(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const digits = normalizeNip(raw);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}
