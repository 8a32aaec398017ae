import { useTranslation } from "@printshop/ui";
import { formatNumber } from "@printshop/core/format";
import type { PreviewRow } from "@printshop/core/labels/preview";
import { formatPricingError } from "@printshop/core/pricing/messages";
import { NS } from "./texts";

const MODES = ["eco", "standard", "express"] as const;

/** Today's and the draft's net price of each reference configuration, and the change per mode. */
export function PreviewTable(props: { rows: PreviewRow[] }) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as "pl" | "en" | "de";
  const money = (n: number) => formatNumber(n, lang, 2, 2);
  return (
    <table className="preview">
      <caption>{t("preview.hint")}</caption>
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            {t("preview.reference")}
          </th>
          {MODES.map((m) => (
            <th key={m} scope="colgroup" colSpan={3}>
              {t(`fields.${m}`)}
            </th>
          ))}
        </tr>
        <tr>
          {MODES.flatMap((m) => [
            <th key={`${m}t`} scope="col">
              {t("preview.today")}
            </th>,
            <th key={`${m}d`} scope="col">
              {t("preview.draft")}
            </th>,
            <th key={`${m}c`} scope="col">
              {t("preview.change")}
            </th>,
          ])}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.id} data-reference={r.id}>
            <th scope="row">{r.name}</th>
            {MODES.flatMap((m) => [
              <td key={`${m}t`}>
                {r.current.net ? money(r.current.net[m]) : t("preview.noPrice")}
              </td>,
              <td key={`${m}d`}>
                {r.draft.net ? (
                  money(r.draft.net[m])
                ) : (
                  <span className="form-error">
                    {r.draft.errors.map((e) => formatPricingError(e, lang)).join("; ")}
                  </span>
                )}
              </td>,
              <td
                key={`${m}c`}
                className={
                  Number(r.changePercent[m]) > 0
                    ? "up"
                    : Number(r.changePercent[m]) < 0
                      ? "down"
                      : undefined
                }
              >
                {r.changePercent[m] === null
                  ? "—"
                  : `${Number(r.changePercent[m]) > 0 ? "+" : ""}${formatNumber(Number(r.changePercent[m]), lang, 2, 3)} %`}
              </td>,
            ])}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
