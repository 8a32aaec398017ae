import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  CustomerSchema,
  shipsAbroad,
  validateCustomer,
  type Customer,
} from "@printshop/core/checkout/schema";
import { checkNoVat } from "@printshop/core/pricing/money";
import { PersonSchema } from "@printshop/core/account/person";
import { messageOf, useToast } from "@printshop/ui";
import { trpc } from "../../trpc";
import { CountrySelect } from "../../components/CountrySelect";
import { useLocale } from "../../useLocale";
import { useCart } from "../cart/useCart";
import { StepsBar } from "./StepsBar";
import { useDraft } from "./draft";
import { EmptyGuard } from "./EmptyGuard";
import { Charges } from "./Charges";
import { PackingOption } from "./PackingOption";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

type Field = keyof Customer;

/** Contact, invoice and delivery data (the registration fields), checked as the server checks them. */
export default function ShippingPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("shipping.title"));
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const cart = useCart();
  const { draft, update } = useDraft();
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 60_000 });
  const utils = trpc.useUtils();
  const saveProfile = trpc.shop.account.update.useMutation({
    onError: (e) => toast.error(messageOf(e, t)),
  });
  // Errors show after the first Continue, and then follow the form as it is corrected.
  const [submitted, setSubmitted] = useState(false);
  const c = draft.customer;
  const set = (field: Field, value: string | number | boolean) =>
    update({ customer: { ...c, [field]: value } });
  const parsed = CustomerSchema.parse(c);
  const noVat = cart.data?.noVat ?? false;
  const account = me.data ?? null;

  // A signed-in customer's form starts from the account (once per account; edits are kept).
  useEffect(() => {
    if (!account || draft.prefilledFor === account.userId) return;
    update({
      prefilledFor: account.userId,
      customer: { ...account.profile, email: account.email, notes: c.notes ?? "" },
    });
  }, [account, draft.prefilledFor, c.notes, update]);
  const profileChanged = useMemo(() => {
    if (!account) return false;
    const mine = PersonSchema.parse(parsed);
    return JSON.stringify(mine) !== JSON.stringify(PersonSchema.parse(account.profile));
  }, [account, parsed]);

  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    if (!submitted) return found;
    for (const err of validateCustomer(parsed))
      found[err.field] ??= t(`account:errors.${err.code.replace(/^account\./, "")}`);
    if (noVat) {
      const check = checkNoVat(locale, draft.vatNumber);
      if (!check.ok) found.vatNumber = t(`errors.${check.code}`);
    }
    return found;
  }, [submitted, parsed, noVat, locale, draft.vatNumber, t]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const first =
      validateCustomer(parsed)[0]?.field ??
      (noVat && !checkNoVat(locale, draft.vatNumber).ok ? "vatNumber" : null);
    if (first) {
      // After the render that shows the messages.
      requestAnimationFrame(() => document.getElementById(`f-${first}`)?.focus());
      return;
    }
    if (account && profileChanged && draft.saveToAccount) {
      try {
        await saveProfile.mutateAsync({ profile: PersonSchema.parse(parsed) });
        await utils.shop.account.me.invalidate();
      } catch {
        return; // the toast says why; the form stays
      }
    }
    void navigate(to("/order/summary"));
  };

  const input = (
    field: Field,
    opts: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
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
      {errors[field] ? (
        <p className="field-error" id={`f-${field}-error`}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );
  const country = (field: "billingCountry" | "deliveryCountry") => (
    <div className={`form-field${errors[field] ? " has-error" : ""}`} key={field}>
      <label htmlFor={`f-${field}`}>
        {t(`fields.${field}`)}
        <span aria-hidden="true"> *</span>
      </label>
      <CountrySelect
        id={`f-${field}`}
        value={parsed[field]}
        locale={locale}
        invalid={Boolean(errors[field])}
        describedBy={errors[field] ? `f-${field}-error` : undefined}
        onChange={(code) => set(field, code)}
      />
      {errors[field] ? (
        <p className="field-error" id={`f-${field}-error`}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <EmptyGuard>
      <form className="checkout-step customer-form" onSubmit={(e) => void submit(e)} noValidate>
        <StepsBar current="shipping" draft={draft} />
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
            <label>
              <input
                type="radio"
                name="type"
                checked={parsed.type === 2}
                onChange={() => set("type", 2)}
              />{" "}
              {t("shipping.private")}
            </label>
            <label>
              <input
                type="radio"
                name="type"
                checked={parsed.type === 1}
                onChange={() => set("type", 1)}
              />{" "}
              {t("shipping.company")}
            </label>
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
          {country("billingCountry")}
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={parsed.differentDeliveryAddress}
            onChange={(e) => set("differentDeliveryAddress", e.target.checked)}
          />{" "}
          {t("fields.differentDeliveryAddress")}
        </label>
        {parsed.differentDeliveryAddress ? (
          <fieldset>
            <legend>{t("shipping.delivery")}</legend>
            {input("deliveryName", { required: true })}
            {input("deliveryAddress1", { required: true })}
            {input("deliveryAddress2")}
            {input("deliveryPostcode", { required: true })}
            {input("deliveryCity", { required: true })}
            {country("deliveryCountry")}
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
            <input
              id="f-vatNumber"
              value={draft.vatNumber}
              onChange={(e) => update({ vatNumber: e.target.value })}
              aria-invalid={errors.vatNumber ? true : undefined}
              aria-describedby="f-vatNumber-hint"
            />
            <p className="hint" id="f-vatNumber-hint">
              {t("shipping.vatNumberHint")}
            </p>
            {errors.vatNumber ? <p className="field-error">{errors.vatNumber}</p> : null}
          </div>
        ) : null}
        <PackingOption draft={draft} update={update} />
        {input("notes")}
        <Charges draft={draft} />
        {account && profileChanged ? (
          <label className="checkbox" data-testid="save-to-account">
            <input
              type="checkbox"
              checked={draft.saveToAccount ?? false}
              onChange={(e) => update({ saveToAccount: e.target.checked })}
            />{" "}
            {t("shipping.saveToAccount")}
          </label>
        ) : null}
        <div className="step-actions">
          <Link to={to("/order/payment")}>{t("back")}</Link>
          <button
            type="submit"
            className="button-primary"
            data-testid="step-continue"
            disabled={saveProfile.isPending}
          >
            {t("continue")}
          </button>
        </div>
      </form>
    </EmptyGuard>
  );
}
