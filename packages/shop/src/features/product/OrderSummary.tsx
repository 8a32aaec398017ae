import { useTranslation } from "@printshop/ui";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { formatDay, formatMoney } from "@printshop/core/format";
import type { PriceCell } from "@printshop/core/pricing/rows";
import { useLocale } from "../../useLocale";
import { useCart, useCurrencyChoice } from "../cart/useCart";
import type { Mode } from "./PriceGrid";
import { PriceBar } from "./PriceBar";
import { RunSaving } from "./RunSaving";
import type { OfferRequest } from "../offer/OfferButton";
import "./texts";

/** "Download offer" and its texts load after the page (the label page is near its 170 KB budget). */
const OfferButton = lazy(() => import("../offer/OfferButton"));

export interface SummaryProps {
  productTitle: string;
  mode: Mode | null;
  quantity: number | null;
  cell: PriceCell | null;
  /** The next larger run in the same mode, if any. */
  next?: { quantity: number; cell: PriceCell } | null;
  params: { title: string; value: string }[];
  vatChoices: number[];
  vat: number;
  onVat: (vat: number) => void;
  convert: (amount: number) => number;
  sign: string;
  hasError: boolean;
  adding: boolean;
  onAdd: () => void;
  productId: number;
  /** The configuration an offer is asked for (null while it has errors). */
  offer: OfferRequest | null;
}

/** The right column: what is being ordered, the net price, delivery, VAT, currency and the actions. */
export function OrderSummary(p: SummaryProps) {
  const { t } = useTranslation("product");
  const { locale, to } = useLocale();
  const cart = useCart();
  const currency = useCurrencyChoice();
  const orderEmpty = (cart.data?.count ?? 0) === 0;
  return (
    <aside className="order-box" aria-labelledby="order-box-title" data-testid="order-summary">
      <h2 id="order-box-title">{t("summary.title")}</h2>
      <dl className="summary-list">
        <dt>{t("summary.product")}</dt>
        <dd>{p.productTitle}</dd>
        <dt>{t("summary.mode")}</dt>
        <dd data-testid="summary-mode">{p.mode ? t(`mode.${p.mode}`) : "—"}</dd>
        <dt>{t("summary.timeframe")}</dt>
        <dd>
          {p.cell
            ? `${t("table.days", { count: p.cell.days })} (${formatDay(p.cell.date, locale)})`
            : "—"}
        </dd>
        <dt>{t("summary.quantity")}</dt>
        <dd data-testid="summary-quantity">{p.quantity ?? "—"}</dd>
        {p.params.map((x) => (
          <div key={x.title} className="summary-param">
            <dt>{x.title}</dt>
            <dd>{x.value}</dd>
          </div>
        ))}
        {p.cell && !p.hasError && p.cell.discount > 0 ? (
          <>
            <dt>{t("summary.beforeDiscount")}</dt>
            <dd data-testid="summary-before-discount">
              <s>{formatMoney(p.convert(p.cell.net), p.sign, locale)}</s>
            </dd>
            <dt>{t("summary.discount")}</dt>
            <dd data-testid="summary-discount">
              −{formatMoney(p.convert(p.cell.discount), p.sign, locale)}
            </dd>
          </>
        ) : null}
        <dt>{t("summary.net")}</dt>
        <dd data-testid="summary-net">
          {p.cell && !p.hasError
            ? formatMoney(p.convert(p.cell.netAfterDiscount), p.sign, locale)
            : "—"}
        </dd>
        {p.cell && !p.hasError && p.quantity ? (
          <RunSaving
            net={p.cell.netAfterDiscount}
            quantity={p.quantity}
            next={p.next ? { quantity: p.next.quantity, net: p.next.cell.netAfterDiscount } : null}
            convert={p.convert}
            sign={p.sign}
          />
        ) : null}
        <dt>{t("summary.delivery")}</dt>
        <dd>{formatMoney(0, p.sign, locale)}</dd>
        {p.cell && !p.hasError ? (
          <>
            <dt>{t("summary.gross")}</dt>
            <dd data-testid="summary-gross">
              {formatMoney(p.convert(p.cell.grossAfterDiscount), p.sign, locale)}
            </dd>
          </>
        ) : null}
      </dl>
      {p.vatChoices.length > 1 ? (
        <fieldset className="vat-choice">
          <legend>{t("summary.vat")}</legend>
          {p.vatChoices.map((v) => (
            <label key={v}>
              <input
                type="radio"
                name="vat"
                value={v}
                checked={p.vat === v}
                onChange={() => p.onVat(v)}
              />{" "}
              {v}%
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="currency-select">
        {t("summary.currency")}{" "}
        <select
          value={currency.currency ?? ""}
          onChange={(e) => currency.setCurrency(e.target.value)}
          disabled={!currency.currencies}
          data-testid="currency-select"
        >
          {Object.values(currency.currencies ?? {}).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
            </option>
          ))}
        </select>
      </label>
      <div className="order-actions">
        <button
          type="button"
          className="button-primary"
          disabled={!p.cell || p.hasError || p.adding}
          onClick={p.onAdd}
          data-testid="add-to-cart"
        >
          {p.adding ? t("summary.adding") : t("summary.add")}
        </button>
        {!orderEmpty && !p.hasError ? (
          <Link to={to("/cart")} className="button button-secondary" data-testid="go-to-checkout">
            {t("summary.toCheckout")}
          </Link>
        ) : null}
      </div>
      {!p.cell && !p.hasError ? <p className="hint">{t("summary.pickCell")}</p> : null}
      <Suspense fallback={null}>
        <OfferButton
          productId={p.productId}
          input={
            p.offer
              ? {
                  ...p.offer,
                  locale,
                  ...(currency.currency ? { currency: currency.currency } : {}),
                }
              : null
          }
        />
      </Suspense>

      <PriceBar
        label={t("summary.bar")}
        net={
          p.cell && !p.hasError
            ? `${formatMoney(p.convert(p.cell.netAfterDiscount), p.sign, locale)} ${t("net")}`
            : null
        }
        gross={
          p.cell && !p.hasError
            ? `${formatMoney(p.convert(p.cell.grossAfterDiscount), p.sign, locale)} ${t("gross")}`
            : null
        }
        hint={p.hasError ? t("summary.barError") : t("summary.pickCell")}
        addLabel={p.adding ? t("summary.adding") : t("summary.add")}
        disabled={!p.cell || p.hasError || p.adding}
        onAdd={p.onAdd}
      />
    </aside>
  );
}
