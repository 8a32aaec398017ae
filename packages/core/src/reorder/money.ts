/** PLN amounts between the order's decimal strings and the cart's whole grosze, exactly (no floats). */

/** "123.45" (or "-0.50", "7") → 12345; anything else → null. */
export function toGrosze(amount: string | undefined | null): number | null {
  if (typeof amount !== "string" || amount.length > 20) return null;
  const m = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!m) return null;
  const grosze = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -grosze : grosze;
}

/** 12345 → "123.45". */
export function fromGrosze(grosze: number): string {
  const sign = grosze < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(grosze));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
