import { CompanyUpdateInput } from "@printshop/core/company/schema";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { RecordHistory } from "../audit/RecordHistory";

type Company = RouterOutputs["admin"]["company"]["get"];

/** The form's values of the stored record (every field but the placeholder mark). */
const formOf = ({ placeholder: _, ...rest }: Company) => rest;

/**
 * The seller's data (issue 27, item 6): what the shop's footer, legal pages, transfer details and
 * e-mails (and the invoices) print. While it is the seed's example a banner says so; the NIP,
 * REGON and IBAN are checked by the server (a sentence on the field); a stale save keeps what was
 * typed and shows the newer values beside it.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const utils = trpc.useUtils();
  const company = trpc.admin.company.get.useQuery(undefined, { meta: { silent: true } });
  const update = trpc.admin.company.update.useMutation({ onError: () => undefined });
  if (company.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (company.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(company.error, t)}
      </p>
    );
  const c = company.data;
  return (
    <>
      <h1>{t("company.title")}</h1>
      <p>{t("company.intro")}</p>
      {c.placeholder ? (
        <p role="note" className="notice" data-testid="company-placeholder">
          {t("company.placeholder")}
        </p>
      ) : null}
      <SchemaForm
        schema={CompanyUpdateInput}
        defaultValues={formOf(c)}
        submitLabel={t("common.save")}
        label={t("company.title")}
        reload={async () => formOf(await utils.admin.company.get.fetch())}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values);
          toast.info(t("common.saved"));
          utils.admin.company.get.setData(undefined, saved);
          return { values: formOf(saved) };
        }}
      >
        <fieldset>
          <legend>{t("company.seller")}</legend>
          <Field name="name" label={t("company.name")} autoComplete="organization" />
          <Field name="street" label={t("company.street")} autoComplete="street-address" />
          <Field name="postcode" label={t("company.postcode")} autoComplete="postal-code" />
          <Field name="city" label={t("company.city")} autoComplete="address-level2" />
          <Field
            name="country"
            label={t("company.country")}
            hint={t("company.countryHint")}
            autoComplete="country"
          />
        </fieldset>
        <fieldset>
          <legend>{t("company.registers")}</legend>
          <Field name="nip" label={t("company.nip")} hint={t("company.nipHint")} />
          <Field name="regon" label="REGON" />
          <Field name="krs" label="KRS" />
          <Field name="registerCourt" label={t("company.registerCourt")} />
          <Field name="shareCapital" label={t("company.shareCapital")} />
          <Field name="representative" label={t("company.representative")} />
        </fieldset>
        <fieldset>
          <legend>{t("company.contact")}</legend>
          <Field name="phone" label={t("company.phone")} type="tel" autoComplete="tel" />
          <Field name="email" label={t("company.email")} type="email" autoComplete="email" />
        </fieldset>
        <fieldset>
          <legend>{t("company.bank")}</legend>
          <Field name="bankName" label={t("company.bankName")} />
          <Field
            name="bankAccount"
            label={t("company.bankAccount")}
            hint={t("company.bankAccountHint")}
          />
          <Field name="swift" label="SWIFT/BIC" />
        </fieldset>
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: "company", id: "current" }} />
    </>
  );
}
