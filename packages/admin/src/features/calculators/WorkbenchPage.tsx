import "./workbench.css";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useToast, useTranslation } from "@printshop/ui";
import { RichTextEditor } from "@printshop/ui/admin";
import { useUnsavedChanges } from "@printshop/ui/form";
import { calculatorStartingSelection } from "@printshop/core/pricing/calculator";
import { formatPricingError } from "@printshop/core/pricing/messages";
import { formatFinding, type CalculatorDraft } from "@printshop/core/workbench/index";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { useImageUpload } from "../../shell/useImageUpload";
import { RecordHistory } from "../audit/RecordHistory";
import { EquationEditor } from "./EquationEditor";
import { ExclusionGrid } from "./ExclusionGrid";
import { OptionsPanel } from "./OptionsPanel";
import { TestBench } from "./TestBench";
import { useReview } from "./useReview";
import { pick } from "./titles";
import { describeSelection } from "./suggestionTitles";
import { ensureTexts, NS } from "./texts";

/** One calculator: options, exclusions, equation, test bench and the checks before saving. */
export function WorkbenchPage() {
  const { id = "" } = useParams();
  const calculatorId = Number(id);
  const { t, i18n } = useTranslation(NS);
  ensureTexts(i18n);
  const href = useAdminHref();
  const toast = useToast();
  const utils = trpc.useUtils();
  const upload = useImageUpload();
  const got = trpc.admin.calculators.get.useQuery(
    { calculatorId },
    { enabled: Number.isInteger(calculatorId) && calculatorId > 0 },
  );
  const [draft, setDraft] = useState<CalculatorDraft | null>(null);
  const [selections, setSelections] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const update = trpc.admin.calculators.update.useMutation({ onError: () => undefined });
  useEffect(() => {
    if (!got.data) return;
    setDraft(got.data.draft);
    setSelections(
      Object.fromEntries(
        Object.entries(calculatorStartingSelection({ id: calculatorId, ...got.data.draft })).map(
          ([k, v]) => [k, v],
        ),
      ),
    );
  }, [got.data, calculatorId]);
  if (got.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (got.isError)
    return (
      <p role="alert" className="form-error">
        {got.error.message}
      </p>
    );
  if (!draft) return null;
  return (
    <Workbench
      key={got.data.version}
      {...{ calculatorId, draft, setDraft, selections, setSelections, failure, upload }}
      title={t("page.title", { id: calculatorId, product: pick(got.data.title, i18n.language) })}
      back={<Link to={href("/calculators")}>← {t("page.back")}</Link>}
      dirty={JSON.stringify(draft) !== JSON.stringify(got.data.draft)}
      saving={update.isPending}
      onReset={() => (setDraft(got.data.draft), setFailure(null))}
      onSave={async () => {
        setFailure(null);
        try {
          const saved = await update.mutateAsync({
            calculatorId,
            version: got.data.version,
            draft,
          });
          toast.info(t("page.saved", { version: saved.version }));
          await Promise.all([utils.admin.calculators.invalidate(), utils.admin.audit.invalidate()]);
        } catch (e) {
          const err = e as { message: string; data?: { fields?: Failure["fields"] } };
          setFailure({
            message: err.message,
            fields: err.data?.fields ?? [],
            equation: draft.equation,
          });
        }
      }}
    />
  );
}

/** A refused save: the server's translated message and field errors (with their params), and the equation it was given. */
type Failure = {
  message: string;
  fields: {
    field: string;
    code?: string;
    message: string;
    params?: Record<string, string | number>;
  }[];
  equation: string;
};

/** The server's equation error, while the equation is still the one it refused: its position comes from the error's params. */
function refusalOf(
  failure: Failure | null,
  equation: string,
): { message: string; position?: number } | null {
  const f =
    failure?.equation === equation ? failure.fields.find((x) => x.field === "equation") : undefined;
  if (!f) return null;
  const position = f.params?.position;
  return { message: f.message, ...(typeof position === "number" ? { position } : {}) };
}

function Workbench(props: {
  calculatorId: number;
  title: string;
  back: React.ReactNode;
  draft: CalculatorDraft;
  setDraft: (d: CalculatorDraft) => void;
  selections: Record<string, number>;
  setSelections: (s: Record<string, number>) => void;
  dirty: boolean;
  saving: boolean;
  failure: Failure | null;
  onSave: () => void;
  onReset: () => void;
  upload: ReturnType<typeof useImageUpload>;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as "pl" | "en" | "de";
  const { draft, setDraft } = props;
  // An unsaved draft (options, exclusions, equation, description): leaving the screen asks first.
  useUnsavedChanges(props.dirty && !props.saving);
  const review = useReview(props.calculatorId, draft);
  const evalError = review.evaluation && !review.evaluation.ok ? review.evaluation : null;
  const blocked = review.errors.length > 0 || !review.equation.ok || evalError !== null;
  return (
    <>
      <p>{props.back}</p>
      <h1>{props.title}</h1>
      <OptionsPanel draft={draft} onChange={setDraft} upload={props.upload} />
      <ExclusionGrid draft={draft} onChange={setDraft} />
      <section aria-labelledby="equation-title">
        <h2 id="equation-title">{t("equation.title")}</h2>
        <EquationEditor
          value={draft.equation}
          onChange={(equation) => setDraft({ ...draft, equation })}
          shortcodes={draft.options.map((o) => o.shortcode)}
          titles={new Map(draft.options.map((o) => [o.shortcode, pick(o.title, i18n.language)]))}
          diagnosis={review.equation}
          refusal={refusalOf(props.failure, draft.equation)}
        />
        {review.checking && <p role="status">{t("equation.checking")}</p>}
        {review.evaluation?.ok && (
          <p role="status">
            {t(review.evaluation.exhaustive ? "equation.ok" : "equation.sampled", {
              checked: review.evaluation.checked,
              total: review.evaluation.total,
            })}
          </p>
        )}
        {evalError && (
          <p role="alert" className="form-error">
            {formatPricingError(evalError.error!, lang)}.{" "}
            {t("equation.failsFor", {
              selection: describeSelection(evalError.selection ?? {}, draft.options, (title) =>
                pick(title, lang),
              ),
            })}
          </p>
        )}
      </section>
      <TestBench
        calculatorId={props.calculatorId}
        draft={draft}
        selections={props.selections}
        onSelect={props.setSelections}
      />
      <section aria-labelledby="description-title">
        <h2 id="description-title">{t("page.description")}</h2>
        <RichTextEditor
          label={`${t("page.description")} (${lang})`}
          value={draft.description?.[lang] ?? ""}
          height={500}
          upload={props.upload}
          onChange={(html) =>
            setDraft({ ...draft, description: { ...(draft.description ?? {}), [lang]: html } })
          }
        />
      </section>
      <section aria-labelledby="lints-title" className="lints">
        <h2 id="lints-title">{t("lints.title")}</h2>
        {review.errors.length === 0 && review.warnings.length === 0 && <p>{t("lints.none")}</p>}
        {review.errors.length > 0 && (
          <>
            <h3>{t("lints.errors")}</h3>
            <ul>
              {review.errors.map((f, i) => (
                <li key={i} className="form-error">
                  {formatFinding(f, lang)}
                </li>
              ))}
            </ul>
          </>
        )}
        {review.warnings.length > 0 && (
          <>
            <h3>{t("lints.warnings")}</h3>
            <ul>
              {review.warnings.map((f, i) => (
                <li key={i}>{formatFinding(f, lang)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      {props.failure && (
        <div role="alert" className="form-error">
          <p>{props.failure.message}</p>
          {/* The equation's own error stands at the equation (with the server's position). */}
          <ul>
            {props.failure.fields
              .filter((f) => f.field !== "equation" || !refusalOf(props.failure, draft.equation))
              .map((f, i) => (
                <li key={i}>{f.message}</li>
              ))}
          </ul>
        </div>
      )}
      <div className="actions sticky-actions">
        {props.dirty && <span>{t("page.unsaved")}</span>}
        <button
          type="button"
          className="button-secondary"
          onClick={props.onReset}
          disabled={!props.dirty}
        >
          {t("page.reset")}
        </button>
        <button
          type="button"
          onClick={props.onSave}
          disabled={!props.dirty || props.saving || blocked}
        >
          {props.saving ? t("page.saving") : t("page.save")}
        </button>
      </div>
      <RecordHistory target={{ type: "calculator", id: String(props.calculatorId) }} />
    </>
  );
}
