import { useTranslation } from "@printshop/ui";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Customer } from "@printshop/core/checkout/schema";
import { Field, Form, SubmitButton, useKitForm, useWatch } from "@printshop/ui/form";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { StepsBar } from "./StepsBar";
import { useDraft } from "./draft";
import { EmptyGuard } from "./EmptyGuard";
import { Charges } from "./Charges";
import { PackingOption } from "./PackingOption";
import { CustomerFields } from "./CustomerFields";
import { BuyerKindChoice } from "./BuyerKind";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

type Values = Partial<Customer>;

type Rules = typeof import("./shippingRules");
const loadRules = () => import("./shippingRules");

/**
 * Contact, invoice and delivery data (the registration fields), checked as the server checks them,
 * on the kit. Every change goes into the checkout's draft at once (this tab's session: a reload
 * keeps it); the messages show after the first Continue and then follow the form as it is
 * corrected.
 */
export default function ShippingPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("shipping.title"));
  const { to } = useLocale();
  const navigate = useNavigate();
  const { draft, update } = useDraft();
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 60_000 });
  const utils = trpc.useUtils();
  // Failures are the form's to show: on their fields, or a toast.
  const saveProfile = trpc.shop.account.update.useMutation({ onError: () => undefined });
  const account = me.data ?? null;
  // The rules (zod, decimal.js) load as the step first renders; checks and the save wait for them.
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    void loadRules().then(setRules);
  }, []);
  const kit = useKitForm<Values>({
    defaultValues: { ...draft.customer },
    check: async (values) => {
      const { CustomerSchema, validateCustomer, customerErrorText } = await loadRules();
      const found: Record<string, string> = {};
      for (const err of validateCustomer(CustomerSchema.parse(customerOf(values))))
        found[err.field] ??= customerErrorText(t, err.code);
      return found;
    },
    onSubmit: async (values) => {
      const { CustomerSchema, PersonSchema } = await loadRules();
      if (account && profileChanged && draft.saveToAccount) {
        await saveProfile.mutateAsync({
          profile: PersonSchema.parse(CustomerSchema.parse(customerOf(values))),
        });
        await utils.shop.account.me.invalidate();
      }
      void navigate(to("/order/summary"));
    },
  });
  const { form } = kit;
  const values = useWatch({ control: form.control }) as Values;
  const parsed = rules ? rules.CustomerSchema.parse(customerOf(values)) : null;

  // Every change is in the draft at once: the next steps and a reload see it.
  useEffect(() => {
    const { unsubscribe } = form.watch((v) => update({ customer: customerOf(v as Values) }));
    return unsubscribe;
  }, [form, update]);

  // A signed-in customer's form starts from the account (once per account; edits are kept).
  useEffect(() => {
    if (!account || draft.prefilledFor === account.userId) return;
    const customer = {
      ...account.profile,
      email: account.email,
      notes: draft.customer.notes ?? "",
    };
    update({ prefilledFor: account.userId, customer });
    form.reset({ ...customer });
  }, [account, draft.prefilledFor, draft.customer.notes, update, form]);
  const profileChanged = useMemo(() => {
    if (!account || !rules || !parsed) return false;
    const mine = rules.PersonSchema.parse(parsed);
    return JSON.stringify(mine) !== JSON.stringify(rules.PersonSchema.parse(account.profile));
  }, [account, parsed, rules]);

  return (
    <EmptyGuard>
      <Form
        kit={kit}
        className="checkout-step customer-form"
        idPrefix="f"
        lock={false}
        actions={
          <div className="step-actions">
            <Link to={to("/order/payment")}>{t("back")}</Link>
            <SubmitButton className="button-primary" testId="step-continue">
              {t("continue")}
            </SubmitButton>
          </div>
        }
      >
        <StepsBar current="shipping" draft={draft} />
        <h1>{t("shipping.title")}</h1>
        <CustomerFields />
        <BuyerKindChoice draft={draft} update={update} />
        {rules && parsed && rules.shipsAbroad(parsed) ? (
          <div className="abroad-block" role="note" data-testid="abroad-block">
            <h2>{t("shipping.abroadTitle")}</h2>
            <p>{t("shipping.abroadText")}</p>
          </div>
        ) : null}
        <PackingOption draft={draft} update={update} />
        <Field name="notes" label={t("fields.notes")} />
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
      </Form>
    </EmptyGuard>
  );
}

/** The buyer's fields of the form's values. */
function customerOf(values: Values): Partial<Customer> {
  return values;
}
