import { useState, type FormEvent } from "react";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { fieldErrorsOf, messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../../trpc";
import { useLocale } from "../../../useLocale";
import type { Company } from "./CompanyPage";

/** The owner's invitation form: an e-mail and the invitation's language (the page's by default). */
export function InviteForm(props: { onSent: (data: Company | null, email: string) => void }) {
  const { t } = useTranslation("company");
  const { locale } = useLocale();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [lang, setLang] = useState(locale);
  const [error, setError] = useState("");
  const invite = trpc.shop.account.companyInvite.useMutation({
    onSuccess: (data) => {
      props.onSent(data, email);
      setEmail("");
      setError("");
    },
    onError: (e) => {
      // The typed e-mail stays; the reason is shown beside it and said in a toast.
      setError(fieldErrorsOf(e).email ?? messageOf(e, t));
      toast.error(messageOf(e, t));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate({ email, locale: lang });
  };
  return (
    <section aria-labelledby="company-invite">
      <h2 id="company-invite">{t("invite")}</h2>
      <form onSubmit={submit} className="stack" noValidate>
        <label>
          {t("inviteEmail")}
          <input
            type="email"
            value={email}
            maxLength={254}
            required
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-error" : undefined}
            data-testid="invite-email"
          />
        </label>
        {error ? (
          <p id="invite-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <label>
          {t("inviteLocale")}
          <select value={lang} onChange={(e) => setLang(e.target.value as typeof locale)}>
            <option value="pl">Polski</option>
            <option value="en">English</option>
            <option value="de">Deutsch</option>
          </select>
        </label>
        <button type="submit" disabled={invite.isPending} data-testid="invite-send">
          {t("send")}
        </button>
      </form>
    </section>
  );
}

export function Invites(props: { company: Company; onChanged: (data: Company | null) => void }) {
  const { t } = useTranslation("company");
  const { locale } = useLocale();
  const toast = useToast();
  const revoke = trpc.shop.account.companyRevoke.useMutation({
    onSuccess: props.onChanged,
    onError: (error) => toast.error(messageOf(error, t)),
  });
  if (!props.company.invites.length) return null;
  return (
    <section aria-labelledby="company-invites">
      <h2 id="company-invites">{t("invites")}</h2>
      <ul data-testid="company-invites">
        {props.company.invites.map((i) => (
          <li key={i.inviteId}>
            {i.email} (
            {t("validUntil", { date: formatDateTime(i.validUntil, locale, { date: "medium" }) })}){" "}
            <button
              type="button"
              className="button-secondary"
              aria-label={t("revokeLabel", { email: i.email })}
              disabled={revoke.isPending}
              onClick={() => revoke.mutate({ inviteId: i.inviteId })}
            >
              {t("revoke")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The approval threshold (PLN net; empty: none), saved against the version the page showed. */
export function ThresholdForm(props: {
  company: Company;
  onSaved: (data: Company | null) => void;
}) {
  const { t } = useTranslation("company");
  const { locale } = useLocale();
  const toast = useToast();
  const [value, setValue] = useState(props.company.threshold ?? "");
  const [error, setError] = useState("");
  const save = trpc.shop.account.companyThreshold.useMutation({
    onSuccess: (data) => {
      setError("");
      props.onSaved(data);
    },
    onError: (e) => {
      setError(fieldErrorsOf(e).threshold ?? messageOf(e, t));
      toast.error(messageOf(e, t));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ threshold: value.trim() ? value : null, version: props.company.version });
  };
  return (
    <section aria-labelledby="company-threshold">
      <h2 id="company-threshold">{t("threshold")}</h2>
      <p>
        {props.company.threshold
          ? t("thresholdNow", { amount: formatCurrency(props.company.threshold, "PLN", locale) })
          : t("thresholdNone")}
      </p>
      <p className="hint">{t("thresholdHint")}</p>
      <form onSubmit={submit} className="stack" noValidate>
        <label>
          {t("threshold")}
          <input
            inputMode="decimal"
            value={value}
            maxLength={20}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "threshold-error" : undefined}
            data-testid="threshold"
          />
        </label>
        {error ? (
          <p id="threshold-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={save.isPending} data-testid="threshold-save">
          {t("saveThreshold")}
        </button>
      </form>
    </section>
  );
}
