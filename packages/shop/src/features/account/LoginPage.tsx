import { Suspense, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "@printshop/ui";
import { LazyCaptcha, asksForCaptcha } from "@printshop/ui/signInCaptcha";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/**
 * Sign-in. A failure shows the server's one generic message (or the throttling wait); after a few
 * failed attempts on the account the server asks for the captcha, which then appears here and
 * solves itself (proof of work), and the sign-in is sent again with it.
 */
export default function LoginPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("login.title"));
  const { to, locale } = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState("");
  const [round, setRound] = useState(0);
  const signIn = trpc.shop.account.signIn.useMutation({
    onSuccess: (me) => {
      utils.shop.account.me.setData(undefined, me);
      void navigate(to("/account"));
      // The session changed whose cart this is (the guest cart was merged into the account's).
      void utils.shop.cart.invalidate();
      void utils.shop.account.orders.invalidate();
    },
    onError: (error) => {
      if (asksForCaptcha(error)) setCaptchaAsked(true);
      // A payload is spent by the attempt that carried it: a new widget solves a new one.
      setCaptcha("");
      setRound((r) => r + 1);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password, ...(captcha ? { captcha } : {}) });
  };
  return (
    <section className="account-page">
      <h1>{t("login.title")}</h1>
      <form className="customer-form account-form" onSubmit={submit} noValidate>
        <fieldset>
          <div className="form-field">
            <label htmlFor="login-email">{t("fields.email")}</label>
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </div>
          <div className="form-field">
            <label htmlFor="login-password">{t("fields.password")}</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </div>
          {captchaAsked ? (
            <Suspense fallback={null}>
              <LazyCaptcha
                key={round}
                language={locale}
                auto
                onChange={setCaptcha}
                invalid={signIn.isError && asksForCaptcha(signIn.error) && !captcha}
              />
            </Suspense>
          ) : null}
          {signIn.isError ? (
            <p className="field-error" role="alert">
              {messageOf(signIn.error, t)}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={signIn.isPending || !email || !password || (captchaAsked && !captcha)}
          >
            {signIn.isPending ? t("login.working") : t("login.submit")}
          </button>
        </fieldset>
      </form>
      <p>
        {t("login.noAccount")} <Link to={to("/register")}>{t("login.register")}</Link>
      </p>
    </section>
  );
}
