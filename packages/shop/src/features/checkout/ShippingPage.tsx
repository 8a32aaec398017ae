import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { CustomerSchema, shipsAbroad, validateCustomer, type Customer } from "@printshop/core/checkout/schema";
import { checkNoVat } from "@printshop/core/pricing/money";
import { useLocale } from "../../useLocale";
import { useCart } from "../cart/useCart";
import { StepsBar } from "./StepsBar";
import { useDraft } from "./draft";
import { EmptyGuard } from "./EmptyGuard";

type Field = keyof Customer;

/** Contact, invoice and delivery data (the registration fields), checked as the server checks them. */
export default function ShippingPage() {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const { draft, update } = useDraft();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const c = draft.customer;
  const set = (field: Field, value: string | number | boolean) => update({ customer: { ...c, [field]: value } });
  const parsed = CustomerSchema.parse(c);
  const noVat = cart.data?.noVat ?? false;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const err of validateCustomer(parsed)) found[err.field] ??= t(`errors.${err.code}`);
    if (noVat) {
      const check = checkNoVat(locale, draft.vatNumber);
      if (!check.ok) found.vatNumber = t(`errors.${check.code}`);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`f-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    navigate(to("/order/upload"));
  };

  const input = (field: Field, opts: { type?: string; autoComplete?: string; required?: boolean } = {}) => (
    <div className={`form-field${errors[field] ? " has-error" : ""}`} key={field}>
      <label htmlFor={`f-${field}`}>
        {t(`fields.${field}`)}
        {opts.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`f-${field}`}
        type={opts.type ?? "text"}
        autoComplete={opts.autoComplete}
        value={String(c[field] ?? "")}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `f-${field}-error` : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
      {errors[field] ? <p className="field-error" id={`f-${field}-error`}>{errors[field]}</p> : null}
    </div>
  );

  return (
    <EmptyGuard>
      <form className="checkout-step customer-form" onSubmit={submit} noValidate>
        <StepsBar current="shipping" />
        <h1>{t("shipping.title")}</h1>
        <fieldset>
          <legend>{t("shipping.contact")}</legend>
          {input("firstName", { autoComplete: "given-name", required: true })}
          {input("lastName", { autoComplete: "family-name", required: true })}
          {input("email", { type: "email", autoComplete: "email", required: true })}
          {input("phone", { type: "tel", autoComplete: "tel", required: true })}
        </fieldset>
        <fieldset>
          <legend>{t("shipping.invoice")}</legend>
          <div className="radio-row" role="radiogroup" aria-label={t("fields.type")}>
            <label><input type="radio" name="type" checked={parsed.type === 2} onChange={() => set("type", 2)} /> {t("shipping.private")}</label>
            <label><input type="radio" name="type" checked={parsed.type === 1} onChange={() => set("type", 1)} /> {t("shipping.company")}</label>
          </div>
          {parsed.type === 1 ? (
            <>
              {input("billingCompany", { autoComplete: "organization", required: true })}
              {input("billingTax", { required: true })}
            </>
          ) : (
            input("billingName", { autoComplete: "name", required: true })
          )}
          {input("billingAddress1", { autoComplete: "address-line1", required: true })}
          {input("billingAddress2", { autoComplete: "address-line2" })}
          {input("billingPostcode", { autoComplete: "postal-code", required: true })}
          {input("billingCity", { autoComplete: "address-level2", required: true })}
          {input("billingCountry", { autoComplete: "country-name", required: true })}
        </fieldset>
        <label className="checkbox">
          <input type="checkbox" checked={parsed.differentDeliveryAddress} onChange={(e) => set("differentDeliveryAddress", e.target.checked)} /> {t("fields.differentDeliveryAddress")}
        </label>
        {parsed.differentDeliveryAddress ? (
          <fieldset>
            <legend>{t("shipping.delivery")}</legend>
            {input("deliveryName", { required: true })}
            {input("deliveryAddress1", { required: true })}
            {input("deliveryAddress2")}
            {input("deliveryPostcode", { required: true })}
            {input("deliveryCity", { required: true })}
            {input("deliveryCountry", { required: true })}
            {input("deliveryContactPerson", { required: true })}
            {input("deliveryPhone", { type: "tel", required: true })}
            {input("deliveryEmail", { type: "email", required: true })}
          </fieldset>
        ) : null}
        {shipsAbroad(parsed) ? (
          <div className="abroad-block" role="note" data-testid="abroad-block">
            <h2>{t("shipping.abroadTitle")}</h2>
            <p>{t("shipping.abroadText")}</p>
          </div>
        ) : null}
        {noVat ? (
          <div className={`form-field${errors.vatNumber ? " has-error" : ""}`}>
            <label htmlFor="f-vatNumber">{t("fields.vatNumber")} *</label>
            <input id="f-vatNumber" value={draft.vatNumber} onChange={(e) => update({ vatNumber: e.target.value })} aria-invalid={errors.vatNumber ? true : undefined} aria-describedby="f-vatNumber-hint" />
            <p className="hint" id="f-vatNumber-hint">{t("shipping.vatNumberHint")}</p>
            {errors.vatNumber ? <p className="field-error">{errors.vatNumber}</p> : null}
          </div>
        ) : null}
        {input("notes")}
        <div className="step-actions">
          <Link to={to("/order/payment")}>{t("back")}</Link>
          <button type="submit" className="button-primary" data-testid="step-continue">{t("continue")}</button>
        </div>
      </form>
    </EmptyGuard>
  );
}
