import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { messageOf } from "@printshop/ui";
import { trpc } from "./trpc";

/** The only thing /admin shows until an administrator is signed in. */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = trpc.shop.account.signIn.useMutation({ onSuccess: onSignedIn, onError: () => undefined });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <main className="sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
        <h1 id="sign-in-title">{t("signIn.title")}</h1>
        <label>
          {t("signIn.email")}
          <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label>
          {t("signIn.password")}
          <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {signIn.isError ? (
          <p role="alert" className="form-error">
            {messageOf(signIn.error, t)}
          </p>
        ) : null}
        <button type="submit" disabled={signIn.isPending || !email || !password}>
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
