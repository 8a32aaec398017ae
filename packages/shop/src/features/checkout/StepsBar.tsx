import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../useLocale";

export const STEPS = [
  { key: "cart", path: "/cart" },
  { key: "payment", path: "/order/payment" },
  { key: "shipping", path: "/order/shipping" },
  { key: "upload", path: "/order/upload" },
  { key: "summary", path: "/order/summary" },
] as const;
export type StepKey = (typeof STEPS)[number]["key"];

/** Cart, payment, shipping, upload file, summary: done steps are links back. */
export function StepsBar({ current }: { current: StepKey }) {
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  const index = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label={t("steps.label")} className="steps-bar">
      <ol>
        {STEPS.map((s, i) => (
          <li key={s.key} className={i < index ? "is-done" : i === index ? "is-current" : undefined} aria-current={i === index ? "step" : undefined}>
            {i < index ? <Link to={to(s.path)}>{t(`steps.${s.key}`)}</Link> : <span>{t(`steps.${s.key}`)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
