import { useState } from "react";
import { RecoveryCodesInput } from "@printshop/core/second-factor/schema";
import { formatDateTime } from "@printshop/core/format";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { summarizeUserAgent } from "@printshop/ui/userAgent";
import { Field, Form, useKitForm } from "@printshop/ui/form";
import { trpc } from "../trpc";
import { Enrolment } from "./Enrolment";
import { RecoveryCodes } from "./RecoveryCodes";

/**
 * The signed-in staff member's own security (`/admin/second-factor`, linked from the header):
 * the second factor (set up, a new phone, new recovery codes) and the sessions (each browser
 * signed in, ended one by one or all others at once).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("profile.title")}</h1>
      <SecondFactorSection />
      <SessionsSection />
    </>
  );
}

type Step =
  { kind: "idle" } | { kind: "enrol"; code?: string } | { kind: "codes"; codes: string[] };

function SecondFactorSection() {
  const { t, i18n } = useTranslation();
  const status = trpc.admin.secondFactor.status.useQuery();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [asking, setAsking] = useState<"newPhone" | "newCodes" | null>(null);
  const done = () => {
    setStep({ kind: "idle" });
    setAsking(null);
    void status.refetch();
  };
  let body;
  if (status.isPending) body = <p role="status">{t("ui:loading")}</p>;
  else if (status.isError)
    body = (
      <p role="alert" className="form-error">
        {messageOf(status.error, t)}
      </p>
    );
  else if (step.kind === "enrol")
    body = <Enrolment currentCode={step.code} onDone={done} onCancel={done} />;
  else if (step.kind === "codes") body = <RecoveryCodes codes={step.codes} onDone={done} />;
  else if (!status.data.enrolled)
    body = (
      <>
        <p>{t("profile.notEnrolled")}</p>
        <button type="button" onClick={() => setStep({ kind: "enrol" })}>
          {t("profile.enrol")}
        </button>
      </>
    );
  else
    body = (
      <>
        <p>
          {t("profile.enrolledAt", {
            at: status.data.enrolledAt
              ? formatDateTime(status.data.enrolledAt, i18n.language)
              : "—",
          })}{" "}
          {t("profile.codesLeft", { count: status.data.recoveryCodesLeft })}
        </p>
        {asking ? (
          <CurrentCode
            purpose={asking}
            onCancel={() => setAsking(null)}
            onCodes={(codes) => setStep({ kind: "codes", codes })}
            onNewPhone={(code) => setStep({ kind: "enrol", code })}
          />
        ) : (
          <p className="actions">
            <button type="button" onClick={() => setAsking("newCodes")}>
              {t("profile.newCodes")}
            </button>{" "}
            <button
              type="button"
              className="button-secondary"
              onClick={() => setAsking("newPhone")}
            >
              {t("profile.newPhone")}
            </button>
          </p>
        )}
      </>
    );
  return (
    <section aria-labelledby="profile-second-factor">
      <h2 id="profile-second-factor">{t("profile.secondFactor")}</h2>
      {body}
    </section>
  );
}

/** A current code before a change of the factor: new recovery codes at once, or a new phone's set-up. */
function CurrentCode(props: {
  purpose: "newPhone" | "newCodes";
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
  onNewPhone: (code: string) => void;
}) {
  const { t } = useTranslation();
  const newCodes = trpc.admin.secondFactor.recoveryCodes.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: RecoveryCodesInput,
    defaultValues: { code: "" },
    onSubmit: async (values) => {
      if (props.purpose === "newPhone") return props.onNewPhone(values.code);
      props.onCodes((await newCodes.mutateAsync(values)).recoveryCodes);
    },
  });
  return (
    <Form
      kit={kit}
      label={t(`profile.${props.purpose}`)}
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onCancel}>
            {t("secondFactor.cancel")}
          </button>
          <button type="submit" disabled={kit.pending}>
            {t(`profile.${props.purpose}`)}
          </button>
        </div>
      }
    >
      <Field
        name="code"
        label={t("secondFactor.currentCode")}
        autoComplete="one-time-code"
        spellCheck={false}
      />
    </Form>
  );
}

function SessionsSection() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const sessions = trpc.admin.profile.sessions.useQuery();
  const revoke = trpc.admin.profile.revokeSession.useMutation();
  const others = trpc.admin.profile.signOutEverywhere.useMutation();
  const at = (ms: number) => formatDateTime(ms, i18n.language);
  // "Firefox on Windows" rather than the whole User-Agent (shown on hover).
  const deviceName = (ua: string) => {
    const { browser, system } = summarizeUserAgent(ua);
    if (!browser) return t("profile.unknownDevice");
    return system ? t("profile.deviceOn", { browser, system }) : browser;
  };
  const after = (message: string) => () => {
    toast.info(message);
    return sessions.refetch();
  };
  return (
    <section aria-labelledby="profile-sessions">
      <h2 id="profile-sessions">{t("profile.sessions")}</h2>
      {sessions.isError ? (
        <p role="alert" className="form-error">
          {messageOf(sessions.error, t)}
        </p>
      ) : null}
      <table className="data-table">
        <caption className="visually-hidden">{t("profile.sessions")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("profile.device")}</th>
            <th scope="col">{t("profile.address")}</th>
            <th scope="col">{t("profile.signedInAt")}</th>
            <th scope="col">{t("profile.lastSeen")}</th>
            <th scope="col">{t("profile.ends")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("profile.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(sessions.data ?? []).map((s) => (
            <tr key={s.id}>
              <td title={s.device || undefined}>
                {deviceName(s.device)}
                {s.current ? <strong> ({t("profile.thisBrowser")})</strong> : null}
              </td>
              <td>
                <code>{s.address}</code>
              </td>
              <td>{at(s.createdAt)}</td>
              <td>{at(s.lastSeenAt)}</td>
              <td>{at(s.expiresAt)}</td>
              <td>
                {s.current ? null : (
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={revoke.isPending}
                    onClick={() =>
                      void revoke
                        .mutateAsync({ id: s.id })
                        .then(after(t("profile.revoked")), () => undefined)
                    }
                  >
                    {t("profile.revoke")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        disabled={others.isPending || (sessions.data ?? []).length < 2}
        onClick={() =>
          void others
            .mutateAsync({ keepCurrent: true })
            .then(after(t("profile.othersEnded")), () => undefined)
        }
      >
        {t("profile.signOutOthers")}
      </button>
    </section>
  );
}
