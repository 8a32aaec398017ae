import { useTranslation } from "@printshop/ui";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { formatDay, formatMoney } from "@printshop/core/format";
import type { LabelPrice } from "@printshop/core/pricing/index";
import { useLocale } from "../../useLocale";
import type { Mode } from "./LabelPrices";
import { PriceBar } from "../product/PriceBar";
import { RunSaving } from "../product/RunSaving";
import type { OfferRequest } from "../offer/OfferButton";
import "./texts";

/** "Download offer" and its texts load after the page (the label page is near its 170 KB budget). */
const OfferButton = lazy(() => import("../offer/OfferButton"));

/** The order box: product, size, quantity, mode and lead time, net/gross, currency, zero VAT, Add to cart. */
export function LabelSummary(p: {
  productTitle: string;
  size: string;
  quantity: string;
  mode: Mode;
  price: LabelPrice | null;
  /** The quantity priced (a number once the form is valid). */
  pieces: number | null;
  /** The next run up in the same mode, PLN net. */
  next: { quantity: number; net: number } | null;
  convert: (pln: number) => number;
  sign: string;
  currency: string | null;
  currencies: string[];
  onCurrency: (code: string) => void;
  noVatAllowed: boolean;
  noVat: boolean;
  onNoVat: (on: boolean) => void;
  adding: boolean;
  added: boolean;
  onAdd: () => void;
  productId: number;
  /** The configuration an offer is asked for (null while it has errors). */
  offer: OfferRequest | null;
}) {
  const { t } = useTranslation("labels");
  const { locale, to } = useLocale();
  const money = (pln: number) => formatMoney(p.convert(pln), p.sign, locale);
  return (
    <aside
      className="order-box label-summary"
      aria-labelledby="label-summary-title"
      data-testid="order-summary"
    >
      <h2 id="label-summary-title">{t("summary.title")}</h2>
      <dl className="summary-list">
        <dt>{t("summary.product")}</dt>
        <dd>{p.productTitle}</dd>
        <dt>{t("summary.size")}</dt>
        <dd>{p.size}</dd>
        <dt>{t("summary.quantity")}</dt>
        <dd data-testid="summary-quantity">{p.quantity}</dd>
        <dt>{t("summary.mode")}</dt>
        <dd data-testid="summary-mode">{t(`mode.${p.mode}`)}</dd>
        <dt>{t("summary.timeframe")}</dt>
        <dd>
          {p.price
            ? `${t("days", { count: p.price.days })} (${formatDay(p.price.date, locale)})`
            : "—"}
        </dd>
        <dt>{t("summary.net")}</dt>
        <dd data-testid="summary-net">{p.price ? money(p.price.net) : "—"}</dd>
        {p.price && p.pieces ? (
          <RunSaving
            net={p.price.net}
            quantity={p.pieces}
            next={p.next}
            convert={p.convert}
            sign={p.sign}
          />
        ) : null}
        <dt>{t("summary.delivery")}</dt>
        <dd>{formatMoney(0, p.sign, locale)}</dd>
        <dt>{t("summary.gross")}</dt>
        <dd data-testid="summary-gross">{p.price ? money(p.price.gross) : "—"}</dd>
      </dl>
      <label className="currency-select">
        {t("summary.currency")}{" "}
        <select
          value={p.currency ?? ""}
          onChange={(e) => p.onCurrency(e.target.value)}
          disabled={p.currencies.length === 0}
          data-testid="currency-select"
        >
          {p.currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {p.noVatAllowed ? (
        <label className="no-vat">
          <input
            type="checkbox"
            checked={p.noVat}
            onChange={(e) => p.onNoVat(e.target.checked)}
            data-testid="no-vat"
          />{" "}
          {t("summary.noVat")}
        </label>
      ) : null}
      <div className="order-actions">
        <button
          type="button"
          className="button-primary"
          disabled={!p.price || p.adding}
          onClick={p.onAdd}
          data-testid="add-to-cart"
        >
          {p.adding ? t("summary.adding") : t("summary.add")}
        </button>
        {p.added ? (
          <Link to={to("/koszyk")} className="button button-secondary" data-testid="go-to-cart">
            {t("summary.toCart")}
          </Link>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <OfferButton
          productId={p.productId}
          input={
            p.offer ? { ...p.offer, locale, ...(p.currency ? { currency: p.currency } : {}) } : null
          }
        />
      </Suspense>
      <PriceBar
        label={t("summary.bar")}
        net={p.price ? `${money(p.price.net)} ${t("summary.netShort")}` : null}
        gross={p.price ? `${money(p.price.gross)} ${t("summary.grossShort")}` : null}
        hint={t("summary.barHint")}
        addLabel={p.adding ? t("summary.adding") : t("summary.add")}
        disabled={!p.price || p.adding}
        onAdd={p.onAdd}
      />
    </aside>
  );
}
