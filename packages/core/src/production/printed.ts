import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/index";
import * as Email from "../email/index";
import { statusChange } from "../email/templates";
import { statusWrites } from "../order/listing";
import { lineIdOf, loadOrder } from "./queue";
import { MarkPrintedInput } from "./schema";

type TxEntities = Parameters<Parameters<typeof Audit.write>[2]>[0];

/**
 * The print floor marks a line printed (permission `orders`, the order's version checked, one
 * audit entry `order.markPrinted`). The order's statuses say what comes next: a line is printed
 * only while its order is `in_production`; printing its last line ships the order — the same
 * change as the status `shipped` set by hand (order/writes.ts): the list row and counters move,
 * the invoice falls due, and the customer gets the status e-mail unless `notify` is false. All in
 * ONE transaction; the e-mail is delivered after it, exactly once.
 */
export const markPrinted = fn(
  MarkPrintedInput,
  async (input, actor: Audit.Actor, opts: { origin?: string } = {}) => {
    const order = await loadOrder(input.orderId);
    if (!order) throw new AppError("not_found", "order.not_found");
    Audit.assertVersion(order, input.version);
    if (order.status !== "in_production")
      throw new AppError("conflict", "production.not_in_production");
    const ids = order.lines.map(lineIdOf);
    if (!ids.includes(input.lineId)) throw new AppError("not_found", "production.line_not_found");
    const before = order.printed ?? [];
    if (before.includes(input.lineId)) throw new AppError("conflict", "production.already_printed");
    const printed = [...before, input.lineId];
    const shipped = ids.every((id) => printed.includes(id));
    const messageId =
      shipped && input.notify
        ? Email.messageIdFor("order.status", order.orderId, String(input.version))
        : null;
    const message = messageId
      ? await Email.prepare(
          {
            kind: "order.status",
            to: String(order.customer.email ?? ""),
            locale: order.locale,
            ref: order.orderId,
            ...statusChange(
              order,
              { field: "status", to: "shipped" },
              { origin: opts.origin ?? "" },
            ),
          },
          messageId,
        )
      : null;
    await Audit.write(
      actor,
      {
        action: "order.markPrinted",
        target: { type: "order", id: order.orderId },
        before: { line: input.lineId, printed: before.length, status: order.status },
        after: {
          line: input.lineId,
          printed: printed.length,
          of: ids.length,
          status: shipped ? "shipped" : order.status,
          ...(messageId ? { notified: true } : {}),
        },
      },
      (e: TxEntities) => [
        e.order
          .patch({ orderId: order.orderId })
          .set(shipped ? { printed, status: "shipped" } : { printed })
          .add({ version: 1 })
          .where(Audit.versionIs(input.version) as never)
          .commit(),
        ...(shipped
          ? [
              ...statusWrites(e, order, { status: "shipped", paymentStatus: order.paymentStatus }),
              e.invoiceTask
                .put({
                  orderId: order.orderId,
                  trigger: "dispatch",
                  nextAttemptAt: Date.now(),
                  createdAt: Date.now(),
                })
                .commit(),
            ]
          : []),
        ...(message ? [Email.enqueueIn(e, message)] : []),
      ],
    );
    if (messageId)
      await Email.deliverSoon(messageId).catch((error) =>
        console.error(`[email] ${messageId} stays in the outbox: ${String(error)}`),
      );
    return {
      orderId: order.orderId,
      lineId: input.lineId,
      version: input.version + 1,
      printed: printed.length,
      lines: ids.length,
      status: shipped ? ("shipped" as const) : order.status,
      notified: Boolean(messageId),
    };
  },
);
