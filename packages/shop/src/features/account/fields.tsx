import { useTranslation } from "@printshop/ui";
import type { ReactNode } from "react";
import {
  Controller,
  Field as KitField,
  FieldError,
  useField,
  useFormContext,
  useWatch,
} from "@printshop/ui/form";
import { CountrySelect } from "../../components/CountrySelect";
import "./texts";

/** The form's values: strings, the person type (1 company, 2 private person) and the checkboxes. */
export type FormValues = Record<string, string | number | boolean | undefined>;

export interface FieldProps {
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  label?: string;
  /** Shown under the field's error (the e-mail's "sign in here"). */
  after?: ReactNode;
}

/** A text field of the surrounding kit form, labelled from the account texts. */
export function Field({
  name,
  type = "text",
  autoComplete,
  required,
  hint,
  label,
  after,
}: FieldProps) {
  const { t } = useTranslation("account");
  return (
    <>
      <KitField
        name={name}
        label={label ?? t(`fields.${name}`)}
        type={type}
        autoComplete={autoComplete}
        required={required}
        hint={hint}
      />
      {after}
    </>
  );
}

/** A country from the list (stored as its ISO code). */
export function CountryField({ name, label }: { name: string; label?: string }) {
  const { t, i18n } = useTranslation("account");
  const text = label ?? t(`fields.${name}`);
  const field = useField(name, text);
  const { control } = useFormContext();
  return (
    <div className={`form-field${field.message ? " has-error" : ""}`}>
      <label htmlFor={field.ids.input}>{text}</label>
      <Controller
        control={control}
        name={name}
        render={({ field: f }) => (
          <CountrySelect
            id={field.ids.input}
            value={String(f.value ?? "")}
            locale={i18n.language}
            invalid={Boolean(field.message)}
            describedBy={field.message ? field.ids.error : undefined}
            onChange={(code) => (f.onChange(code), f.onBlur())}
          />
        )}
      />
      <FieldError name={name} />
    </div>
  );
}

export function Checkbox({ name, label }: { name: string; label?: string }) {
  const { t } = useTranslation("account");
  return <KitField name={name} type="checkbox" label={label ?? t(`fields.${name}`)} />;
}

/** Company (1) or private person (2): the invoice's kind. */
export function PersonType({ legend }: { legend?: string }) {
  const { t } = useTranslation("account");
  const { setValue } = useFormContext();
  const type = Number(useWatch({ name: "type" }) ?? 1);
  return (
    <div className="radio-row" role="radiogroup" aria-label={legend ?? t("fields.type")}>
      <span>{t("fields.type")}</span>
      {([1, 2] as const).map((value) => (
        <label key={value} className="checkbox">
          <input
            type="radio"
            name="type"
            value={value}
            checked={type === value}
            onChange={() => setValue("type", value, { shouldDirty: true, shouldValidate: true })}
          />{" "}
          {t(value === 1 ? "fields.typeCompany" : "fields.typePrivate")}
        </label>
      ))}
    </div>
  );
}

/** Personal, invoice and delivery data: the part registration and "my data" share. */
export function ProfileFields(props: { emailField?: ReactNode }) {
  const { t } = useTranslation("account");
  const [type, billingTax, different] = useWatch({
    name: ["type", "billingTax", "differentDeliveryAddress"],
  }) as [unknown, unknown, unknown];
  const f = (name: string, extra: Partial<FieldProps> = {}) => (
    <Field key={name} name={name} {...extra} />
  );
  const company = Number(type ?? 1) === 1;
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
        <PersonType />
        {company
          ? f("billingCompany", { required: true, autoComplete: "organization" })
          : f("billingName", { required: true, autoComplete: "name" })}
        {company ? f("billingTax", { required: true, hint: t("hints.billingTax") }) : null}
        {!company && billingTax ? f("billingTax") : null}
        {f("billingAddress1", { required: true, autoComplete: "address-line1" })}
        {f("billingAddress2", { autoComplete: "address-line2" })}
        {f("billingPostcode", { required: true, autoComplete: "postal-code" })}
        {f("billingCity", { required: true, autoComplete: "address-level2" })}
        <CountryField name="billingCountry" />
      </fieldset>
      <fieldset>
        <legend>{t("sections.delivery")}</legend>
        <Checkbox name="differentDeliveryAddress" />
        {different ? (
          <>
            {f("deliveryName", { required: true })}
            {f("deliveryAddress1", { required: true })}
            {f("deliveryAddress2")}
            {f("deliveryPostcode", { required: true })}
            {f("deliveryCity", { required: true })}
            <CountryField name="deliveryCountry" />
            {f("deliveryContactPerson", { required: true })}
            {f("deliveryPhone", { required: true, type: "tel" })}
            {f("deliveryEmail", { required: true, type: "email" })}
          </>
        ) : null}
      </fieldset>
    </>
  );
}

export { messagesOf, useRuleMessage } from "./ruleMessage";
