import { useId, useState } from "react";
import { messageOf, useTranslation } from "@printshop/ui";
import { formatDateTime, formatDay } from "@printshop/core/format";
import { MAX_COMMENT } from "@printshop/core/proof-rules/limits";
import { trpc } from "../../trpc";
import { putFile } from "../upload/putFile";
import { ProofDrawing } from "./ProofDrawing";
import "./texts";

type Access = { token: string } | { orderId: string };

/**
 * The order pages' proof section (issue 31 item 1): on the account's order page (`{ orderId }`)
 * and the guest's signed order page (`{ token }`). Each line with a proof shows the latest one
 * drawn on the label's shape, prepress's note, and "Approve" or "Ask for changes" (a comment and
 * optionally a new file, uploaded through the order's upload steps first). After the approval
 * the dispatch date, counted from it, is shown. Every refusal is shown in the page's language.
 */
export function ProofSection({ access, locale }: { access: Access; locale: string }) {
  const { t } = useTranslation("proofs");
  const view = trpc.shop.proofs.view.useQuery(
    { access },
    { staleTime: 0, retry: false, meta: { silent: true } },
  );
  const utils = trpc.useUtils();
  const [done, setDone] = useState<string | null>(null);
  if (view.isError)
    return (
      <p className="error-panel" role="alert">
        {messageOf(view.error, t)}
      </p>
    );
  const data = view.data;
  if (!data || data.lines.length === 0) return null;
  const refresh = () => utils.shop.proofs.view.invalidate();
  return (
    <section
      className="order-proofs"
      aria-labelledby="order-proofs-title"
      data-testid="order-proofs"
    >
      <h2 id="order-proofs-title">{t("title")}</h2>
      {done ? (
        <p role="status" className="notice" data-testid="proof-done">
          {done}
        </p>
      ) : null}
      <p data-testid="proof-dispatch">
        {data.dispatch
          ? t("dispatch", { date: formatDay(data.dispatch, locale, "long") })
          : t("dispatchPending")}
      </p>
      {data.lines.map((line) => {
        const latest = line.proofs.at(-1)!;
        return (
          <article key={line.lineId} className="proof-line" data-testid={`proof-${line.lineId}`}>
            <h3>{t("line", { title: line.title })}</h3>
            <p data-testid="proof-state" data-state={line.state}>
              <strong>{t(`state.${line.state ?? "waiting"}`)}</strong>
            </p>
            <p className="hint">
              {t("proofOf", {
                n: line.proofs.length,
                count: line.proofs.length,
                date: formatDateTime(latest.createdAt, locale),
              })}
            </p>
            {latest.note ? <p>{t("note", { note: latest.note })}</p> : null}
            <ProofDrawing
              key={latest.proofId}
              proofId={latest.proofId}
              fileName={latest.fileName}
              contentType={latest.contentType}
              label={line.labelSize}
              link={() =>
                utils.shop.proofs.fileUrl.fetch(
                  { access, proofId: latest.proofId },
                  { staleTime: 0 },
                )
              }
            />
            {line.state === "waiting" ? (
              <Answer
                access={access}
                lineId={line.lineId}
                proofId={latest.proofId}
                onDone={async (message) => {
                  setDone(message);
                  await refresh();
                }}
              />
            ) : null}
          </article>
        );
      })}
    </section>
  );
}

function Answer(props: {
  access: Access;
  lineId: string;
  proofId: string;
  onDone: (message: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("proofs");
  const ids = { comment: useId(), file: useId() };
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approve = trpc.shop.proofs.approve.useMutation({ meta: { silent: true } });
  const ask = trpc.shop.proofs.requestChanges.useMutation({ meta: { silent: true } });
  const presign = trpc.shop.proofs.presign.useMutation({ meta: { silent: true } });
  const complete = trpc.shop.proofs.complete.useMutation({ meta: { silent: true } });
  const run = async (step: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      await props.onDone(await step());
    } catch (e) {
      setError(messageOf(e, t));
    } finally {
      setBusy(false);
    }
  };
  const base = { access: props.access, lineId: props.lineId, proofId: props.proofId };
  const onApprove = () =>
    run(async () => {
      const out = await approve.mutateAsync(base);
      return out.dispatch
        ? `${t("approved")} ${t("dispatch", { date: formatDay(out.dispatch, i18n.language, "long") })}`
        : t("approved");
    });
  const onAsk = () =>
    run(async () => {
      if (!comment.trim()) throw new Error(t("commentRequired"));
      let fileId: string | undefined;
      if (file) {
        const p = await presign.mutateAsync({
          access: props.access,
          lineId: props.lineId,
          fileName: file.name,
          size: file.size,
        });
        await putFile(p.url, file, p.headers, () => undefined);
        fileId = (await complete.mutateAsync({ access: props.access, uploadId: p.uploadId }))
          .uploadId;
      }
      await ask.mutateAsync({ ...base, comment: comment.trim(), ...(fileId ? { fileId } : {}) });
      return t("changesSent");
    });
  return (
    <div className="proof-answer">
      {error ? (
        <p role="alert" className="error-panel" data-testid="proof-error">
          {error}
        </p>
      ) : null}
      {!asking ? (
        <p className="step-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void onApprove()}
          >
            {t("approve")}
          </button>{" "}
          <button type="button" className="button" disabled={busy} onClick={() => setAsking(true)}>
            {t("askChanges")}
          </button>
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void onAsk();
          }}
        >
          <p className="field">
            <label htmlFor={ids.comment}>{t("comment")}</label>
            <textarea
              id={ids.comment}
              rows={4}
              maxLength={MAX_COMMENT}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
          </p>
          <p className="field">
            <label htmlFor={ids.file}>{t("file")}</label>
            <input
              id={ids.file}
              type="file"
              accept=".pdf,.ai,.eps,.tif,.tiff,.png,.jpg,.jpeg"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </p>
          <p className="step-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t("send")}
            </button>{" "}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => setAsking(false)}
            >
              {t("cancel")}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
