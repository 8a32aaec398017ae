/**
 * Whether an order waits for the company owner's approval (pure). Compared: the order's net to
 * pay (goods after discount, delivery, fees) in PLN grosze. The shop prices every order in PLN
 * and keeps the currency's rate beside it (an order in EUR stores its PLN amounts at the rate it
 * was placed at, the one the shop shows it with), so one threshold in PLN serves every currency.
 * Strictly above the threshold waits; exactly at it is placed. The owner's own orders never wait.
 */
export function needsApproval(
  role: "owner" | "buyer" | null,
  thresholdGrosze: number | null,
  netGrosze: number,
): boolean {
  if (role !== "buyer" || thresholdGrosze === null) return false;
  return netGrosze > thresholdGrosze;
}

/** "1234.50" → 123450 (exact: digits only, no float). A malformed amount is null. */
export function toGrosze(amount: string | undefined | null): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((amount ?? "").slice(0, 20));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
