import { InvoiceSettingsUpdateInput } from "@printshop/core/invoice-settings/schema";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { RecordHistory } from "../audit/RecordHistory";

type View = RouterOutputs["admin"]["invoiceSettings"]["get"];
const formOf = (v: View) => ({
  ksefEnvironment: v.ksefEnvironment,
  invoiceOn: v.invoiceOn,
  version: v.version,
});

/**
 * Settings → KSeF (issue 30): which KSeF environment invoices go to and when a transfer's or cash
 * on delivery's invoice is issued; beside them, where the secrets stand (configured or not, never
 * their values: the token and the offline certificate live in the secret store).
 */
export function KsefSettingsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const utils = trpc.useUtils();
  const view = trpc.admin.invoiceSettings.get.useQuery(undefined, { meta: { silent: true } });
  const update = trpc.admin.invoiceSettings.update.useMutation({ onError: () => undefined });
  if (view.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (view.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(view.error, t)}
      </p>
    );
  const v = view.data;
  return (
    <>
      <h1>{t("ksef.title")}</h1>
      <p>{t("ksef.intro")}</p>
      <dl className="record" data-testid="ksef-status">
        <dt>{t("ksef.server")}</dt>
        <dd>{v.server || t("ksef.off")}</dd>
        <dt>{t("ksef.token")}</dt>
        <dd>{t(v.tokenConfigured ? "ksef.configured" : "ksef.notConfigured")}</dd>
        <dt>{t("ksef.certificate")}</dt>
        <dd>{t(v.offlineCertificateConfigured ? "ksef.configured" : "ksef.certificateOff")}</dd>
      </dl>
      <SchemaForm
        schema={InvoiceSettingsUpdateInput}
        defaultValues={formOf(v)}
        submitLabel={t("common.save")}
        label={t("ksef.title")}
        reload={async () => formOf(await utils.admin.invoiceSettings.get.fetch())}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values);
          toast.info(t("common.saved"));
          await utils.admin.invoiceSettings.get.invalidate();
          return { values: { ...values, version: saved.version } };
        }}
      >
        <Field
          name="ksefEnvironment"
          label={t("ksef.environment")}
          hint={t("ksef.environmentHint")}
          as="select"
          options={(["test", "demo", "production"] as const).map((value) => ({
            value,
            label: t(`ksef.environments.${value}`),
          }))}
        />
        <Field
          name="invoiceOn"
          label={t("ksef.invoiceOn")}
          hint={t("ksef.invoiceOnHint")}
          as="select"
          options={(["dispatch", "payment"] as const).map((value) => ({
            value,
            label: t(`ksef.invoiceOnOptions.${value}`),
          }))}
        />
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: "invoiceSettings", id: "current" }} />
    </>
  );
}
