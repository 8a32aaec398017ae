import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { toLocale } from "../i18n/locale";
import * as Audit from "../audit/write";
import { renewConfirmation } from "../account/register";
import { renewResetLink } from "../account/reset";
import { renewInvitation } from "../user/invite";
import { confirmationMail } from "../order/confirmation";
import { methods } from "../settings/methods";
import { OutboxGetInput } from "../email/schema";
import { RELINK_KINDS, relinkable } from "../email/relink";
import { send } from "../email/index";

/**
 * The Outbox's "Resend with a new link". The stored copy of a message has its links' secrets
 * hidden (email/redact.ts) and, once sent, nothing to recover them from: so the message is not
 * sent again, a NEW one is written by the code that wrote the first, with a new secret, to the
 * same address in the same language. Each kind renews what its link opened:
 * - `account.confirm`: the registration that still waits gets a fresh token (else
 *   `account.registration_gone`);
 * - `account.reset`, `account.invite`: a new reset or invitation link, the person's earlier links
 *   ended (else `account.account_gone`);
 * - `order.confirm` (a guest's, with the order's upload link): the confirmation rendered again
 *   from the order as stored, the link signed again (else `order.not_found`).
 */
type Renew = (
  item: { to: string; ref?: string | undefined },
  actor: Audit.Actor,
  ctx: { locale: ReturnType<typeof toLocale>; origin: string },
) => Promise<{ messageId: string }>;

const RENEW: Record<(typeof RELINK_KINDS)[number], Renew> = {
  "account.confirm": (item, _actor, ctx) => renewConfirmation(item.to, ctx),
  "account.reset": (item, _actor, ctx) => renewResetLink(item.to, ctx),
  "account.invite": (item, actor, ctx) => renewInvitation(item.to, actor, ctx),
  "order.confirm": async (item, _actor, ctx) => {
    const order = item.ref
      ? (await db().entities.order.get({ orderId: item.ref }).go()).data
      : null;
    if (!order) throw new AppError("not_found", "order.not_found");
    return send(confirmationMail(order, await methods(), ctx.origin));
  },
};

/** Writes the new message (see above) and records it in the audit log; answers the new message's id. */
export const resendLink = fn(
  OutboxGetInput,
  async ({ messageId }, actor: Audit.Actor, ctx: { origin: string }) => {
    const item = (await db().entities.emailMessage.get({ messageId }).go()).data;
    if (!item) throw new AppError("not_found", "email.not_found");
    const renew = RENEW[item.kind];
    if (!renew || !relinkable(item)) throw new AppError("conflict", "email.no_link_to_renew");
    const sent = await renew(item, actor, { locale: toLocale(item.locale), origin: ctx.origin });
    await Audit.record(actor, {
      action: "email.resendLink",
      target: { type: "email", id: messageId },
      before: null,
      after: { kind: item.kind, resentAs: sent.messageId },
    });
    return sent;
  },
);
