import { Suspense, useState } from "react";
import * as z from "zod";
import { type Locale, useTranslation } from "@printshop/ui";
import { Field, Form, SubmitButton, useFormContext, useKitForm } from "@printshop/ui/form";
import { LazyCaptcha, asksForCaptcha } from "@printshop/ui/signInCaptcha";
import { trpc } from "./trpc";

/**
 * The only thing /admin shows until an administrator is signed in. After a few failed attempts on
 * the account the server asks for the captcha: it appears and solves itself, as in the shop.
 */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [round, setRound] = useState(0);
  // Failures are the form's to show (a toast: the server's one generic message, or the wait).
  const signIn = trpc.shop.account.signIn.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: SignInForm,
    defaultValues: { email: "", password: "", captcha: "" },
    onSubmit: async ({ email, password, captcha }) => {
      try {
        await signIn.mutateAsync({ email, password, ...(captcha ? { captcha } : {}) });
      } catch (error) {
        if (asksForCaptcha(error)) setCaptchaAsked(true);
        // A payload is spent by the attempt that carried it: a new widget solves a new one.
        kit.form.setValue("captcha", "");
        setRound((r) => r + 1);
        throw error;
      }
      onSignedIn();
    },
  });
  return (
    <main className="sign-in">
      <Form
        kit={kit}
        label={t("signIn.title")}
        guard={false}
        summary={false}
        actions={
          // Once the captcha is asked, the button waits for its solution (a click in between
          // would send the attempt without it and be asked again).
          <SubmitButton
            pendingLabel={t("signIn.working")}
            blocked={captchaAsked && !kit.form.watch("captcha")}
          >
            {t("signIn.submit")}
          </SubmitButton>
        }
      >
        <h1>{t("signIn.title")}</h1>
        <Field name="email" label={t("signIn.email")} type="email" autoComplete="username" />
        <Field
          name="password"
          label={t("signIn.password")}
          type="password"
          autoComplete="current-password"
        />
        {captchaAsked ? (
          <Suspense fallback={null}>
            <SignInCaptcha key={round} language={i18n.language as Locale} />
          </Suspense>
        ) : null}
      </Form>
    </main>
  );
}

/** The sign-in's fields: both filled in (the server says the rest, in one generic message). */
const SignInForm = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(200),
  captcha: z.string().max(10_000),
});

/** The captcha the server asked for, solving itself; its payload is the form's `captcha`. */
function SignInCaptcha({ language }: { language: Locale }) {
  const { setValue } = useFormContext();
  return (
    <LazyCaptcha
      language={language}
      auto
      onChange={(payload) => setValue("captcha", payload, { shouldDirty: true })}
    />
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
