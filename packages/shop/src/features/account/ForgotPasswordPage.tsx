import { useTranslation } from "@printshop/ui";
import { useState } from "react";
import { Link } from "react-router";
import { Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { usePageTitle } from "../../usePageTitle";
import { Field } from "./fields";
import { useRuleMessage } from "./ruleMessage";
import "./account.css";
import "./texts";

/**
 * "Forgot your password?": an e-mail address; the answer is the same whether it has an account
 * or not (the server's), and an account gets a link valid one hour.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("forgot.title"));
  const { to } = useLocale();
  const ruleMessage = useRuleMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = trpc.shop.account.requestPasswordReset.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    defaultValues: { email: "" },
    check: (v) => (v.email.trim() ? {} : { email: ruleMessage("account.required") }),
    onSubmit: async ({ email }) => {
      await request.mutateAsync({ email });
      setSentTo(email.trim());
    },
  });
  return (
    <section className="account-page">
      <h1>{t("forgot.title")}</h1>
      {sentTo ? (
        <p role="status" data-testid="reset-requested">
          {t("forgot.sent", { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{t("forgot.intro")}</p>
          <Form
            kit={kit}
            className="customer-form account-form"
            lock={false}
            summary={false}
            actions={<SubmitButton>{t("forgot.submit")}</SubmitButton>}
          >
            <fieldset>
              <Field name="email" type="email" autoComplete="username" />
            </fieldset>
          </Form>
        </>
      )}
      <p>
        <Link to={to("/login")}>{t("forgot.backToLogin")}</Link>
      </p>
    </section>
  );
}
