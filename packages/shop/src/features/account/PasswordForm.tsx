import { useToast, useTranslation } from "@printshop/ui";
import { Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../trpc";
import { Field } from "./fields";
import { useRuleMessage } from "./ruleMessage";
import { NewPasswordFields, newPasswordChecks } from "./NewPassword";

const blank = { currentPassword: "", password: "", password2: "" };

/** A new password: the current one, the new one twice; other sessions end. */
export default function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("account");
  const toast = useToast();
  const ruleMessage = useRuleMessage();
  // Failures are the form's to show: a wrong current password under its field, the rest a toast.
  const change = trpc.shop.account.changePassword.useMutation({ onError: () => undefined });
  const kit = useKitForm<typeof blank>({
    defaultValues: blank,
    check: (v) => ({
      ...(v.currentPassword ? {} : { currentPassword: ruleMessage("account.required") }),
      ...newPasswordChecks(v, ruleMessage),
    }),
    onSubmit: async (values) => {
      const r = await change.mutateAsync(values);
      toast.info(t("account.passwordChanged", { count: r.endedSessions }));
      onDone();
      return { values: blank };
    },
  });
  return (
    <Form
      kit={kit}
      className="customer-form account-form"
      lock={false}
      actions={
        <div className="account-actions">
          <SubmitButton>{t("account.changePasswordSubmit")}</SubmitButton>
          <button type="button" className="button-secondary" onClick={onDone}>
            {t("account.cancel")}
          </button>
        </div>
      }
    >
      <fieldset>
        <Field name="currentPassword" type="password" autoComplete="current-password" />
        <NewPasswordFields />
      </fieldset>
    </Form>
  );
}
