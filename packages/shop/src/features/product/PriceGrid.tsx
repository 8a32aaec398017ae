import { useTranslation } from "@printshop/ui";
import { formatDay, formatMoney } from "@printshop/core/format";
import type { PriceRow } from "@printshop/core/pricing/rows";
import "./texts";

export const MODES = ["eco", "standard", "express"] as const;
export type Mode = (typeof MODES)[number];
export interface CellRef {
  quantity: number;
  mode: Mode;
}

/**
 * The price table: a row per quantity (the quantity column only when there is more than one),
 * Eco / Standard / Express with working days and the dispatch date. A cell is a toggle button
 * (keyboard usable); the chosen cell and its row are highlighted.
 */
export function PriceGrid(props: {
  rows: PriceRow[];
  selected: CellRef | null;
  onSelect: (cell: CellRef) => void;
  sign: string;
  convert: (net: number) => number;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("product");
  const locale = i18n.language;
  const { rows, selected } = props;
  const many = rows.length > 1;
  const head = rows[0];
  return (
    <div className="price-grid-wrap" aria-busy={props.busy}>
      {/* The status line keeps its height when empty: the table does not move when the server's answer arrives (CLS). */}
      <p className="price-loading" role="status">
        {props.busy ? <span data-testid="price-loading">{t("table.confirming")}</span> : null}
      </p>
      <table className="price-grid" data-testid="price-table">
        <caption className="visually-hidden">{t("table.caption")}</caption>
        <thead>
          <tr>
            {many ? <th scope="col">{t("table.quantity")}</th> : null}
            {MODES.map((m) => (
              <th key={m} scope="col">
                <span className="mode-name">{t(`mode.${m}`)}</span>
                {head ? (
                  <span className="mode-time">
                    {t("table.days", { count: head[m].days })} · {formatDay(head[m].date, locale)}
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const rowSelected = selected?.quantity === row.quantity;
            return (
              <tr key={row.quantity} className={rowSelected ? "is-selected" : undefined}>
                {many ? <th scope="row">{t("table.pcs", { count: row.quantity })}</th> : null}
                {MODES.map((m) => {
                  const on = rowSelected && selected?.mode === m;
                  return (
                    <td key={m} className={on ? "is-selected" : undefined}>
                      <button
                        type="button"
                        className="price-cell"
                        aria-pressed={on}
                        data-testid={`cell-${row.quantity}-${m}`}
                        onClick={() => props.onSelect({ quantity: row.quantity, mode: m })}
                      >
                        {/* Named by its content (the visible amounts, with the mode and run before them), so
                            the name contains what is seen (WCAG 2.5.3, Lighthouse's label-content-name-mismatch). */}
                        <span className="visually-hidden">{`${t(`mode.${m}`)}, ${t("table.pcs", { count: row.quantity })}: `}</span>
                        {row[m].discount > 0 ? (
                          <s className="before-discount">
                            {formatMoney(props.convert(row[m].net), props.sign, locale)}
                          </s>
                        ) : null}
                        <span className="net">
                          {formatMoney(props.convert(row[m].netAfterDiscount), props.sign, locale)}
                        </span>
                        <span className="gross">
                          {formatMoney(
                            props.convert(row[m].grossAfterDiscount),
                            props.sign,
                            locale,
                          )}{" "}
                          {t("gross")}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
