import { useTranslation } from "@printshop/ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { usePageTitle } from "../../usePageTitle";
import { useRuleMessage } from "./ruleMessage";
import { NewPasswordFields, newPasswordChecks } from "./NewPassword";
import "./account.css";
import "./texts";

const blank = { password: "", password2: "" };

/**
 * The reset (or invitation) link's page, `/password/reset#<token>`: the token travels after `#`,
 * so it reaches no server log; a new password twice. Done: every session of the person has ended,
 * and the page says where to sign in (the admin for staff). A used or expired link says so and
 * offers a new one.
 */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation("account");
  usePageTitle(t("reset.title"));
  const { to } = useLocale();
  const { hash } = useLocation();
  const token = hash.replace(/^#/, "");
  const ruleMessage = useRuleMessage();
  const [done, setDone] = useState<{ staff: boolean } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const reset = trpc.shop.account.resetPassword.useMutation({ onError: () => undefined });
  const kit = useKitForm<typeof blank>({
    defaultValues: blank,
    check: (v) => newPasswordChecks(v, ruleMessage),
    onSubmit: async (values) => {
      try {
        const answer = await reset.mutateAsync({ token, ...values });
        setDone({ staff: answer.staff });
        return { values: blank };
      } catch (error) {
        const code = (error as { data?: { code?: string } }).data?.code;
        if (code === "account.token_invalid") setInvalid(true);
        throw error;
      }
    },
  });
  const adminSignIn = i18n.language === "pl" ? "/admin" : `/admin/${i18n.language}`;
  let body;
  if (done)
    body = (
      <p role="status" data-testid="password-set">
        {t("reset.done")}{" "}
        {done.staff ? (
          <a href={adminSignIn}>{t("reset.toAdmin")}</a>
        ) : (
          <Link to={to("/login")}>{t("reset.toLogin")}</Link>
        )}
      </p>
    );
  else if (!token || invalid)
    body = (
      <p role="alert" className="form-error">
        {t("reset.invalid")} <Link to={to("/password/forgot")}>{t("reset.askAgain")}</Link>
      </p>
    );
  else
    body = (
      <Form
        kit={kit}
        className="customer-form account-form"
        lock={false}
        actions={<SubmitButton>{t("reset.submit")}</SubmitButton>}
      >
        <fieldset>
          <NewPasswordFields />
        </fieldset>
      </Form>
    );
  return (
    <section className="account-page">
      <h1>{t("reset.title")}</h1>
      {body}
    </section>
  );
}
