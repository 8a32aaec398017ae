import { useTranslation } from "@printshop/ui";
import { formatDay, formatMoney } from "@printshop/core/format";
import type { LabelPrice } from "@printshop/core/pricing/index";
import { useLocale } from "../../useLocale";
import "./texts";

export const MODES = ["eco", "standard", "express"] as const;
export type Mode = (typeof MODES)[number];

/** Eco / Standard / Express with net, gross, working days and dispatch date; choosing one picks the mode. */
export function LabelPrices(p: {
  prices: Record<Mode, LabelPrice>;
  mode: Mode;
  onMode: (m: Mode) => void;
  convert: (pln: number) => number;
  sign: string;
  confirmed: boolean;
}) {
  const { t } = useTranslation("labels");
  const { locale } = useLocale();
  return (
    <div
      className="label-price-table"
      role="radiogroup"
      aria-label={t("prices")}
      data-testid="label-prices"
      data-confirmed={p.confirmed ? "true" : "false"}
    >
      {MODES.map((m) => {
        const price = p.prices[m];
        const checked = p.mode === m;
        return (
          <label
            key={m}
            className={`label-price${checked ? " is-selected" : ""}`}
            data-testid={`price-${m}`}
          >
            <input
              type="radio"
              name="label-mode"
              value={m}
              checked={checked}
              onChange={() => p.onMode(m)}
              aria-label={t("chooseMode", { mode: t(`mode.${m}`) })}
            />
            <span className="label-price-mode">{t(`mode.${m}`)}</span>
            <span className="label-price-net" data-testid={`price-${m}-net`}>
              {formatMoney(p.convert(price.net), p.sign, locale)} <small>{t("net")}</small>
            </span>
            <span className="label-price-gross" data-testid={`price-${m}-gross`}>
              {formatMoney(p.convert(price.gross), p.sign, locale)} <small>{t("gross")}</small>
            </span>
            <span className="label-price-days" data-testid={`price-${m}-days`}>
              {t("days", { count: price.days })}
            </span>
            <span className="label-price-date">
              {t("dispatch", { date: formatDay(price.date, locale) })}
            </span>
          </label>
        );
      })}
    </div>
  );
}
