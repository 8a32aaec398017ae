import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { checkRegistration, PERSON } from "@printshop/core/account/rules";
import { isEmail } from "@printshop/core/account/email";
import { fieldErrorsOf, messageOf, useToast } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { Checkbox, Field, ProfileFields, useRuleMessage, type FormValues } from "./fields";
import { Captcha, type CaptchaHandle } from "@printshop/ui/captcha";
import { forgetDraft, restoreDraft, useDraftAutosave } from "./draft";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

const blank = (): FormValues => ({
  type: PERSON.company,
  billingCountry: "PL",
  deliveryCountry: "PL",
  differentDeliveryAddress: false,
  termsAccepted: false,
  marketingAccepted: false,
  formStartedAt: Math.floor(Date.now() / 1000),
});

/**
 * Registration: the seed's checks (shared with the server) run as the person types; a field shows
 * its message once touched; the button stays blocked while any check fails. The form is kept as
 * a local draft (never the passwords). The server answers the same whether or not the e-mail was
 * new, so the page always ends with "check your inbox".
 */
export default function RegisterPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("register.title"));
  const { locale, to } = useLocale();
  const toast = useToast();
  const ruleMessage = useRuleMessage();
  const [restored] = useState(() => restoreDraft<FormValues>());
  const [form, setForm] = useState<FormValues>(() => ({ ...blank(), ...(restored ?? {}) }));
  const [touched, setTouched] = useState<Set<string>>(
    () =>
      new Set(
        Object.entries(restored ?? {})
          .filter(([, v]) => v !== "" && v !== false && v !== undefined)
          .map(([k]) => k),
      ),
  );
  const [emailTaken, setEmailTaken] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const utils = trpc.useUtils();

  const set = useCallback((name: string, value: string | number | boolean) => {
    setForm((f) => ({ ...f, [name]: value }));
    setServerErrors((e) =>
      e[name] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e,
    );
  }, []);
  const touch = useCallback(
    (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name))),
    [],
  );
  const setAndTouch = useCallback(
    (name: string, value: string | number | boolean) => {
      set(name, value);
      touch(name);
    },
    [set, touch],
  );

  useDraftAutosave(form, done === null);

  // The e-mail is checked for an existing account as the person types (debounced).
  const email = String(form.email ?? "").trim();
  useEffect(() => {
    setEmailTaken(false);
    if (!isEmail(email)) return;
    const timer = setTimeout(() => {
      utils.shop.account.checkEmail
        .fetch({ email })
        .then((r) => setEmailTaken(r.exists))
        .catch((error: unknown) => toast.error(messageOf(error, t)));
    }, 400);
    return () => clearTimeout(timer);
  }, [email, utils, toast, t]);

  const ruleErrors = useMemo(
    () => checkRegistration(form as never, { captchaRequired: true }),
    [form],
  );
  const errors = useMemo(() => {
    const out = new Map<string, string>();
    for (const e of ruleErrors) out.set(e.field, ruleMessage(e.code));
    if (emailTaken && !out.has("email")) out.set("email", ruleMessage("account.email_taken"));
    for (const [field, message] of Object.entries(serverErrors))
      if (!out.has(field)) out.set(field, message);
    return out;
  }, [ruleErrors, emailTaken, serverErrors, ruleMessage]);
  const errorFor = (name: string) => {
    const message = errors.get(name);
    if (
      !message ||
      (!touched.has(name) && !serverErrors[name] && !(name === "email" && emailTaken))
    )
      return undefined;
    if (name === "email" && emailTaken) {
      return (
        <>
          {message} <Link to={to("/login")}>{t("errors.signInHere")}</Link>
        </>
      );
    }
    return message;
  };

  const register = trpc.shop.account.register.useMutation({
    onSuccess: () => {
      forgetDraft();
      setDone(email);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      setTouched((s) => new Set([...s, ...Object.keys(fields)]));
      if (!Object.keys(fields).length) toast.error(messageOf(error, t));
      // A payload is spent once: a new attempt needs a new solution.
      captcha.current?.reset();
      set("captcha", "");
    },
  });

  const blocked = errors.size > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked || register.isPending) return;
    register.mutate(form);
  };

  if (done) {
    return (
      <section className="account-page" aria-labelledby="register-done">
        <h1 id="register-done">{t("register.doneTitle")}</h1>
        <p role="status">{t("register.doneText", { email: done })}</p>
      </section>
    );
  }

  return (
    <section className="account-page">
      <h1>{t("register.title")}</h1>
      <p>
        {t("register.haveAccount")} <Link to={to("/login")}>{t("register.signIn")}</Link>
      </p>
      {restored ? (
        <p className="notice" role="status">
          {t("register.draftRestored")}{" "}
          <button
            type="button"
            className="button-link"
            onClick={() => {
              forgetDraft();
              setForm(blank());
              setTouched(new Set());
            }}
          >
            {t("register.discardDraft")}
          </button>
        </p>
      ) : null}
      <form className="customer-form account-form" onSubmit={submit} noValidate>
        <p className="hint">{t("hints.required")}</p>
        <ProfileFields
          form={form}
          set={set}
          touch={touch}
          errorFor={errorFor}
          emailField={
            <Field
              name="email"
              type="email"
              autoComplete="email"
              required
              form={form}
              set={set}
              touch={touch}
              error={errorFor("email")}
            />
          }
        />
        <fieldset>
          <legend>{t("sections.password")}</legend>
          <Field
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={t("hints.password")}
            form={form}
            set={set}
            touch={touch}
            error={errorFor("password")}
          />
          <Field
            name="password2"
            type="password"
            autoComplete="new-password"
            required
            form={form}
            set={set}
            touch={touch}
            error={errorFor("password2")}
          />
        </fieldset>
        <fieldset>
          <legend>{t("sections.consents")}</legend>
          <Checkbox
            name="termsAccepted"
            form={form}
            set={set}
            touch={touch}
            error={errorFor("termsAccepted")}
          />
          <Checkbox name="marketingAccepted" form={form} set={set} touch={touch} />
        </fieldset>
        <fieldset>
          <legend>{t("sections.captcha")}</legend>
          <Captcha
            ref={captcha}
            language={locale}
            onChange={(payload) => setAndTouch("captcha", payload)}
            invalid={Boolean(errorFor("captcha"))}
          />
          {errorFor("captcha") ? <p className="field-error">{errorFor("captcha")}</p> : null}
        </fieldset>
        {blocked ? (
          <div className="hint" id="register-blocked" data-testid="register-blocked">
            <p>{t("register.blocked")}</p>
            <ul className="blocking-fields">
              {[...errors.keys()].map((field) => (
                <li key={field}>
                  <button
                    type="button"
                    className="button-link"
                    data-testid={`blocking-${field}`}
                    onClick={() => {
                      touch(field);
                      document.getElementById(`acc-${field}`)?.focus();
                    }}
                  >
                    {t(`fields.${field}`, {
                      defaultValue: t(`sections.${field}`, { defaultValue: field }),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={blocked || register.isPending}
          aria-describedby={blocked ? "register-blocked" : undefined}
        >
          {register.isPending ? t("register.submitting") : t("register.submit")}
        </button>
      </form>
    </section>
  );
}
