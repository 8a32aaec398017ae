import { db } from "../dynamo/db";
import { AppError } from "../error";
import { PAYMENT_STATUSES } from "../order/record";
import { REMIND_AFTER_MS } from "../proof-rules/schema";
import { dueReminder } from "../proof-rules/state";
import { siteOrigin } from "../config/secrets";
import { loadOrder, writeProofs } from "./write";

/** Who the reminders are from in the audit log (a scheduled job, not a person). */
const SYSTEM = { userId: "system:proof-reminder", email: "system" };

/**
 * The reminder after 24 hours without an answer: for every order awaiting approval (its status
 * rows, one Query per payment status), each line whose latest proof waits that long and was not
 * reminded of gets one e-mail. The reminder is recorded on the line (`remindedProofId`) in the same
 * conditional write as the e-mail's outbox item, so two runs at once send it once; run again,
 * nothing is due. Answers how many went.
 */
export async function remindPendingProofs(now: number = Date.now()): Promise<{ sent: number }> {
  const rows = db().entities.orderRow;
  const ids = (
    await Promise.all(
      PAYMENT_STATUSES.map(
        async (p) =>
          (
            await rows.query
              .byStatus({ status: "awaiting_approval", paymentStatus: p })
              .go({ pages: "all", attributes: ["orderId"] })
          ).data,
      ),
    )
  )
    .flat()
    .map((r) => r.orderId);
  let sent = 0;
  const origin = await siteOrigin();
  for (const orderId of ids) {
    const order = await loadOrder(orderId).catch(() => null);
    if (!order) continue;
    const due = (order.proofs ?? []).filter((l) => dueReminder(l, now, REMIND_AFTER_MS));
    if (due.length === 0) continue;
    const last = due.map((l) => l.proofs.at(-1)!);
    const proofs = (order.proofs ?? []).map((l) =>
      due.includes(l) ? { ...l, remindedProofId: l.proofs.at(-1)!.proofId } : l,
    );
    try {
      await writeProofs(order, SYSTEM, {
        action: "order.proof.remind",
        before: {},
        after: { lines: due.map((l) => l.lineId), proofIds: last.map((p) => p.proofId) },
        proofs,
        status: order.status,
        email: {
          note: "",
          messageKey: `remind.${last.map((p) => p.proofId).join(".")}`,
          origin,
          reminder: true,
        },
      });
      sent += 1;
    } catch (e) {
      // Another run or an answer got there first: this one changes nothing.
      if (!(e instanceof AppError && e.kind === "conflict")) throw e;
    }
  }
  return { sent };
}
