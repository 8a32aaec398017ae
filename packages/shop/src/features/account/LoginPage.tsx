import { useTranslation } from "@printshop/ui";
import { Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  Field,
  FieldError,
  Form,
  SubmitButton,
  useField,
  useFormContext,
  useKitForm,
} from "@printshop/ui/form";
import { LazyCaptcha, asksForCaptcha } from "@printshop/ui/signInCaptcha";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { useRuleMessage } from "./ruleMessage";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";
import { setSignedIn } from "./session";

/**
 * Sign-in, on the kit. A failure shows the server's one generic message (or the throttling wait); after a few
 * failed attempts on the account the server asks for the captcha, which then appears here and
 * solves itself (proof of work), and the sign-in is sent again with it.
 */
export default function LoginPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("login.title"));
  const { to, locale } = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const ruleMessage = useRuleMessage();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [round, setRound] = useState(0);
  // Failures are the form's to show (a toast: the server's one generic message, or the wait).
  const signIn = trpc.shop.account.signIn.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    defaultValues: { email: "", password: "", captcha: "" },
    check: (v) => {
      const out: Record<string, string> = {};
      if (!v.email.trim()) out.email = ruleMessage("account.required");
      if (!v.password) out.password = ruleMessage("account.required");
      if (captchaAsked && !v.captcha) out.captcha = ruleMessage("account.captcha_required");
      return out;
    },
    onSubmit: async ({ email, password, captcha }) => {
      try {
        const me = await signIn.mutateAsync({ email, password, ...(captcha ? { captcha } : {}) });
        setSignedIn(utils, me);
        void navigate(to("/account"));
        // The session changed whose cart this is (the guest cart was merged into the account's).
        void utils.shop.cart.invalidate();
        void utils.shop.account.orders.invalidate();
      } catch (error) {
        if (asksForCaptcha(error)) setCaptchaAsked(true);
        // A payload is spent by the attempt that carried it: a new widget solves a new one.
        kit.form.setValue("captcha", "");
        setRound((r) => r + 1);
        throw error;
      }
    },
  });
  return (
    <section className="account-page">
      <h1>{t("login.title")}</h1>
      <Form
        kit={kit}
        className="customer-form account-form"
        idPrefix="login"
        lock={false}
        summary={false}
        actions={<SubmitButton pendingLabel={t("login.working")}>{t("login.submit")}</SubmitButton>}
      >
        <fieldset>
          <Field name="email" label={t("fields.email")} type="email" autoComplete="username" />
          <Field
            name="password"
            label={t("fields.password")}
            type="password"
            autoComplete="current-password"
          />
          {captchaAsked ? (
            <Suspense fallback={null}>
              <SignInCaptcha key={round} language={locale} />
            </Suspense>
          ) : null}
        </fieldset>
      </Form>
      <p>
        <Link to={to("/password/forgot")}>{t("login.forgot")}</Link>
      </p>
      <p>
        {t("login.noAccount")} <Link to={to("/register")}>{t("login.register")}</Link>
      </p>
    </section>
  );
}

/** The captcha the server asked for, solving itself; its payload is the form's `captcha`. */
function SignInCaptcha({ language }: { language: "pl" | "en" | "de" }) {
  const { setValue } = useFormContext();
  const field = useField("captcha", "captcha");
  return (
    <>
      <LazyCaptcha
        language={language}
        auto
        onChange={(payload) => setValue("captcha", payload, { shouldValidate: true })}
        invalid={Boolean(field.message)}
      />
      <FieldError name="captcha" />
    </>
  );
}
