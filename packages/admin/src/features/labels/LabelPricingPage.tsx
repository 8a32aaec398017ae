import "./labels.css";
import { useEffect, useMemo, useState } from "react";
import { useToast, useTranslation } from "@printshop/ui";
import { useUnsavedChanges } from "@printshop/ui/form";
import type { LabelSettings } from "@printshop/core/pricing/labels";
import { LabelSettingsSchema } from "@printshop/core/labels/settings-schema";
import { formatLabelCode, issueToField } from "@printshop/core/labels/admin-messages";
import { trpc } from "../../trpc";
import { RecordHistory } from "../audit/RecordHistory";
import { ParametersForm } from "./ParametersForm";
import { PreviewTable } from "./PreviewTable";
import { HistoryPanel } from "./HistoryPanel";
import { ReferencesEditor } from "./ReferencesEditor";
import { ensureTexts, NS } from "./texts";

/** Label pricing: the parameters, a preview of the reference configurations, publish, versions and restore. */
export function LabelPricingPage() {
  const { t, i18n } = useTranslation(NS);
  ensureTexts(i18n);
  const toast = useToast();
  const utils = trpc.useUtils();
  const current = trpc.admin.labels.settings.useQuery({});
  const [draft, setDraft] = useState<LabelSettings | null>(null);
  const [previewOf, setPreviewOf] = useState<LabelSettings | null>(null);
  const [failure, setFailure] = useState<{
    message: string;
    fields: { field: string; message: string }[];
  } | null>(null);
  const publish = trpc.admin.labels.update.useMutation({ onError: () => undefined });
  useEffect(() => {
    if (current.data) setDraft(current.data.settings);
  }, [current.data]);
  const preview = trpc.admin.labels.preview.useQuery(
    { draft: previewOf as never },
    { enabled: previewOf !== null, retry: false },
  );
  const errors = useMemo(() => {
    const r = draft ? LabelSettingsSchema.safeParse(draft) : null;
    const out = new Map<string, string>();
    if (r && !r.success)
      for (const i of r.error.issues) {
        const f = issueToField(i);
        if (!out.has(f.field))
          out.set(f.field, formatLabelCode(f.code, i18n.language as "pl" | "en" | "de", f.params));
      }
    return out;
  }, [draft, i18n.language]);
  const dirty =
    !!draft && !!current.data && JSON.stringify(draft) !== JSON.stringify(current.data.settings);
  // Parameters changed and not published: leaving the screen asks first.
  useUnsavedChanges(dirty && !publish.isPending);
  if (current.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (current.isError)
    return (
      <p role="alert" className="form-error">
        {current.error.message}
      </p>
    );
  if (!draft) return null;
  const data = current.data;
  return (
    <div className="label-pricing">
      <h1>{t("title", { version: data.version })}</h1>
      <ParametersForm draft={draft} onChange={setDraft} errorOf={(p) => errors.get(p)} />
      {errors.size > 0 && (
        <p role="alert" className="form-error">
          {t("actions.invalid")}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button-secondary"
          disabled={!dirty}
          onClick={() => (setDraft(data.settings), setPreviewOf(null), setFailure(null))}
        >
          {t("actions.reset")}
        </button>
        <button
          type="button"
          disabled={errors.size > 0}
          onClick={() => setPreviewOf(structuredClone(draft))}
        >
          {t("actions.preview")}
        </button>
        <button
          type="button"
          disabled={!dirty || errors.size > 0 || publish.isPending}
          onClick={async () => {
            setFailure(null);
            try {
              const saved = await publish.mutateAsync({ version: data.version, settings: draft });
              toast.info(t("actions.published", { version: saved.version }));
              setPreviewOf(null);
              await Promise.all([utils.admin.labels.invalidate(), utils.admin.audit.invalidate()]);
            } catch (e) {
              const err = e as {
                message: string;
                data?: { fields?: { field: string; message: string }[] };
              };
              setFailure({ message: err.message, fields: err.data?.fields ?? [] });
            }
          }}
        >
          {t("actions.publish")}
        </button>
      </div>
      {failure && (
        <div role="alert" className="form-error">
          <p>{failure.message}</p>
          <ul>
            {failure.fields.map((f, i) => (
              <li key={i}>{f.message}</li>
            ))}
          </ul>
        </div>
      )}
      {previewOf && (
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">{t("preview.title")}</h2>
          {preview.isPending && <p role="status">…</p>}
          {preview.isError && (
            <p role="alert" className="form-error">
              {preview.error.message}
            </p>
          )}
          {preview.data && <PreviewTable rows={preview.data.rows} />}
        </section>
      )}
      <ReferencesEditor
        settings={data.settings}
        references={data.references}
        version={data.referencesVersion}
      />
      <HistoryPanel version={data.version} settings={data.settings} />
      <RecordHistory target={{ type: "labelPricing", id: "current" }} />
    </div>
  );
}
