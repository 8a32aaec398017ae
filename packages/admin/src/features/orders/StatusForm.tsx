import { useTranslation } from "@printshop/ui";
import { useEffect } from "react";
import { NOTIFY_BY_DEFAULT } from "@printshop/core/order/schema";
import { Field, Form, SubmitButton, useKitForm } from "@printshop/ui/form";

/**
 * One of the seed's two selects (order status, payment status) with "e-mail the customer":
 * ticked by default when the order goes to "awaiting files" or "shipped". On the kit: a failed
 * save keeps the choice and says why; a chosen but unsaved status asks before leaving.
 */
export function StatusForm(props: {
  field: "status" | "paymentStatus";
  label: string;
  value: string;
  options: { value: string; label: string }[];
  busy: boolean;
  onSave: (status: string, notify: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation("orders");
  const defaultNotify = (v: string) =>
    props.field === "status" && (NOTIFY_BY_DEFAULT as readonly string[]).includes(v);
  const kit = useKitForm({
    defaultValues: { value: props.value, notify: defaultNotify(props.value) },
    onSubmit: async ({ value, notify }) => {
      await props.onSave(value, notify);
    },
  });
  const { form } = kit;
  // Another status suggests its own default for the e-mail (the person may still change it).
  useEffect(() => {
    const { unsubscribe } = form.watch((v, { name }) => {
      if (name === "value") form.setValue("notify", defaultNotify(String(v.value)));
    });
    return unsubscribe;
    // The rule is fixed per form (its field).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [form]);
  const chosen = form.watch("value") !== props.value;
  return (
    <Form
      kit={kit}
      className="status-form"
      idPrefix={`order-${props.field}`}
      summary={false}
      actions={<SubmitButton blocked={props.busy || !chosen}>{t("save")}</SubmitButton>}
    >
      <Field as="select" name="value" label={props.label} options={props.options} />{" "}
      <Field name="notify" type="checkbox" label={t("notify")} />{" "}
    </Form>
  );
}
