import { useTranslation } from "react-i18next";
import { formatNumber } from "@printshop/core/format";
import { keepPreviousData } from "@tanstack/react-query";
import type { CalculatorDraft } from "@printshop/core/workbench/index";
import { trpc } from "../../trpc";
import { pick } from "./titles";
import { NS } from "./texts";

type Answer = {
  errors: { message: string }[];
  conflicts: { message: string }[];
  rows: {
    quantity: number;
    eco: { net: number };
    standard: { net: number };
    express: { net: number };
  }[];
};

/**
 * Any selection, quoted by `admin.calculators.test` for the saved definition and for the unsaved
 * draft side by side: the server's answer, computed by the shop's own quote function.
 */
export function TestBench(props: {
  calculatorId: number;
  draft: CalculatorDraft;
  selections: Record<string, number>;
  onSelect: (next: Record<string, number>) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const input = {
    calculatorId: props.calculatorId,
    selections: props.selections,
    locale: i18n.language as "pl" | "en" | "de",
  };
  const saved = trpc.admin.calculators.test.useQuery(input, {
    placeholderData: keepPreviousData,
    retry: false,
  });
  const draft = trpc.admin.calculators.test.useQuery(
    { ...input, draft: props.draft },
    { placeholderData: keepPreviousData, retry: false },
  );
  return (
    <section aria-labelledby="bench-title" className="test-bench">
      <h2 id="bench-title">{t("bench.title")}</h2>
      <fieldset>
        <legend>{t("bench.selection")}</legend>
        {props.draft.options
          .filter((o) => o.active)
          .map((o) => (
            <label key={o.id}>
              {pick(o.title, i18n.language)}{" "}
              {o.type === "select" ? (
                <select
                  value={props.selections[o.id] ?? ""}
                  onChange={(e) =>
                    props.onSelect({ ...props.selections, [o.id]: Number(e.target.value) })
                  }
                >
                  {o.values.map((v) => (
                    <option key={v.id} value={v.id}>
                      {pick(v.title, i18n.language)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type="number"
                  value={props.selections[o.id] ?? ""}
                  step={o.step ?? undefined}
                  onChange={(e) =>
                    props.onSelect({ ...props.selections, [o.id]: Number(e.target.value) })
                  }
                />
              )}
            </label>
          ))}
      </fieldset>
      <div className="side-by-side">
        <Quote title={t("bench.saved")} result={saved} />
        <Quote title={t("bench.draft")} result={draft} />
      </div>
    </section>
  );
}

function Quote(props: {
  title: string;
  result: { data?: Answer; error: { message: string } | null; isPending: boolean };
}) {
  const { t, i18n } = useTranslation(NS);
  const money = (n: number) => formatNumber(n, i18n.language, 2, 2);
  const a = props.result.data;
  return (
    <div className="bench-side" aria-label={props.title} role="region">
      <h3>{props.title}</h3>
      {props.result.error && (
        <p role="alert" className="form-error">
          {props.result.error.message}
        </p>
      )}
      {props.result.isPending && <p role="status">…</p>}
      {a &&
        [...a.errors, ...a.conflicts].map((e, i) => (
          <p key={i} role="alert" className="form-error">
            {e.message}
          </p>
        ))}
      {a && a.rows.length === 0 && <p>{t("bench.noRows")}</p>}
      {a && a.rows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("bench.quantity")}</th>
              <th scope="col">{t("bench.eco")}</th>
              <th scope="col">{t("bench.standard")}</th>
              <th scope="col">{t("bench.express")}</th>
            </tr>
          </thead>
          <tbody>
            {a.rows.map((r) => (
              <tr key={r.quantity}>
                <td>{r.quantity}</td>
                <td>{money(r.eco.net)}</td>
                <td>{money(r.standard.net)}</td>
                <td>{money(r.express.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
