import { Fragment, useState } from "react";
import { Modal, useTranslation } from "@printshop/ui";
import {
  Controller,
  Field,
  FieldError,
  Form,
  SubmitButton,
  useField,
  useFormContext,
  useKitForm,
} from "@printshop/ui/form";
import { CountrySelect } from "../../components/CountrySelect";
import {
  REQUIRED_FIELDS,
  validateSampleRequest,
  type SampleRequestInput,
} from "@printshop/core/samples/schema";
import { formatFieldError } from "./messages";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import "./samples.css";
import "./texts";

type Name = (typeof REQUIRED_FIELDS)[number] | "country" | "notes";
type Values = Record<Name | "website", string>;
const blank: Values = {
  company: "",
  street: "",
  postcode: "",
  city: "",
  country: "PL",
  person: "",
  phone: "",
  email: "",
  notes: "",
  website: "",
};
const FIELDS: { name: Exclude<Name, "country">; type: string; autoComplete: string }[] = [
  { name: "company", type: "text", autoComplete: "organization" },
  { name: "street", type: "text", autoComplete: "street-address" },
  { name: "postcode", type: "text", autoComplete: "postal-code" },
  { name: "city", type: "text", autoComplete: "address-level2" },
  { name: "person", type: "text", autoComplete: "name" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
];

/**
 * The free-samples form in a 650 px modal, on the kit. Required fields are checked before sending
 * (same rules as the server); the server's field errors land under the fields, anything else in
 * the dialog (a toast would sit under it), and the form keeps what was typed. After success: the
 * thank-you state, no second send.
 */
export default function SamplesModal({
  open,
  onClose,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  summary?: string;
}) {
  const { t } = useTranslation("samples");
  const { locale } = useLocale();
  const [sent, setSent] = useState(false);
  // Failures are the form's to show.
  const order = trpc.shop.samples.order.useMutation({ onError: () => undefined });
  const input = (values: Values): SampleRequestInput => ({
    ...values,
    locale,
    ...(summary ? { text: summary } : {}),
  });
  const kit = useKitForm<Values>({
    // A German page asks about Germany first; the list has every country we ship to.
    defaultValues: { ...blank, country: locale === "de" ? "DE" : "PL" },
    inlineErrors: true,
    check: (values) =>
      Object.fromEntries(
        validateSampleRequest(input(values)).map((x) => [x.field, formatFieldError(x.code, t)]),
      ),
    onSubmit: async (values) => {
      await order.mutateAsync(input(values));
      setSent(true);
    },
  });

  return (
    <Modal open={open} title={t("title")} onClose={onClose} width={650}>
      {sent ? (
        <div className="samples-thanks" role="status" data-testid="samples-thanks">
          <h3>{t("thanks.title")}</h3>
          <p>{t("thanks.text")}</p>
          <div className="modal-actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the person opened moves focus into itself (WAI-ARIA dialog pattern) */}
            <button type="button" onClick={onClose} autoFocus>
              {t("close")}
            </button>
          </div>
        </div>
      ) : (
        <Form
          kit={kit}
          className="samples-form"
          testId="samples-form"
          idPrefix="sample"
          lock={false}
          summary={false}
          actions={
            <div className="modal-actions">
              <button type="button" className="button-secondary" onClick={onClose}>
                {t("cancel")}
              </button>
              <SubmitButton testId="samples-submit" pendingLabel={t("sending")}>
                {t("send")}
              </SubmitButton>
            </div>
          }
        >
          <p className="hint">{t("intro")}</p>
          <div className="samples-grid">
            {FIELDS.map((f) => (
              <Fragment key={f.name}>
                <Field
                  className="sample-field"
                  name={f.name}
                  label={t(`field.${f.name}`)}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required
                />
                {f.name === "city" ? <SampleCountry /> : null}
              </Fragment>
            ))}
          </div>
          <Field
            as="textarea"
            className="sample-field"
            name="notes"
            label={t("field.notes")}
            rows={3}
          />
          <Honeypot />
        </Form>
      )}
    </Modal>
  );
}

/** Where the samples go: the country list in the page's language (an ISO code is sent). */
function SampleCountry() {
  const { t } = useTranslation("samples");
  const { locale } = useLocale();
  const { control } = useFormContext();
  const field = useField("country", t("field.country"));
  return (
    <div className={`form-field sample-field${field.message ? " has-error" : ""}`}>
      <label htmlFor={field.ids.input}>
        {t("field.country")}
        <span aria-hidden="true"> *</span>
      </label>
      <Controller
        control={control}
        name="country"
        render={({ field: f }) => (
          <CountrySelect
            id={field.ids.input}
            value={String(f.value ?? "PL")}
            locale={locale}
            invalid={Boolean(field.message)}
            describedBy={field.message ? field.ids.error : undefined}
            onChange={f.onChange}
          />
        )}
      />
      <FieldError name="country" />
    </div>
  );
}

/** Invisible to people and screen readers; bots fill it in. */
function Honeypot() {
  const { register } = useFormContext();
  return (
    <div className="samples-hp" aria-hidden="true">
      <label htmlFor="sample-website">Website</label>
      <input
        id="sample-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register("website")}
      />
    </div>
  );
}
