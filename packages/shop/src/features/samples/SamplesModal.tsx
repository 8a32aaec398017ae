import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf, messageOf, Modal, useToast } from "@printshop/ui";
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

type Field = (typeof REQUIRED_FIELDS)[number] | "notes";
const FIELDS: { name: Field; type: string; autoComplete: string }[] = [
  { name: "company", type: "text", autoComplete: "organization" },
  { name: "street", type: "text", autoComplete: "street-address" },
  { name: "postcode", type: "text", autoComplete: "postal-code" },
  { name: "city", type: "text", autoComplete: "address-level2" },
  { name: "person", type: "text", autoComplete: "name" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
];

/**
 * The free-samples form in a 650 px modal. Required fields are checked before sending (same
 * rules as the server); the server's field errors land under the fields, anything else in a
 * toast, and the form keeps what was typed. After success: the thank-you state, no second send.
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
  const toast = useToast();
  const [values, setValues] = useState<Record<Field | "website", string>>({
    company: "",
    street: "",
    postcode: "",
    city: "",
    person: "",
    phone: "",
    email: "",
    notes: "",
    website: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const order = trpc.shop.samples.order.useMutation({
    onSuccess: () => setSent(true),
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(messageOf(error, t));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sent || order.isPending) return;
    const input: SampleRequestInput = { ...values, locale, ...(summary ? { text: summary } : {}) };
    const local = validateSampleRequest(input);
    if (local.length) {
      setErrors(Object.fromEntries(local.map((x) => [x.field, formatFieldError(x.code, t)])));
      document.getElementById(`sample-${local[0]!.field}`)?.focus();
      return;
    }
    setErrors({});
    order.mutate(input);
  };

  const field = (f: { name: Field; type: string; autoComplete: string }, required: boolean) => (
    <div key={f.name} className={`sample-field${errors[f.name] ? " has-error" : ""}`}>
      <label htmlFor={`sample-${f.name}`}>
        {t(`field.${f.name}`)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`sample-${f.name}`}
        name={f.name}
        type={f.type}
        autoComplete={f.autoComplete}
        required={required}
        value={values[f.name]}
        aria-invalid={Boolean(errors[f.name]) || undefined}
        aria-describedby={errors[f.name] ? `sample-${f.name}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
      />
      {errors[f.name] ? (
        <p id={`sample-${f.name}-error`} className="field-error" role="alert">
          {errors[f.name]}
        </p>
      ) : null}
    </div>
  );

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
        <form className="samples-form" onSubmit={submit} noValidate data-testid="samples-form">
          <p className="hint">{t("intro")}</p>
          <div className="samples-grid">{FIELDS.map((f) => field(f, true))}</div>
          <div className={`sample-field${errors.notes ? " has-error" : ""}`}>
            <label htmlFor="sample-notes">{t("field.notes")}</label>
            <textarea
              id="sample-notes"
              name="notes"
              rows={3}
              maxLength={2000}
              value={values.notes}
              onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
            />
          </div>
          {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
          <div className="samples-hp" aria-hidden="true">
            <label htmlFor="sample-website">Website</label>
            <input
              id="sample-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
            />
          </div>
          <div className="modal-actions">
            <button type="button" className="button-secondary" onClick={onClose}>
              {t("cancel")}
            </button>
            <button type="submit" disabled={order.isPending} data-testid="samples-submit">
              {order.isPending ? t("sending") : t("send")}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
