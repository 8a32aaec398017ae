import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PERSON } from "@printshop/core/account/person-constants";
import { isEmail } from "@printshop/core/account/email";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Form, SubmitButton, useKit, useKitForm, useWatch } from "@printshop/ui/form";
import type { checkRegistration } from "@printshop/core/account/rules";
import type { CaptchaHandle } from "@printshop/ui/captcha";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import {
  Checkbox,
  Field,
  messagesOf,
  ProfileFields,
  useRuleMessage,
  type FormValues,
} from "./fields";
import { CaptchaField } from "./CaptchaField";
import { registrationDraft } from "./draft";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/**
 * The registration's rules (core's, shared with the server) are a chunk of their own with zod:
 * fetched as the page first renders, not part of the page's own bundle.
 */
const loadRules = () => import("@printshop/core/account/rules");

const blank = (): FormValues => ({
  type: PERSON.company,
  billingCountry: "PL",
  deliveryCountry: "PL",
  differentDeliveryAddress: false,
  termsAccepted: false,
  marketingAccepted: false,
  formStartedAt: Math.floor(Date.now() / 1000),
  captcha: "",
});

/**
 * Registration on the kit: the seed's checks (shared with the server) run as the person types; a
 * field shows its message once left; the button stays blocked while any check fails, naming what
 * blocks it. The form is kept as a local draft in the kit's store (never the passwords). The
 * server answers the same whether or not the e-mail was new, so the page ends with "check your
 * inbox".
 */
export default function RegisterPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("register.title"));
  const { to } = useLocale();
  const toast = useToast();
  const ruleMessage = useRuleMessage();
  const [emailTaken, setEmailTaken] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const [rules, setRules] = useState<{ check: typeof checkRegistration } | null>(null);
  useEffect(() => {
    void loadRules().then((m) => setRules({ check: m.checkRegistration }));
  }, []);
  const utils = trpc.useUtils();
  // Failures are the form's to show: on their fields, or a toast.
  const register = trpc.shop.account.register.useMutation({ onError: () => undefined });
  const kit = useKitForm<FormValues>({
    defaultValues: blank(),
    draft: registrationDraft,
    mode: "onTouched",
    check: async (values) => {
      const { checkRegistration } = await loadRules();
      const out = messagesOf(checkRegistration(values, { captchaRequired: true }), ruleMessage);
      if (emailTaken) out.email ??= ruleMessage("account.email_taken");
      return out;
    },
    onSubmit: async (values) => {
      try {
        await register.mutateAsync(values);
      } catch (error) {
        // A payload is spent once: a new attempt needs a new solution.
        captcha.current?.reset();
        kit.form.setValue("captcha", "");
        throw error;
      }
      setDone(String(values.email ?? "").trim());
    },
  });
  const { form } = kit;
  const values = useWatch<FormValues>({ control: form.control });

  // A restored draft shows the messages of what it holds at once.
  useEffect(() => {
    if (kit.restored) void form.trigger();
    // Once, for the draft the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  // The e-mail is checked for an existing account as the person types (debounced).
  const email = String(values.email ?? "").trim();
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
  useEffect(() => {
    if (emailTaken) void form.trigger("email");
  }, [emailTaken, form]);

  if (done) {
    return (
      <section className="account-page" aria-labelledby="register-done">
        <h1 id="register-done">{t("register.doneTitle")}</h1>
        <p role="status">{t("register.doneText", { email: done })}</p>
      </section>
    );
  }

  // Until the rules are loaded (a moment after the first render) the button waits for them.
  const blocking = rules
    ? Object.keys(messagesOf(rules.check(values, { captchaRequired: true }), ruleMessage))
    : [];
  if (emailTaken && !blocking.includes("email")) blocking.unshift("email");
  return (
    <section className="account-page">
      <h1>{t("register.title")}</h1>
      <p>
        {t("register.haveAccount")} <Link to={to("/login")}>{t("register.signIn")}</Link>
      </p>
      {kit.restored ? (
        <p className="notice" role="status">
          {t("register.draftRestored")}{" "}
          <button type="button" className="button-link" onClick={kit.discardDraft}>
            {t("register.discardDraft")}
          </button>
        </p>
      ) : null}
      <Form
        kit={kit}
        className="customer-form account-form"
        idPrefix="acc"
        lock={false}
        summary={false}
        actions={
          <>
            <Blocking fields={blocking} />
            <SubmitButton
              blocked={!rules || blocking.length > 0}
              describedBy="register-blocked"
              pendingLabel={t("register.submitting")}
            >
              {t("register.submit")}
            </SubmitButton>
          </>
        }
      >
        <p className="hint">{t("hints.required")}</p>
        <ProfileFields
          emailField={
            <Field
              name="email"
              type="email"
              autoComplete="email"
              required
              after={
                emailTaken ? (
                  <p className="field-error">
                    <Link to={to("/login")}>{t("errors.signInHere")}</Link>
                  </p>
                ) : null
              }
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
          />
          <Field name="password2" type="password" autoComplete="new-password" required />
        </fieldset>
        <fieldset>
          <legend>{t("sections.consents")}</legend>
          <Checkbox name="termsAccepted" />
          <Checkbox name="marketingAccepted" />
        </fieldset>
        <CaptchaField ref={captcha} label={t("sections.captcha")} />
      </Form>
    </section>
  );
}

/** What still blocks the button, each a link to its field (which then shows its message). */
function Blocking({ fields }: { fields: string[] }) {
  const { t } = useTranslation("account");
  const { kit, idPrefix } = useKit();
  if (!fields.length) return null;
  return (
    <div className="hint" id="register-blocked" data-testid="register-blocked">
      <p>{t("register.blocked")}</p>
      <ul className="blocking-fields">
        {fields.map((field) => (
          <li key={field}>
            <button
              type="button"
              className="button-link"
              data-testid={`blocking-${field}`}
              onClick={() => {
                void kit.form.trigger(field);
                document.getElementById(`${idPrefix}-${field}`)?.focus();
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
  );
}
