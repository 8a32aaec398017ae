/**
 * Who the buyer acts as (issue 31 item 6; pure code, no zod, so the checkout pages stay within
 * their bundle budget; the wire schema is checkout/schema.ts `PlaceInput.buyerKind`). A consumer and a sole trader buying for private use ("przedsiębiorca na prawach
 * konsumenta", ustawa o prawach konsumenta art. 38a) have consumer rights; a company has not.
 */
export const BUYER_KINDS = ["consumer", "sole_trader", "company"] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

/**
 * The version of the withdrawal-waiver text the buyer confirms (the shop's
 * `checkout.withdrawal.*` texts): stored with the confirmation, changed when the text changes.
 */
export const WITHDRAWAL_WAIVER_VERSION = "2026-11-27";

/**
 * Made-to-order goods have no 14-day right of withdrawal (art. 38 pkt 3 ustawy o prawach
 * konsumenta); a buyer with consumer rights confirms knowing it before placing the order.
 */
export const needsWithdrawalWaiver = (kind: BuyerKind) => kind !== "company";

/** The choice a page shows before the buyer makes one: from the customer type (1 company, 2 private). */
export const defaultBuyerKind = (customerType: 1 | 2 | undefined): BuyerKind =>
  customerType === 1 ? "company" : "consumer";

/**
 * The buyer kind's rule against the customer type: a company buys as a company with its data
 * (type 1); a consumer is a private person (type 2); a sole trader may give either.
 */
export function buyerKindProblem(kind: BuyerKind, customerType: 1 | 2): string | null {
  if (kind === "company" && customerType !== 1) return "checkout.buyer_kind_company_data";
  if (kind === "consumer" && customerType !== 2) return "checkout.buyer_kind_consumer_company";
  return null;
}
