import { useTranslation } from "./i18n-react";
import type { ReactNode } from "react";
import { formatMoney, perPieceText } from "@printshop/core/format";

/** One priced line: what it is, how many, and its amounts after discount in the shown currency. */
export interface OrderLine {
  id: string;
  title: ReactNode;
  quantity: number;
  /** Short facts under the title (mode and lead time, the chosen options, VAT). */
  details?: string[];
  net: number;
  gross: number;
  /** The discount already taken off `net` (shown beside the amount, never added again). */
  discount?: number;
  /** Anything the line needs to say besides (a changed price, a prepress choice). */
  note?: ReactNode;
  /** A control for the line (remove). */
  action?: ReactNode;
  className?: string;
}

/** A line that is not a product (delivery): amounts only. */
export interface ExtraLine {
  key: string;
  label: ReactNode;
  net: number;
  gross: number;
}

export interface OrderLinesProps {
  lines: OrderLine[];
  extra?: ExtraLine[];
  sign: string;
  locale: string;
  /** Unit price beside each line (amount / quantity). */
  perPiece?: boolean;
  testId?: string;
  totalTestId?: string;
  caption?: ReactNode;
  /** A row of its own for the VAT in the total (gross − net of the rows listed). */
  showVat?: boolean;
}

const sum = (xs: number[]) => Math.round(xs.reduce((a, x) => a + Math.round(x * 100), 0)) / 100;

/**
 * The one table of priced lines (cart, checkout summary, thank-you page, my orders, the admin's
 * order). Its totals are always the sums of the rows it lists, so what is shown adds up. Below
 * 600 px each row stacks into a card with its own labels (`data-label`), so it fits 375 px.
 * Plain markup and no library: it sits in the shop's initial JavaScript.
 */
export function OrderLines({
  lines,
  extra = [],
  sign,
  locale,
  perPiece = false,
  testId,
  totalTestId,
  caption,
  showVat = false,
}: OrderLinesProps) {
  const { t } = useTranslation("ui");
  const money = (x: number) => formatMoney(x, sign, locale);
  const hasActions = lines.some((l) => !!l.action);
  const totalNet = sum([...lines.map((l) => l.net), ...extra.map((e) => e.net)]);
  const totalGross = sum([...lines.map((l) => l.gross), ...extra.map((e) => e.gross)]);
  return (
    <div className="table-scroll">
      <table className="order-lines" data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t("lines.product")}</th>
            <th scope="col" className="num">
              {t("lines.quantity")}
            </th>
            <th scope="col" className="num">
              {t("lines.net")}
            </th>
            <th scope="col" className="num">
              {t("lines.gross")}
            </th>
            {hasActions ? (
              <th scope="col">
                <span className="visually-hidden">{t("lines.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} className={l.className}>
              <td data-label={t("lines.product")}>
                <strong className="line-title">{l.title}</strong>
                {l.details?.length ? (
                  <ul className="line-details">
                    {l.details.map((d, i) => (
                      <li key={i}>{d}</li>
                    ))}
                  </ul>
                ) : null}
                {l.note ? <div className="line-note">{l.note}</div> : null}
              </td>
              <td className="num" data-label={t("lines.quantity")}>
                {t("lines.pcs", { count: l.quantity })}
              </td>
              <td className="num" data-label={t("lines.net")}>
                {money(l.net)}
                {l.discount ? (
                  <div className="hint line-discount">
                    {t("lines.discount", { amount: money(l.discount) })}
                  </div>
                ) : null}
                {perPiece && l.quantity > 0 ? (
                  <div className="hint per-piece">
                    {t("lines.perPiece", { amount: perPieceText(l.net, l.quantity, sign, locale) })}
                  </div>
                ) : null}
              </td>
              <td className="num" data-label={t("lines.gross")}>
                {money(l.gross)}
              </td>
              {hasActions ? <td className="line-action">{l.action}</td> : null}
            </tr>
          ))}
          {extra.map((e) => (
            <tr key={e.key} className="extra-line">
              <td data-label={t("lines.product")} colSpan={2}>
                {e.label}
              </td>
              <td className="num" data-label={t("lines.net")}>
                {money(e.net)}
              </td>
              <td className="num" data-label={t("lines.gross")}>
                {money(e.gross)}
              </td>
              {hasActions ? <td /> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t("lines.total")}
            </th>
            <td
              className="num"
              data-label={t("lines.net")}
              data-testid={totalTestId ? `${totalTestId}-net` : undefined}
            >
              {money(totalNet)}
            </td>
            <td className="num" data-label={t("lines.gross")} data-testid={totalTestId}>
              {money(totalGross)}
            </td>
            {hasActions ? <td /> : null}
          </tr>
          {showVat ? (
            <tr className="vat-line">
              <th scope="row" colSpan={3}>
                {t("lines.vat")}
              </th>
              <td
                className="num"
                data-label={t("lines.vat")}
                data-testid={totalTestId ? `${totalTestId}-vat` : undefined}
              >
                {money(Math.round((totalGross - totalNet) * 100) / 100)}
              </td>
              {hasActions ? <td /> : null}
            </tr>
          ) : null}
        </tfoot>
      </table>
    </div>
  );
}
