import type { Locale } from "../i18n/locale";
import * as Payment from "../payment/index";
import { place } from "./index";

/**
 * Place order, then pay: the order is placed first and never depends on the payment provider.
 * For an online payment method the payment is opened at once (`payment.status: "redirect"`:
 * send the shopper to `redirectUrl`); a provider that is down or refuses leaves the order placed
 * and awaiting payment, and answers `retry` with a translated message; the shop then offers
 * "pay again" (`Payment.create`). Offline methods (transfer, cash) answer `offline`.
 */
type PlaceArgs = Parameters<typeof place>;

export async function placeAndPay(
  input: PlaceArgs[0],
  cartId: PlaceArgs[1],
  ctx: PlaceArgs[2],
): Promise<Awaited<ReturnType<typeof place>> & { payment: Payment.StartAnswer }> {
  const placed = await place(input, cartId, ctx);
  // Held for the company owner's approval: not placed, nothing to pay yet.
  if (placed.awaitingApproval) return { ...placed, payment: { status: "offline" } };
  const locale: Locale = input.locale ?? ctx.locale;
  return { ...placed, payment: await Payment.start(placed.orderId, locale) };
}
