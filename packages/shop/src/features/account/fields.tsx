import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../components/CountrySelect";
import "./texts";

/** The form's values: strings, the person type (1 company, 2 private person) and the checkboxes. */
export type FormValues = Record<string, string | number | boolean | undefined>;

export interface FieldProps {
  name: string;
  form: FormValues;
  set: (name: string, value: string | number | boolean) => void;
  /** The translated message to show, if any (only for fields the person has touched). */
  error?: ReactNode;
  touch: (name: string) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  label?: string;
}

export function Field({
  name,
  form,
  set,
  error,
  touch,
  type = "text",
  autoComplete,
  required,
  hint,
  label,
}: FieldProps) {
  const { t } = useTranslation("account");
  const id = `acc-${name}`;
  const describedBy =
    [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label ?? t(`fields.${name}`)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={String(form[name] ?? "")}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => set(name, e.target.value)}
        onBlur={() => touch(name)}
      />
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A country from the list (stored as its ISO code). */
export function CountryField({
  name,
  form,
  set,
  error,
  touch,
}: Pick<FieldProps, "name" | "form" | "set" | "error" | "touch">) {
  const { t, i18n } = useTranslation("account");
  const id = `acc-${name}`;
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{t(`fields.${name}`)}</label>
      <CountrySelect
        id={id}
        value={String(form[name] ?? "")}
        locale={i18n.language}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(code) => (set(name, code), touch(name))}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({
  name,
  form,
  set,
  error,
  touch,
  label,
}: Omit<FieldProps, "type" | "autoComplete" | "hint">) {
  const { t } = useTranslation("account");
  const id = `acc-${name}`;
  return (
    <div className={`form-field form-check${error ? " has-error" : ""}`}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={Boolean(form[name])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            set(name, e.target.checked);
            touch(name);
          }}
        />{" "}
        {label ?? t(`fields.${name}`)}
      </label>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Personal, invoice and delivery data: the part registration and "my data" share. */
export function ProfileFields(props: {
  form: FormValues;
  set: FieldProps["set"];
  touch: FieldProps["touch"];
  errorFor: (name: string) => ReactNode;
  emailField?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const { form, set, touch, errorFor } = props;
  const f = (name: string, extra: Partial<FieldProps> = {}) => (
    <Field
      key={name}
      name={name}
      form={form}
      set={set}
      touch={touch}
      error={errorFor(name)}
      {...extra}
    />
  );
  const company = Number(form.type ?? 1) === 1;
  return (
    <>
      <fieldset>
        <legend>{t("sections.personal")}</legend>
        {f("firstName", { required: true, autoComplete: "given-name" })}
        {f("lastName", { required: true, autoComplete: "family-name" })}
        {props.emailField}
        {f("phone", { required: true, type: "tel", autoComplete: "tel", hint: t("hints.phone") })}
      </fieldset>
      <fieldset>
        <legend>{t("sections.invoice")}</legend>
        <div className="radio-row" role="radiogroup" aria-label={t("fields.type")}>
          <span>{t("fields.type")}</span>
          {([1, 2] as const).map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                name="type"
                value={value}
                checked={Number(form.type ?? 1) === value}
                onChange={() => set("type", value)}
              />{" "}
              {t(value === 1 ? "fields.typeCompany" : "fields.typePrivate")}
            </label>
          ))}
        </div>
        {company
          ? f("billingCompany", { required: true, autoComplete: "organization" })
          : f("billingName", { required: true, autoComplete: "name" })}
        {company ? f("billingTax", { required: true, hint: t("hints.billingTax") }) : null}
        {!company && form.billingTax ? f("billingTax") : null}
        {f("billingAddress1", { required: true, autoComplete: "address-line1" })}
        {f("billingAddress2", { autoComplete: "address-line2" })}
        {f("billingPostcode", { required: true, autoComplete: "postal-code" })}
        {f("billingCity", { required: true, autoComplete: "address-level2" })}
        <CountryField
          name="billingCountry"
          form={form}
          set={set}
          touch={touch}
          error={errorFor("billingCountry")}
        />
      </fieldset>
      <fieldset>
        <legend>{t("sections.delivery")}</legend>
        <Checkbox name="differentDeliveryAddress" form={form} set={set} touch={touch} />
        {form.differentDeliveryAddress ? (
          <>
            {f("deliveryName", { required: true })}
            {f("deliveryAddress1", { required: true })}
            {f("deliveryAddress2")}
            {f("deliveryPostcode", { required: true })}
            {f("deliveryCity", { required: true })}
            <CountryField
              name="deliveryCountry"
              form={form}
              set={set}
              touch={touch}
              error={errorFor("deliveryCountry")}
            />
            {f("deliveryContactPerson", { required: true })}
            {f("deliveryPhone", { required: true, type: "tel" })}
            {f("deliveryEmail", { required: true, type: "email" })}
          </>
        ) : null}
      </fieldset>
    </>
  );
}

/** Turns a rule code ("account.tax_invalid") into the shop's translated message. */
export function useRuleMessage() {
  const { t } = useTranslation("account");
  return (code: string) =>
    t(`errors.${code.replace(/^account\./, "")}`, { defaultValue: t("errors.general") });
}
