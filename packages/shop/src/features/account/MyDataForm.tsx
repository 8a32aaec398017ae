import { checkRegistration } from "@printshop/core/account/rules";
import { useToast, useTranslation } from "@printshop/ui";
import { Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../trpc";
import { ProfileFields, type FormValues } from "./fields";
import { messagesOf, useRuleMessage } from "./ruleMessage";

/** "My data" edited: the registration's checks (without the passwords), on the kit. */
export default function EditMyData(props: {
  profile: FormValues;
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("account");
  const toast = useToast();
  const utils = trpc.useUtils();
  const ruleMessage = useRuleMessage();
  // Failures are the form's to show: on their fields, or a toast.
  const update = trpc.shop.account.update.useMutation({ onError: () => undefined });
  const kit = useKitForm<FormValues>({
    defaultValues: props.profile,
    check: (values) =>
      messagesOf(
        checkRegistration({ ...values, email: props.email }, { passwords: false }),
        ruleMessage,
      ),
    onSubmit: async (values) => {
      const { marketingConsent: _m, ...profile } = values;
      await update.mutateAsync({ profile });
      await utils.shop.account.me.invalidate();
      toast.info(t("account.saved"));
      props.onDone();
    },
  });
  return (
    <Form
      kit={kit}
      className="customer-form account-form"
      lock={false}
      actions={
        <div className="account-actions">
          <SubmitButton pendingLabel={t("account.saving")}>{t("account.save")}</SubmitButton>
          <button type="button" className="button-secondary" onClick={props.onDone}>
            {t("account.cancel")}
          </button>
        </div>
      }
    >
      <ProfileFields />
    </Form>
  );
}
