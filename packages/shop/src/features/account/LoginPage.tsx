import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** Sign-in. A failure shows the server's one generic message (or the throttling wait). */
export default function LoginPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("login.title"));
  const { to } = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = trpc.shop.account.signIn.useMutation({
    onSuccess: (me) => {
      utils.shop.account.me.setData(undefined, me);
      void navigate(to("/account"));
      // The session changed whose cart this is (the guest cart was merged into the account's).
      void utils.shop.cart.invalidate();
      void utils.shop.account.orders.invalidate();
    },
    onError: () => undefined,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <section className="account-page">
      <h1>{t("login.title")}</h1>
      <form className="customer-form account-form" onSubmit={submit} noValidate>
        <fieldset>
          <div className="form-field">
            <label htmlFor="login-email">{t("fields.email")}</label>
            <input id="login-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </div>
          <div className="form-field">
            <label htmlFor="login-password">{t("fields.password")}</label>
            <input id="login-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </div>
          {signIn.isError ? (
            <p className="field-error" role="alert">
              {messageOf(signIn.error, t)}
            </p>
          ) : null}
          <button type="submit" disabled={signIn.isPending || !email || !password}>
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
