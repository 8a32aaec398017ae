import { Suspense, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, type Locale } from "@printshop/ui";
import { LazyCaptcha, asksForCaptcha } from "@printshop/ui/signInCaptcha";
import { trpc } from "./trpc";

/**
 * The only thing /admin shows until an administrator is signed in. After a few failed attempts on
 * the account the server asks for the captcha: it appears and solves itself, as in the shop.
 */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState("");
  const [round, setRound] = useState(0);
  const signIn = trpc.shop.account.signIn.useMutation({
    onSuccess: onSignedIn,
    onError: (error) => {
      if (asksForCaptcha(error)) setCaptchaAsked(true);
      setCaptcha("");
      setRound((r) => r + 1);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password, ...(captcha ? { captcha } : {}) });
  };
  return (
    <main className="sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
        <h1 id="sign-in-title">{t("signIn.title")}</h1>
        <label>
          {t("signIn.email")}
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
        <label>
          {t("signIn.password")}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {captchaAsked ? (
          <Suspense fallback={null}>
            <LazyCaptcha
              key={round}
              language={i18n.language as Locale}
              auto
              onChange={setCaptcha}
            />
          </Suspense>
        ) : null}
        {signIn.isError ? (
          <p role="alert" className="form-error">
            {messageOf(signIn.error, t)}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={signIn.isPending || !email || !password || (captchaAsked && !captcha)}
        >
          {signIn.isPending ? t("signIn.working") : t("signIn.submit")}
        </button>
      </form>
    </main>
  );
}

/** A signed-in customer at /admin: no access, and a way out. */
export function NotAdmin({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const signOut = trpc.shop.account.signOut.useMutation({ onSuccess: onSignedOut });
  return (
    <main className="sign-in">
      <div>
        <p role="alert" className="form-error">
          {t("signIn.notAdmin")}
        </p>
        <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t("signIn.useOther")}
        </button>
      </div>
    </main>
  );
}
