import { validateAddress, type Address } from "@printshop/core/address-book/schema";
import { useToast, useTranslation } from "@printshop/ui";
import { Field as KitField, Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../../trpc";
import { CountryField, Field, type FormValues } from "../fields";
import { messagesOf, useRuleMessage } from "../ruleMessage";
import "./texts";

export interface Editing {
  scope: "own" | "company";
  addressId?: string;
  version?: number;
  label: string;
  address: Partial<Address>;
  isDefault: boolean;
}

/** One address added or edited: the checkout's delivery fields and rules, on the kit. */
export function AddressForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation("addresses");
  const toast = useToast();
  const utils = trpc.useUtils();
  const ruleMessage = useRuleMessage();
  const save = trpc.shop.account.addresses.save.useMutation({ onError: () => undefined });
  const kit = useKitForm<FormValues>({
    defaultValues: {
      deliveryCountry: "PL",
      ...editing.address,
      label: editing.label,
      isDefault: editing.isDefault,
    },
    check: (values) => messagesOf(validateAddress(toAddress(values)), ruleMessage),
    onSubmit: async (values) => {
      await save.mutateAsync({
        scope: editing.scope,
        ...(editing.addressId ? { addressId: editing.addressId, version: editing.version } : {}),
        label: String(values.label ?? ""),
        isDefault: values.isDefault === true,
        address: toAddress(values),
      });
      await utils.shop.account.addresses.list.invalidate();
      toast.info(t("saved"));
      onDone();
    },
  });
  return (
    <Form
      kit={kit}
      idPrefix="address"
      className="customer-form account-form"
      lock={false}
      actions={
        <div className="account-actions">
          <SubmitButton pendingLabel={t("saving")}>{t("save")}</SubmitButton>
          <button type="button" className="button-secondary" onClick={onDone}>
            {t("cancel")}
          </button>
        </div>
      }
    >
      <Field name="label" label={t("label")} />
      <Field name="deliveryName" required />
      <Field name="deliveryAddress1" required />
      <Field name="deliveryAddress2" />
      <Field name="deliveryPostcode" required />
      <Field name="deliveryCity" required />
      <CountryField name="deliveryCountry" />
      <Field name="deliveryContactPerson" required />
      <Field name="deliveryPhone" required type="tel" />
      <Field name="deliveryEmail" required type="email" />
      <KitField name="isDefault" type="checkbox" label={t("isDefault")} />
    </Form>
  );
}

const s = (v: unknown) => (typeof v === "string" ? v : "");
function toAddress(v: FormValues): Address {
  return {
    deliveryName: s(v.deliveryName),
    deliveryAddress1: s(v.deliveryAddress1),
    deliveryAddress2: s(v.deliveryAddress2),
    deliveryPostcode: s(v.deliveryPostcode),
    deliveryCity: s(v.deliveryCity),
    deliveryCountry: s(v.deliveryCountry) || "PL",
    deliveryContactPerson: s(v.deliveryContactPerson),
    deliveryPhone: s(v.deliveryPhone),
    deliveryEmail: s(v.deliveryEmail),
  };
}
