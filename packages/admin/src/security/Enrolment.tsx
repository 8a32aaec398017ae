import { useEffect, useRef, useState } from "react";
import { ConfirmInput, type Enrollment } from "@printshop/core/second-factor/schema";
import { messageOf, useTranslation } from "@printshop/ui";
import { Field, Form, useKitForm } from "@printshop/ui/form";
import { trpc } from "../trpc";
import { RecoveryCodes } from "./RecoveryCodes";

/** The QR code of an enrolment as an image (the SVG the server drew; `img-src data:` in the CSP). */
const qrSource = (svg: string) =>
  `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;

/**
 * Setting up the second factor: a new secret as a QR code (and as text, for typing in), a code
 * from the app confirms it, then the ten recovery codes show once. A staff member already
 * enrolled (a new phone) gives a current code first (`currentCode`).
 */
export function Enrolment(props: {
  currentCode?: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const enroll = trpc.admin.secondFactor.enroll.useMutation({ onError: () => undefined });
  const confirm = trpc.admin.secondFactor.confirm.useMutation({ onError: () => undefined });
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);
  const start = () =>
    void enroll
      .mutateAsync(props.currentCode ? { code: props.currentCode } : {})
      .then(setEnrollment, () => undefined);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one enrolment per mount
  }, []);
  const kit = useKitForm({
    schema: ConfirmInput,
    defaultValues: { code: "" },
    onSubmit: async (values) => {
      const answer = await confirm.mutateAsync(values);
      setCodes(answer.recoveryCodes);
    },
  });
  if (codes) return <RecoveryCodes codes={codes} onDone={props.onDone} />;
  return (
    <section className="enrolment" aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">{t("secondFactor.enrolTitle")}</h2>
      <ol>
        <li>{t("secondFactor.enrolStep1")}</li>
        <li>{t("secondFactor.enrolStep2")}</li>
        <li>{t("secondFactor.enrolStep3")}</li>
      </ol>
      {enroll.isError ? (
        <div role="alert" className="form-error">
          <p>{messageOf(enroll.error, t)}</p>
          <button type="button" onClick={start}>
            {t("ui:retry")}
          </button>
        </div>
      ) : null}
      {enrollment ? (
        <>
          <img
            className="enrolment-qr"
            src={qrSource(enrollment.qrSvg)}
            width={200}
            height={200}
            alt={t("secondFactor.qrAlt")}
          />
          <p>
            {t("secondFactor.secretText")}{" "}
            <code data-testid="enrolment-secret">{enrollment.secret}</code>
          </p>
          <Form
            kit={kit}
            label={t("secondFactor.enrolTitle")}
            submitLabel={t("secondFactor.confirm")}
            actions={
              <div className="modal-actions">
                {props.onCancel ? (
                  <button type="button" className="button-secondary" onClick={props.onCancel}>
                    {t("secondFactor.cancel")}
                  </button>
                ) : null}
                <button type="submit" disabled={kit.pending}>
                  {t("secondFactor.confirm")}
                </button>
              </div>
            }
          >
            <Field
              name="code"
              label={t("secondFactor.code")}
              autoComplete="one-time-code"
              spellCheck={false}
            />
          </Form>
        </>
      ) : enroll.isPending ? (
        <p role="status">{t("ui:loading")}</p>
      ) : null}
    </section>
  );
}
