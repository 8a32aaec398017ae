import { useTranslation } from "@printshop/ui";
import { formatMoney, formatNumber, perPieceText } from "@printshop/core/format";
import { useLocale } from "../../useLocale";
import "./texts";

/**
 * The price per piece and the saving of the next run up ("+500 pcs for 12 zł more, 0.05 zł
 * each"), as `<dt>/<dd>` pairs of an order box's list: the product pages' and the label page's.
 * Amounts are PLN nets; `convert` turns them into the shown currency.
 */
export function RunSaving(p: {
  net: number;
  quantity: number;
  next?: { quantity: number; net: number } | null;
  convert: (amount: number) => number;
  sign: string;
}) {
  const { t } = useTranslation("product");
  const { locale } = useLocale();
  if (!(p.quantity > 0)) return null;
  const next = p.next && p.next.quantity > p.quantity && p.next.net > p.net ? p.next : null;
  return (
    <>
      <dt>{t("summary.perPiece")}</dt>
      <dd data-testid="summary-per-piece">
        {perPieceText(p.convert(p.net), p.quantity, p.sign, locale)}
      </dd>
      {next ? (
        <>
          <dt>{t("summary.nextRun")}</dt>
          <dd data-testid="summary-next-run">
            {t("summary.nextRunText", {
              extra: formatNumber(next.quantity - p.quantity, locale),
              amount: formatMoney(p.convert(next.net) - p.convert(p.net), p.sign, locale),
              perPiece: perPieceText(p.convert(next.net), next.quantity, p.sign, locale),
            })}
          </dd>
        </>
      ) : null}
    </>
  );
}
