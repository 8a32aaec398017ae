import * as z from "zod";
import { useId, useState } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm } from "@printshop/ui/admin";
import { formatDateTime } from "@printshop/core/format";
import { MAX_NOTE, MAX_REASON } from "@printshop/core/proof-rules/schema";
import { trpc } from "../../trpc";
import { ensureTexts, NS } from "./texts";

/** The panel's forms (the server checks the same bounds again). */
const ProofForm = z.object({ source: z.string().max(64), note: z.string().trim().max(MAX_NOTE) });
const SkipForm = z.object({ reason: z.string().trim().min(3).max(MAX_REASON) });

/**
 * The order page's Proof panel (issue 31 item 1; role `orders`): per line whether it needs the
 * customer's approval, where its proof stands, the customer's comment and new file, the proofs
 * sent; a form to send a proof — a PDF or image uploaded through the presigned PUT (the server
 * checks it as it checks print files) or the customer's own file marked as the proof — with a
 * note; and, while the order is held, "start production without approval" with a reason.
 */
export function OrderProof(props: { orderId: string; onChanged: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation(NS);
  ensureTexts(i18n);
  const proofs = trpc.admin.proofs.get.useQuery({ orderId: props.orderId });
  const utils = trpc.useUtils();
  const data = proofs.data;
  if (!data) return null;
  const held = data.status === "awaiting_approval";
  const changed = async () => {
    await utils.admin.proofs.get.invalidate({ orderId: props.orderId });
    await props.onChanged();
  };
  const open = async (proofId: string, fileName: string) => {
    const link = await utils.admin.proofs.fileUrl.fetch(
      { orderId: props.orderId, proofId },
      { staleTime: 0 },
    );
    const a = document.createElement("a");
    a.href = link.url;
    a.download = fileName;
    a.rel = "noopener";
    document.body.append(a);
    a.click();
    a.remove();
  };
  return (
    <section className="order-proof" aria-labelledby="order-proof-title" data-testid="order-proof">
      <h2 id="order-proof-title">{t("title")}</h2>
      {data.lines.map((line, i) => (
        <article key={line.lineId} className="proof-line" data-testid={`proof-line-${line.lineId}`}>
          <h3>{t("line", { n: i + 1, title: line.title })}</h3>
          <p className="hint">{t(line.required ? "required" : "notRequired")}</p>
          <p data-testid="proof-state" data-state={line.state ?? "none"}>
            <strong>{t(`state.${line.state ?? "none"}`)}</strong>
            {line.approvedAt
              ? ` · ${t("approvedAt", { date: formatDateTime(line.approvedAt, i18n.language) })}`
              : null}
          </p>
          {line.comment ? (
            <blockquote aria-label={t("comment")} data-testid="proof-comment">
              {line.comment}
            </blockquote>
          ) : null}
          {line.commentFile ? <p>{t("commentFile", { name: line.commentFile.fileName })}</p> : null}
          {line.proofs.length ? (
            <>
              <h4>{t("proofs")}</h4>
              <ol className="proof-list">
                {line.proofs.map((p, n) => (
                  <li key={p.proofId}>
                    {t("proofItem", {
                      n: n + 1,
                      name: p.fileName,
                      date: formatDateTime(p.createdAt, i18n.language),
                      by: p.by,
                    })}{" "}
                    <button
                      type="button"
                      className="button-link"
                      onClick={() => void open(p.proofId, p.fileName).catch(() => undefined)}
                    >
                      {t("open")}
                    </button>
                    {p.note ? <p className="hint">{p.note}</p> : null}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
          {line.state !== "approved" ? (
            <SendProof
              orderId={props.orderId}
              version={data.version}
              lineId={line.lineId}
              n={i + 1}
              files={line.files}
              onSent={changed}
            />
          ) : null}
        </article>
      ))}
      {held ? (
        <SkipApproval orderId={props.orderId} version={data.version} onDone={changed} />
      ) : null}
    </section>
  );
}

function SendProof(props: {
  orderId: string;
  version: number;
  lineId: string;
  n: number;
  files: { uploadId: string; fileName: string }[];
  onSent: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const presign = trpc.admin.proofs.presign.useMutation({ onError: () => undefined });
  const attach = trpc.admin.proofs.attach.useMutation({ onError: () => undefined });
  const options = [
    { value: "", label: t("sourceUpload") },
    ...props.files.map((f) => ({
      value: f.uploadId,
      label: t("sourceCustomer", { name: f.fileName }),
    })),
  ];
  return (
    <SchemaForm
      key={props.version}
      schema={ProofForm}
      label={t("form", { n: props.n })}
      submitLabel={t("send")}
      defaultValues={{ source: "", note: "" }}
      onSubmit={async ({ source, note }) => {
        let uploadId: string | undefined;
        if (!source) {
          if (!file) throw new Error(t("noFile"));
          const p = await presign.mutateAsync({
            orderId: props.orderId,
            lineId: props.lineId,
            fileName: file.name,
            size: file.size,
          });
          const put = await fetch(p.url, { method: "PUT", headers: p.headers, body: file });
          if (!put.ok) throw new Error(messageOf(await put.json().catch(() => null), t));
          uploadId = p.uploadId;
        }
        await attach.mutateAsync({
          orderId: props.orderId,
          lineId: props.lineId,
          version: props.version,
          note,
          ...(uploadId ? { uploadId } : { customerFileId: source }),
        });
        toast.info(t("sent"));
        setFile(null);
        await props.onSent();
      }}
    >
      <Field as="select" name="source" label={t("source")} options={options} />
      <p className="field">
        <label htmlFor={fileId}>{t("file")}</label>
        <input
          id={fileId}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </p>
      <Field as="textarea" name="note" label={t("note")} maxLength={MAX_NOTE} />
    </SchemaForm>
  );
}

function SkipApproval(props: { orderId: string; version: number; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const setStatus = trpc.admin.orders.setOrderStatus.useMutation({ onError: () => undefined });
  return (
    <details className="proof-skip">
      <summary>{t("skipTitle")}</summary>
      <SchemaForm
        key={props.version}
        schema={SkipForm}
        label={t("skipTitle")}
        submitLabel={t("skip")}
        defaultValues={{ reason: "" }}
        onSubmit={async ({ reason }) => {
          await setStatus.mutateAsync({
            orderId: props.orderId,
            status: "in_production",
            version: props.version,
            reason,
          });
          toast.info(t("skipped"));
          await props.onDone();
        }}
      >
        <Field name="reason" label={t("skipReason")} maxLength={MAX_REASON} />
      </SchemaForm>
    </details>
  );
}
