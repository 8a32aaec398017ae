import { useState } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { downloadPdf } from "./download";

/** Downloads one line's job ticket (PDF, in Polish: the print floor's language). */
export function TicketButton(props: { orderId: string; lineId: string; number: string }) {
  const { t } = useTranslation("production");
  const toast = useToast();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      downloadPdf(
        await utils.admin.production.ticket.fetch(
          { orderId: props.orderId, lineId: props.lineId },
          { staleTime: 0, meta: { silent: true } },
        ),
      );
    } catch (error) {
      toast.error(messageOf(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void get()}
      disabled={busy}
      aria-label={t("queue.ticketLabel", { number: props.number })}
    >
      {t("queue.ticket")}
    </button>
  );
}
