import { Field, Form, useKitForm } from "@printshop/ui/form";
import { useToast, useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { trpc, type RouterOutputs } from "../../trpc";
import { ensureTexts as ensureProofTexts } from "../proofs/texts";

type Order = RouterOutputs["admin"]["orders"]["get"];

const describe = (
  t: (k: string, o?: Record<string, unknown>) => string,
  e: Order["timeline"][number],
) => {
  const after = e.after ?? {};
  const before = e.before ?? {};
  if (e.action === "order.setOrderStatus")
    return t("timeline.status", {
      from: t(`status.${String(before.status)}`),
      to: t(`status.${String(after.status)}`),
    });
  if (e.action === "order.setPaymentStatus")
    return t("timeline.payment", {
      from: t(`payment.${String(before.paymentStatus)}`),
      to: t(`payment.${String(after.paymentStatus)}`),
    });
  if (e.action === "order.addNote") return t("timeline.note");
  // Proof approval's steps (issue 31), in the Proof panel's namespace.
  if (e.action.startsWith("order.proof."))
    return t(`proofs:timeline.${e.action.slice("order.proof.".length)}`, {
      fileName: typeof after.fileName === "string" ? after.fileName : "",
      comment: typeof after.comment === "string" ? after.comment : "",
      defaultValue: e.action,
    });
  return e.action;
};

/** Who changed what and when (from the audit log), and the internal notes with a form to add one. */
export function OrderTimeline({
  order,
  onNoteAdded,
}: {
  order: Order;
  onNoteAdded: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("orders");
  ensureProofTexts(i18n);
  return (
    <div className="order-history">
      <section>
        <h2>{t("timelineTitle")}</h2>
        <ol className="timeline">
          {order.timeline.map((e) => (
            <li key={`${e.at}${e.action}`}>
              <time dateTime={e.at}>{formatDateTime(e.at, i18n.language)}</time> — {e.actor}:{" "}
              {describe(t, e)}
              {(e.after as { notified?: boolean } | null)?.notified
                ? ` (${t("timeline.notified")})`
                : ""}
            </li>
          ))}
          <li>
            <time dateTime={new Date(order.createdAt).toISOString()}>
              {formatDateTime(order.createdAt, i18n.language)}
            </time>{" "}
            — {t("timeline.placed")}
          </li>
        </ol>
      </section>
      <section>
        <h2>{t("notes")}</h2>
        {order.notes.length === 0 ? <p>{t("noNotes")}</p> : null}
        <ul className="notes">
          {order.notes.map((n) => (
            <li key={n.noteId}>
              <p>{n.text}</p>
              <small>
                {n.author}, {formatDateTime(n.at, i18n.language)}
              </small>
            </li>
          ))}
        </ul>
        <NoteForm orderId={order.orderId} onNoteAdded={onNoteAdded} />
      </section>
    </div>
  );
}

/** An internal note (up to 4,000 characters); a note typed and not added asks before leaving. */
function NoteForm(props: { orderId: string; onNoteAdded: () => Promise<unknown> }) {
  const { t } = useTranslation("orders");
  const toast = useToast();
  // Failures are the form's to show.
  const addNote = trpc.admin.orders.addNote.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    defaultValues: { text: "" },
    check: (v) => (v.text.trim() ? {} : { text: t("noteEmpty") }),
    onSubmit: async ({ text }) => {
      await addNote.mutateAsync({ orderId: props.orderId, text });
      toast.info(t("noteAdded"));
      await props.onNoteAdded();
      return { values: { text: "" } };
    },
  });
  return (
    <Form kit={kit} idPrefix="order-note" summary={false} submitLabel={t("addNote")}>
      <Field as="textarea" name="text" label={t("addNote")} rows={3} maxLength={4000} />
    </Form>
  );
}
