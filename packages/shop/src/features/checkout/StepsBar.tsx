import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@printshop/ui";
import { useLocale } from "../../useLocale";
import { useCart } from "../cart/useCart";
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

/** Cart, upload file, payment, details, summary: done steps are links back; the cart's total beside. */
export function StepsBar({ current }: { current: StepKey }) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const cart = useCart();
  const index = STEPS.findIndex((s) => s.key === current);
  const c = cart.data;
  return (
    <div className="steps">
      <nav aria-label={t("steps.label")} className="steps-bar" data-testid="steps-bar">
        <ol>
          {STEPS.map((s, i) => (
            <li key={s.key} className={i < index ? "is-done" : i === index ? "is-current" : undefined} aria-current={i === index ? "step" : undefined}>
              {i < index ? <Link to={to(s.path)}>{t(`steps.${s.key}`)}</Link> : <span>{t(`steps.${s.key}`)}</span>}
            </li>
          ))}
        </ol>
      </nav>
      {c && c.count > 0 && current !== "cart" ? (
        <p className="steps-total" data-testid="steps-total">
          {t("steps.total")} <strong>{formatMoney(c.totalGrossAfterDiscount, c.sign, locale)}</strong> {t("steps.gross")}
        </p>
      ) : null}
    </div>
  );
}
