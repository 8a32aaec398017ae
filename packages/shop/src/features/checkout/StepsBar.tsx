import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { formatMoney } from "@printshop/core/format";
import { useLocale } from "../../useLocale";
import { useCart } from "../cart/useCart";
import { trpc } from "../../trpc";
import { summaryInput } from "./Charges";
import type { Draft } from "./draft";
import "./texts";

/** The one checkout flow, in order: every step's page shows this bar and the order total. */
export const STEPS = [
  { key: "cart", path: "/cart" },
  { key: "upload", path: "/order/upload" },
  { key: "payment", path: "/order/payment" },
  { key: "shipping", path: "/order/shipping" },
  { key: "summary", path: "/order/summary" },
] as const;
export type StepKey = (typeof STEPS)[number]["key"];

/**
 * Cart, upload file, payment, details, summary: done steps are links back; the order's total
 * beside. With the checkout's `draft` it is the server's total for the choices so far (delivery,
 * the cash-on-delivery fee, packing: the query the step's charges use, so no extra request);
 * `total` gives it outright (the summary, whose query stops once the order is placed); else the cart's.
 */
export function StepsBar({
  current,
  draft,
  total,
}: {
  current: StepKey;
  draft?: Draft;
  total?: { amount: number; sign: string };
}) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const cart = useCart();
  const index = STEPS.findIndex((s) => s.key === current);
  const c = cart.data;
  const summary = trpc.shop.checkout.summary.useQuery(
    summaryInput(draft ?? ({} as Draft), locale),
    {
      staleTime: 0,
      enabled: draft !== undefined && total === undefined && Boolean(c && c.count > 0),
      meta: { quietCodes: ["checkout.cart_empty"] },
    },
  );
  const shown =
    total ??
    (summary.data
      ? { amount: summary.data.totalGrossAfterDiscount, sign: summary.data.sign }
      : c
        ? { amount: c.totalGrossAfterDiscount, sign: c.sign }
        : null);
  return (
    <div className="steps">
      <nav aria-label={t("steps.label")} className="steps-bar" data-testid="steps-bar">
        <ol>
          {STEPS.map((s, i) => (
            <li
              key={s.key}
              className={i < index ? "is-done" : i === index ? "is-current" : undefined}
              aria-current={i === index ? "step" : undefined}
            >
              {i < index ? (
                <Link to={to(s.path)}>{t(`steps.${s.key}`)}</Link>
              ) : (
                <span>{t(`steps.${s.key}`)}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {c && c.count > 0 && current !== "cart" && shown ? (
        <p className="steps-total" data-testid="steps-total">
          {t("steps.total")} <strong>{formatMoney(shown.amount, shown.sign, locale)}</strong>{" "}
          {t("steps.gross")}
        </p>
      ) : null}
    </div>
  );
}
