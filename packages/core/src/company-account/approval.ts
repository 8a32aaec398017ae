import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { pick, type Locale } from "../i18n/locale";
import * as Email from "../email/index";
import * as Cart from "../cart/index";
import * as Order from "../order/shop";
import { orderIdFor, place, PlaceInput, type Held, type HoldRequest } from "../checkout/index";
import { placeAndPay } from "../checkout/pay";
import type { Translated } from "../i18n/locale";
import { approvalMail, approvedMail, rejectedMail } from "./email";
import { ApprovalIdInput, RejectInput } from "./schema";
import { needsApproval, toGrosze } from "./threshold";
import { eventIn, membership, person, requireOwner, type Membership } from "./store";

type PlaceCtx = Parameters<typeof placeAndPay>[2];

/**
 * Checkout for a signed-in person: a member's order is shared with their company (its
 * `companyOrder` item goes in the order's transaction), and a buyer's order whose net to pay is
 * above the owner's threshold is held, not placed (`checkout/place.ts` asks `hold` with the priced
 * order before writing anything: no order, no payment, no invoice, no production, no stock or
 * dates). The answer then carries `awaitingApproval`.
 */
export async function placeAsMember(
  input: Parameters<typeof placeAndPay>[0],
  cartId: string | null,
  ctx: PlaceCtx,
) {
  const m = ctx.customerId ? await membership(ctx.customerId) : null;
  if (!m) return placeAndPay(input, cartId, ctx);
  const threshold = toGrosze(m.company.threshold);
  return placeAndPay(input, cartId, {
    ...ctx,
    company: { companyId: m.company.companyId, email: m.member.email },
    ...(m.member.role === "buyer" && threshold !== null
      ? { hold: (req: HoldRequest) => holdFor(m, threshold, req, ctx) }
      : {}),
  });
}

async function holdFor(
  m: Membership,
  threshold: number,
  req: HoldRequest,
  ctx: PlaceCtx,
): Promise<Held | null> {
  const net = req.order.totals.toPayNet ?? "0.00";
  if (!needsApproval(m.member.role, threshold, toGrosze(net) ?? 0)) return null;
  const parsed = PlaceInput.parse(req.input);
  // The order's own id for this cart and attempt: pressing again finds the same request, and the
  // approved order gets this id (place() derives it the same way).
  const approvalId = orderIdFor(req.cartId, parsed.idempotencyKey);
  const { companyId } = m.company;
  const gross = req.order.totals.toPayGross ?? "0.00";
  const { data: existing } = await db().entities.orderApproval.get({ companyId, approvalId }).go();
  if (existing) return { approvalId, net: existing.net, gross: existing.gross };
  const messageId = Email.messageIdFor("company.approval", approvalId);
  const owner = m.company;
  const mail = await Email.prepare(
    {
      ...approvalMail(owner.locale, ctx.origin ?? "", {
        buyer: m.member.email,
        net,
        company: owner.name,
      }),
      to: owner.ownerEmail,
      kind: "company.approval",
      locale: owner.locale,
      ref: approvalId,
    },
    messageId,
  );
  const result = await db()
    .transaction.write((e) => [
      e.orderApproval
        .create({
          companyId,
          approvalId,
          buyerId: m.member.userId,
          buyerEmail: m.member.email,
          cartId: req.cartId,
          cartVersion: req.cartVersion,
          input: JSON.stringify(parsed),
          locale: req.order.locale,
          currency: req.order.currency,
          net,
          gross,
          lines: req.order.lines.map(
            (l) => `${pick(l.title as Translated, owner.locale as Locale)} × ${l.quantity}`,
          ),
          status: "pending",
          createdAt: Date.now(),
        })
        .commit(),
      eventIn(e, companyId, person(m), "approval.requested", `${net} PLN`),
      Email.enqueueIn(e, mail),
    ])
    .go();
  if (!result.canceled)
    await Email.deliverSoon(messageId).catch((error) =>
      console.error(`[email] company.approval ${approvalId} stays in the outbox: ${String(error)}`),
    );
  return { approvalId, net, gross };
}

async function pendingOf(m: Membership, approvalId: string) {
  const { data } = await db()
    .entities.orderApproval.get({ companyId: m.company.companyId, approvalId })
    .go({ consistent: true });
  if (!data) throw new AppError("not_found", "companyAccount.approval_not_found");
  if (data.status !== "pending") throw new AppError("conflict", "companyAccount.approval_done");
  return data;
}

/**
 * The owner approves: the order is placed as checkout places it, from the buyer's held cart,
 * priced again by the server now, in the buyer's name (their "my orders", their payment); the
 * buyer gets the confirmation and a note with the way to pay. A cart changed since the request
 * is refused (what the owner saw is what is placed). Twice: the second finds it decided.
 */
export const approve = fn(
  ApprovalIdInput,
  async (
    { approvalId },
    userId: string,
    ctx: { locale: Locale; origin?: string; clientIp?: string },
  ) => {
    const m = await requireOwner(userId);
    const rec = await pendingOf(m, approvalId);
    const buyer = await membership(rec.buyerId);
    if (buyer?.company.companyId !== m.company.companyId)
      throw new AppError("conflict", "companyAccount.buyer_left");
    if (!(await Order.get(approvalId))) {
      const cart = await Cart.load(rec.cartId);
      if (!cart || (cart.version ?? 0) !== rec.cartVersion)
        throw new AppError("conflict", "companyAccount.approval_cart_changed");
    }
    const placed = await place(PlaceInput.parse(JSON.parse(rec.input)), rec.cartId, {
      locale: rec.locale as Locale,
      ...(ctx.origin ? { origin: ctx.origin } : {}),
      ...(ctx.clientIp ? { clientIp: ctx.clientIp } : {}),
      customerId: rec.buyerId,
      company: { companyId: m.company.companyId, email: rec.buyerEmail },
    });
    const result = await db()
      .transaction.write((e) => [
        e.orderApproval
          .patch({ companyId: m.company.companyId, approvalId })
          .set({
            status: "approved",
            decidedBy: m.member.email,
            decidedAt: Date.now(),
            orderId: placed.orderId,
            orderNumber: placed.number,
          })
          .where((a, op) => op.eq(a.status, "pending"))
          .commit(),
        eventIn(e, m.company.companyId, person(m), "approval.approved", placed.number),
      ])
      .go();
    if (result.canceled) throw new AppError("conflict", "companyAccount.approval_done");
    await Email.send({
      ...approvedMail(rec.locale, ctx.origin ?? "", {
        number: placed.number,
        orderId: placed.orderId,
      }),
      to: rec.buyerEmail,
      kind: "company.approved",
      locale: rec.locale,
      ref: placed.orderId,
    });
    return { orderId: placed.orderId, number: placed.number };
  },
);

/** The owner rejects with a comment: nothing is placed; the buyer is told why. */
export const reject = fn(RejectInput, async ({ approvalId, comment }, userId: string) => {
  const m = await requireOwner(userId);
  const rec = await pendingOf(m, approvalId);
  const result = await db()
    .transaction.write((e) => [
      e.orderApproval
        .patch({ companyId: m.company.companyId, approvalId })
        .set({ status: "rejected", comment, decidedBy: m.member.email, decidedAt: Date.now() })
        .where((a, op) => op.eq(a.status, "pending"))
        .commit(),
      eventIn(e, m.company.companyId, person(m), "approval.rejected", `${rec.net} PLN`),
    ])
    .go();
  if (result.canceled) throw new AppError("conflict", "companyAccount.approval_done");
  await Email.send({
    ...rejectedMail(rec.locale, { net: rec.net, comment }),
    to: rec.buyerEmail,
    kind: "company.rejected",
    locale: rec.locale,
    ref: approvalId,
  });
  return { approvalId, status: "rejected" as const };
});
