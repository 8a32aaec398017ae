import "./production.css";
import { useState } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { ORDER_STATUSES, type OrderStatus } from "@printshop/core/order/schema";
import { trpc } from "../../trpc";
import { download } from "../orders/options";
import { downloadPdf } from "./download";

/** What the bulk bar needs of a selected row of the orders list. */
export interface Picked {
  orderId: string;
  number: string;
  status: OrderStatus;
}

/**
 * The orders list's bulk work on the selected orders: one new status for all (each order its own
 * checked, audited change; the summary names what changed and what was refused, and why),
 * export of exactly them (the list's CSV), and their job tickets in one PDF.
 */
export function BulkBar(props: { picked: Picked[]; onClear: () => void }) {
  const { t } = useTranslation(["production", "orders"]);
  const toast = useToast();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<OrderStatus>("in_production");
  const [notify, setNotify] = useState(false);
  const [summary, setSummary] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const many = trpc.admin.orders.setOrderStatusMany.useMutation({ onError: () => undefined });
  const ids = props.picked.map((p) => p.orderId);
  const numberOf = (id: string) => props.picked.find((p) => p.orderId === id)?.number ?? id;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(messageOf(error, t));
    } finally {
      setBusy(false);
    }
  };
  const apply = () =>
    run(async () => {
      const out = await many.mutateAsync({
        status,
        notify,
        orders: props.picked.map((p) => ({ orderId: p.orderId, from: p.status })),
      });
      const head = t("production:bulk.summary", {
        changed: out.changed.length,
        unchanged: out.unchanged.length,
        refused: out.refused.length,
      });
      setSummary([
        head,
        ...out.refused.map((r) =>
          t("production:bulk.refusedItem", { number: numberOf(r.orderId), message: r.message }),
        ),
      ]);
      toast.info(head);
      await utils.admin.orders.invalidate();
      await utils.admin.production.invalidate();
      if (out.refused.length === 0) props.onClear();
    });
  const exportCsv = () =>
    run(async () => {
      const out = await utils.admin.orders.export.fetch(
        { ids },
        { staleTime: 0, meta: { silent: true } },
      );
      download(out.csv, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
      toast.info(t("orders:exported", { count: out.count }));
    });
  const tickets = () =>
    run(async () => {
      downloadPdf(
        await utils.admin.production.tickets.fetch(
          { orderIds: ids },
          { staleTime: 0, meta: { silent: true } },
        ),
      );
    });

  if (props.picked.length === 0 && !summary) return null;
  const off = busy || ids.length === 0;
  return (
    <section className="bulk-bar" aria-label={t("production:bulk.selected", { count: ids.length })}>
      <strong data-testid="bulk-count">
        {t("production:bulk.selected", { count: ids.length })}
      </strong>{" "}
      <label>
        {t("production:bulk.status")}{" "}
        <select value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orders:status.${s}`)}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />{" "}
        {t("production:bulk.notify")}
      </label>{" "}
      <button type="button" onClick={() => void apply()} disabled={off}>
        {t("production:bulk.apply")}
      </button>{" "}
      <button type="button" onClick={() => void exportCsv()} disabled={off}>
        {t("production:bulk.export")}
      </button>{" "}
      <button type="button" onClick={() => void tickets()} disabled={off}>
        {t("production:bulk.tickets")}
      </button>{" "}
      <button type="button" onClick={props.onClear} disabled={off}>
        {t("production:bulk.clear")}
      </button>
      {summary ? (
        <ul role="status" data-testid="bulk-summary">
          {summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
