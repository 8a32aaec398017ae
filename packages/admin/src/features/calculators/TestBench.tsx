import { useEffect, useRef } from "react";
import { formatNumber } from "@printshop/core/format";
import { messageOf, useTranslation } from "@printshop/ui";
import { Field, Form, serverFieldsOf, useKitForm } from "@printshop/ui/form";
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
 * draft side by side: the server's answer, computed by the shop's own quote function. A number
 * that is not one yet ("-", "1e") is marked at its field and not sent; the last valid selection
 * stays quoted.
 */
export function TestBench(props: {
  calculatorId: number;
  draft: CalculatorDraft;
  selections: Record<string, number>;
  onSelect: (next: Record<string, number>) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const options = props.draft.options.filter((o) => o.active);
  const input = {
    calculatorId: props.calculatorId,
    selections: props.selections,
    locale: i18n.language as "pl" | "en" | "de",
  };
  const saved = trpc.admin.calculators.test.useQuery(input, {
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
  const draft = trpc.admin.calculators.test.useQuery(
    { ...input, draft: props.draft },
    { placeholderData: keepPreviousData, retry: false, meta: { silent: true } },
  );
  const kit = useKitForm<Record<string, unknown>>({
    defaultValues: Object.fromEntries(options.map((o) => [key(o.id), props.selections[o.id]])),
    mode: "onChange",
    check: (values) => {
      const out: Record<string, string> = {};
      for (const o of options)
        if (o.type !== "select" && typeof values[key(o.id)] !== "number")
          out[key(o.id)] = t("bench.notANumber");
      return out;
    },
    // Nothing to save: the selection is quoted as it changes.
    onSubmit: () => Promise.resolve(),
  });
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;
  const selections = useRef(props.selections);
  selections.current = props.selections;
  // Every change that reads as a selection is quoted at once; a field still being typed waits.
  useEffect(() => {
    const { unsubscribe } = kit.form.watch((values) => {
      const next = { ...selections.current };
      for (const [k, v] of Object.entries(values))
        if (typeof v === "number" && Number.isFinite(v)) next[k.slice(1)] = v;
      if (JSON.stringify(next) !== JSON.stringify(selections.current)) onSelect.current(next);
    });
    return unsubscribe;
  }, [kit.form]);
  const label = (field: string) => {
    const o = options.find((x) => `selections.${x.id}` === field);
    return o ? pick(o.title, i18n.language) : field;
  };
  return (
    <section aria-labelledby="bench-title" className="test-bench">
      <h2 id="bench-title">{t("bench.title")}</h2>
      <Form kit={kit} guard={false} summary={false} lock={false} actions={<></>}>
        <fieldset>
          <legend>{t("bench.selection")}</legend>
          {options.map((o) =>
            o.type === "select" ? (
              <Field
                key={o.id}
                as="select"
                name={key(o.id)}
                label={pick(o.title, i18n.language)}
                options={o.values.map((v) => ({
                  value: String(v.id),
                  label: pick(v.title, i18n.language),
                }))}
                number
              />
            ) : (
              <Field
                key={o.id}
                name={key(o.id)}
                label={pick(o.title, i18n.language)}
                inputMode="decimal"
                number="decimal"
              />
            ),
          )}
        </fieldset>
      </Form>
      <div className="side-by-side">
        <Quote title={t("bench.saved")} result={saved} label={label} />
        <Quote title={t("bench.draft")} result={draft} label={label} />
      </div>
    </section>
  );
}

/** A form field's name for an option (a letter first: react-hook-form reads "12" as an array index). */
const key = (optionId: number) => `o${optionId}`;

function Quote(props: {
  title: string;
  result: { data?: Answer; error: unknown; isPending: boolean };
  /** An option's name for a field the server names (`selections.12`). */
  label: (field: string) => string;
}) {
  const { t, i18n } = useTranslation(NS);
  const money = (n: number) => formatNumber(n, i18n.language, 2, 2);
  const a = props.result.data;
  return (
    <div className="bench-side" aria-label={props.title} role="region">
      <h3>{props.title}</h3>
      {props.result.error ? (
        <ul role="alert" className="form-error">
          {/* A refused selection names its option, not "correct the marked fields". */}
          {serverFieldsOf(props.result.error).length ? (
            serverFieldsOf(props.result.error).map((f) => (
              <li key={f.field}>{`${props.label(f.field)}: ${f.message}`}</li>
            ))
          ) : (
            <li>{messageOf(props.result.error, t)}</li>
          )}
        </ul>
      ) : null}
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
