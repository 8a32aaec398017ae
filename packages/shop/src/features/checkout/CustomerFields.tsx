import { useTranslation } from "@printshop/ui";
import { lazy, Suspense } from "react";
import {
  Controller,
  Field,
  FieldError,
  useField,
  useFormContext,
  useWatch,
} from "@printshop/ui/form";
import { isEuMember } from "@printshop/core/pricing/eu-vat";
import { CountrySelect } from "../../components/CountrySelect";
import { useLocale } from "../../useLocale";
import "./texts";

// A signed-in customer's address book, with its texts, loads beside the step (it answers nothing
// for a guest): the shipping step's first chunk stays within the 170 KB budget.
const SavedAddressPicker = lazy(() =>
  import("./SavedAddressPicker").then((m) => ({ default: m.SavedAddressPicker })),
);

/** A text field of the shipping step, labelled from the checkout's texts. */
function Text(props: {
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation("checkout");
  return (
    <Field
      name={props.name}
      label={t(`fields.${props.name}`)}
      type={props.type ?? "text"}
      autoComplete={props.autoComplete}
      required={props.required}
      hint={props.hint}
    />
  );
}

function Country({ name }: { name: "billingCountry" | "deliveryCountry" }) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const { control } = useFormContext();
  const field = useField(name, t(`fields.${name}`));
  return (
    <div className={`form-field${field.message ? " has-error" : ""}`}>
      <label htmlFor={field.ids.input}>
        {t(`fields.${name}`)}
        <span aria-hidden="true"> *</span>
      </label>
      <Controller
        control={control}
        name={name}
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
      <FieldError name={name} />
    </div>
  );
}

/** Contact, invoice and delivery data of the buyer (the registration's fields). */
export function CustomerFields() {
  const { t } = useTranslation("checkout");
  const { setValue } = useFormContext();
  const [type, different, billingCountry] = useWatch({
    name: ["type", "differentDeliveryAddress", "billingCountry"],
  }) as [unknown, unknown, unknown];
  const company = Number(type ?? 2) === 1;
  // A company in another member state gives its EU VAT id in the tax-id field (checked by its
  // country's format); the server decides the zero VAT from it.
  const country = typeof billingCountry === "string" ? billingCountry : "PL";
  const euAbroad = country !== "PL" && isEuMember(country);
  const setType = (value: 1 | 2) =>
    setValue("type", value, { shouldDirty: true, shouldValidate: true });
  return (
    <>
      <fieldset>
        <legend>{t("shipping.contact")}</legend>
        <Text name="firstName" autoComplete="given-name" required />
        <Text name="lastName" autoComplete="family-name" required />
        <Text name="email" type="email" autoComplete="email" required />
        <Text name="phone" type="tel" autoComplete="tel" required />
      </fieldset>
      <fieldset>
        <legend>{t("shipping.invoice")}</legend>
        <div className="radio-row" role="radiogroup" aria-label={t("fields.type")}>
          <label>
            <input type="radio" name="type" checked={!company} onChange={() => setType(2)} />{" "}
            {t("shipping.private")}
          </label>
          <label>
            <input type="radio" name="type" checked={company} onChange={() => setType(1)} />{" "}
            {t("shipping.company")}
          </label>
        </div>
        {company ? (
          <>
            <Text name="billingCompany" autoComplete="organization" required />
            <Text
              name="billingTax"
              required
              hint={euAbroad ? t("shipping.euVatIdHint") : undefined}
            />
          </>
        ) : (
          <Text name="billingName" autoComplete="name" required />
        )}
        <Text name="billingAddress1" autoComplete="address-line1" required />
        <Text name="billingAddress2" autoComplete="address-line2" />
        <Text name="billingPostcode" autoComplete="postal-code" required />
        <Text name="billingCity" autoComplete="address-level2" required />
        <Country name="billingCountry" />
      </fieldset>
      <Suspense fallback={null}>
        <SavedAddressPicker />
      </Suspense>
      <Field
        name="differentDeliveryAddress"
        type="checkbox"
        label={t("fields.differentDeliveryAddress")}
      />
      {different ? (
        <fieldset>
          <legend>{t("shipping.delivery")}</legend>
          <Text name="deliveryName" required />
          <Text name="deliveryAddress1" required />
          <Text name="deliveryAddress2" />
          <Text name="deliveryPostcode" required />
          <Text name="deliveryCity" required />
          <Country name="deliveryCountry" />
          <Text name="deliveryContactPerson" required />
          <Text name="deliveryPhone" type="tel" required />
          <Text name="deliveryEmail" type="email" required />
        </fieldset>
      ) : null}
    </>
  );
}
