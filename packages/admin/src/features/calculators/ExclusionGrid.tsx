import { useTranslation } from "@printshop/ui";
import {
  exclusionPairs,
  gridValues,
  pairKey,
  sameOption,
  setExclusion,
  type CalculatorDraft,
} from "@printshop/core/workbench/index";
import { pick } from "./titles";
import { NS } from "./texts";

/** Value × value: a tick where the two cannot be ordered together (written to both values' `excluding`). */
export function ExclusionGrid(props: {
  draft: CalculatorDraft;
  onChange: (next: CalculatorDraft) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const values = gridValues(props.draft);
  const pairs = exclusionPairs(props.draft);
  const title = (valueId: number) => {
    for (const o of props.draft.options) {
      if (o.type !== "select") continue;
      const v = o.values.find((x) => x.id === valueId);
      if (v) return `${pick(o.title, i18n.language)}: ${pick(v.title, i18n.language)}`;
    }
    return String(valueId);
  };
  return (
    <section aria-labelledby="grid-title">
      <h2 id="grid-title">{t("grid.title")}</h2>
      <p>{t("grid.hint")}</p>
      <div className="grid-scroll">
        <table className="exclusion-grid">
          <thead>
            <tr>
              <td />
              {values.map((c) => (
                <th key={c.valueId} scope="col" className="vertical">
                  <span>{title(c.valueId)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {values.map((r) => (
              <tr key={r.valueId}>
                <th scope="row">{title(r.valueId)}</th>
                {values.map((c) => {
                  const off =
                    r.valueId === c.valueId || sameOption(props.draft, r.valueId, c.valueId);
                  return (
                    <td key={c.valueId}>
                      {!off && (
                        <input
                          type="checkbox"
                          aria-label={t("grid.cell", { a: title(r.valueId), b: title(c.valueId) })}
                          checked={pairs.has(pairKey(r.valueId, c.valueId))}
                          onChange={(e) =>
                            props.onChange(
                              setExclusion(props.draft, r.valueId, c.valueId, e.target.checked),
                            )
                          }
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
