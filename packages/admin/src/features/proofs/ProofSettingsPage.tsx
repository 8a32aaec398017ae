import { ProofSettingsUpdateInput } from "@printshop/core/proof-rules/schema";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { RecordHistory } from "../audit/RecordHistory";
import { ensureTexts, NS } from "./texts";

type View = RouterOutputs["admin"]["proofSettings"]["get"];
const formOf = (v: View) => ({
  label: v.label,
  calculator: v.calculator,
  table: v.table,
  version: v.version,
});

/**
 * Settings → Proof approval (issue 31 item 1): per product kind, whether the customer approves a
 * proof before production (labels by default). Saved against the version shown, audited.
 */
export function ProofSettingsPage() {
  const { t, i18n } = useTranslation(NS);
  ensureTexts(i18n);
  const toast = useToast();
  const utils = trpc.useUtils();
  const view = trpc.admin.proofSettings.get.useQuery(undefined, { meta: { silent: true } });
  const update = trpc.admin.proofSettings.update.useMutation({ onError: () => undefined });
  if (view.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (view.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(view.error, t)}
      </p>
    );
  return (
    <>
      <h1>{t("settings.title")}</h1>
      <p>{t("settings.intro")}</p>
      <SchemaForm
        schema={ProofSettingsUpdateInput}
        defaultValues={formOf(view.data)}
        submitLabel={t("app:common.save")}
        label={t("settings.title")}
        reload={async () => formOf(await utils.admin.proofSettings.get.fetch())}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values);
          toast.info(t("settings.saved"));
          await utils.admin.proofSettings.get.invalidate();
          return { values: { ...values, version: saved.version } };
        }}
      >
        <Field name="label" type="checkbox" label={t("settings.label")} />
        <Field name="calculator" type="checkbox" label={t("settings.calculator")} />
        <Field name="table" type="checkbox" label={t("settings.table")} />
      </SchemaForm>
      <h2>{t("settings.history")}</h2>
      <RecordHistory target={{ type: "proofSettings", id: "current" }} />
    </>
  );
}
