import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { formatMoney } from "@printshop/core/format";
import { destinationOf } from "@printshop/core/account/person-constants";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import type { Draft } from "./draft";
import "./texts";

/** The summary query's input for a draft (one cache entry shared by the steps and the summary). */
export const summaryInput = (draft: Draft, locale: string) => ({
  shippingMethodId: draft.shippingMethodId ?? undefined,
  paymentMethodId: draft.paymentMethodId ?? undefined,
  packing: draft.packing ?? false,
  // StepsBar asks with an empty draft (`{} as Draft`, its query then off): no customer yet.
  country: destinationOf(draft.customer ?? {}),
  // The server decides the VAT rate from the buyer (a company in another EU country with its EU
  // VAT id: 0 %, reverse charge); the page only shows what it answers.
  buyer: buyerOf(draft.customer ?? {}),
  locale: locale as "pl" | "en" | "de",
});

function buyerOf(c: Draft["customer"]) {
  if (c.type !== 1) return undefined;
  return {
    type: 1 as const,
    billingCountry: c.billingCountry ?? "PL",
    billingTax: (c.billingTax ?? "").slice(0, 40),
  };
}

/**
 * What the order costs with the choices made so far, as the server prices them: products,
 * delivery to the draft's destination (or that the chosen method does not go there), and only the blocks that apply (the cash-on-delivery fee when paying cash, packing
 * when asked for), then the total. Gross amounts in the cart's currency.
 */
export function Charges({ draft, enabled = true }: { draft: Draft; enabled?: boolean }) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const summary = trpc.shop.checkout.summary.useQuery(summaryInput(draft, locale), {
    staleTime: 0,
    enabled,
    meta: { quietCodes: ["checkout.cart_empty"] },
  });
  const s = summary.data;
  if (!s) return null;
  const money = (x: number) => formatMoney(x, s.sign, locale);
  const products =
    s.items.reduce((sum, i) => sum + Math.round(i.priceGrossAfterDiscount * 100), 0) / 100;
  return (
    <dl className="charges" data-testid="charges" aria-live="polite">
      <div>
        <dt>{t("charges.products")}</dt>
        <dd>{money(products)}</dd>
      </div>
      <div data-testid="charge-delivery">
        <dt>{t("summary.delivery")}</dt>
        <dd>{s.shippingServed ? money(s.shipping.gross) : "—"}</dd>
      </div>
      {s.shippingServed ? null : (
        <p className="field-error" role="alert" data-testid="not-served">
          {t("destination.notServed")}{" "}
          <Link to={to("/order/payment")}>{t("destination.change")}</Link>
        </p>
      )}
      {s.paymentFee ? (
        <div data-testid="charge-payment-fee">
          <dt>{t("charges.paymentFee")}</dt>
          <dd>{money(s.paymentFee.gross)}</dd>
        </div>
      ) : null}
      {s.packing ? (
        <div data-testid="charge-packing">
          <dt>{t("charges.packing")}</dt>
          <dd>{money(s.packing.gross)}</dd>
        </div>
      ) : null}
      {s.noVat ? (
        <p className="hint" data-testid="reverse-charge">
          {t("summary.noVat")}
        </p>
      ) : null}
      <div className="charges-total">
        <dt>{t("charges.total")}</dt>
        <dd data-testid="charges-total">{money(s.totalGrossAfterDiscount)}</dd>
      </div>
    </dl>
  );
}
