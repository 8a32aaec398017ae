import { createHash } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import * as Audit from "../audit/write";
import * as Session from "../session/index";
import { endResetLinks } from "../account/reset";
import { rowOf } from "../order/listing";
import { endAll } from "./links";
import { forgetOwn as forgetOwnAddresses } from "../address-book/index";
import { membership } from "../company-account/store";
import type * as OrderShop from "../order/shop";

type StoredOrder = NonNullable<Awaited<ReturnType<typeof OrderShop.get>>>;
type Customer = StoredOrder["customer"];

/** Orders still under way: the account is not deleted before they are completed or cancelled. */
const FINISHED = new Set(["completed", "cancelled"]);
export const isOpen = (o: { status: string; paymentStatus: string }) =>
  !FINISHED.has(o.status) || (o.status === "completed" && o.paymentStatus === "awaiting");

/** Every order of the person (all pages of gsi2), newest first. */
export async function ordersOf(userId: string): Promise<StoredOrder[]> {
  const { data } = await db()
    .entities.order.query.byCustomer({ customerId: userId })
    .go({ order: "desc", pages: "all" });
  return data;
}

/** The stable pseudonym of a deleted account on its orders: the same for every order of it. */
export const pseudonymOf = (userId: string) =>
  `Deleted customer #${createHash("sha256").update(userId).digest("hex").slice(0, 6)}`;

/**
 * The order's customer with the person taken out: name, e-mail, phone, the delivery contact and
 * the notes go; a private person's addresses go (the country stays: the order's VAT and shipping
 * zone were decided by it). A company's name, tax number and address stay: they are the
 * company's, not the person's, and the order's accounting needs them.
 */
export function anonymisedCustomer(c: Customer, pseudonym: string): Customer {
  const company = c.type === 1;
  return {
    type: c.type,
    firstName: pseudonym,
    lastName: "",
    email: "",
    phone: "",
    notes: "",
    billingCompany: company ? c.billingCompany : "",
    billingTax: company ? c.billingTax : "",
    billingName: company ? c.billingCompany : pseudonym,
    billingAddress1: company ? c.billingAddress1 : "",
    billingAddress2: company ? c.billingAddress2 : "",
    billingPostcode: company ? c.billingPostcode : "",
    billingCity: company ? c.billingCity : "",
    billingCountry: c.billingCountry,
    differentDeliveryAddress: false,
    deliveryCountry: c.deliveryCountry,
  };
}

/**
 * Erases the account (issue 31 item 6), after the e-mailed confirmation: refused while an order
 * is open (`owndata.open_orders`, naming them). Then, order by order, the person on the order and
 * its back-office row becomes the pseudonym (orders stay for the retention period; their invoices
 * are NOT touched: an issued invoice is a legal document, kept exactly as issued); then the
 * account, its e-mail claim, sessions, second factor, reset and own-data links, saved
 * configurations, cart and the customers-list entry with its note go. The audit log records the
 * deletion by account id and counts only: no personal data.
 */
export async function erase(userId: string): Promise<{ orders: number }> {
  const { data: user } = await db().entities.user.get({ userId }).go({ consistent: true });
  if (!user) throw new AppError("auth", "auth.required");
  const orders = await ordersOf(userId);
  const open = orders.filter(isOpen);
  if (open.length)
    throw new AppError("conflict", "owndata.open_orders", {
      params: { numbers: open.map((o) => o.number).join(", ") },
    });
  const company = await companyLeft(userId);
  const pseudonym = pseudonymOf(userId);
  const at = Date.now();
  for (const order of orders) {
    const customer = anonymisedCustomer(order.customer, pseudonym);
    const row = rowOf({ ...order, customer });
    await db()
      .transaction.write((e) => {
        const rowPatch = e.orderRow
          .patch({ list: "orders", createdAt: order.createdAt, orderId: order.orderId })
          .set({ email: row.email, name: pseudonym, search: row.search });
        return [
          e.order
            .patch({ orderId: order.orderId })
            .set({ customer, anonymisedAt: at })
            .add({ version: 1 })
            .commit(),
          (order.customer.type === 1 ? rowPatch : rowPatch.remove(["company", "nip"])).commit(),
        ];
      })
      .go();
  }
  await Session.invalidateAll(userId);
  await endResetLinks(userId);
  await forgetOwnAddresses(userId);
  await company?.();
  await endAll(userId);
  const saved = await db().entities.savedConfig.query.byCustomer({ customerId: userId }).go({
    pages: "all",
  });
  if (saved.data.length)
    await db()
      .entities.savedConfig.delete(
        saved.data.map((s) => ({ customerId: userId, configId: s.configId })),
      )
      .go();
  const customerKey = `u${userId}`;
  await Promise.all([
    db().entities.savedConfigCount.delete({ customerId: userId }).go(),
    db().entities.secondFactor.delete({ userId }).go(),
    user.cartId ? db().entities.cart.delete({ cartId: user.cartId }).go() : null,
    db().entities.pendingRegistration.delete({ email: user.email }).go(),
    db().entities.customerNote.delete({ customerKey }).go(),
    orders.length
      ? db()
          .entities.customerFigure.patch({ list: "customers", customerKey })
          .set({ email: "", name: pseudonym, search: pseudonym.toLowerCase(), addresses: [] })
          .remove(["company", "nip"])
          .go()
          .catch(() => undefined)
      : null,
  ]);
  // The account and its e-mail's claim go together; the audit entry in the same transaction.
  await Audit.write(
    { userId, email: "" },
    {
      action: "account.delete",
      target: { type: "user", id: userId },
      before: { role: user.role, orders: orders.length },
      after: null,
    },
    (e) => [
      e.user.delete({ userId }).commit(),
      e.emailClaim
        .delete({ email: user.email })
        .where((a, op) => op.eq(a.userId, userId))
        .commit(),
    ],
  );
  return { orders: orders.length };
}

/**
 * The person's place in a buyer company (company-account/), checked before anything is erased: the
 * owner of a company that still has buyers is refused (`owndata.company_owner`: the buyers would be
 * left with nobody to run it); otherwise answers the write that ends the membership once the
 * account goes — a buyer's membership, or a sole owner's membership with the company itself (so
 * the NIP is free again). The company's addresses and orders stay the company's.
 */
async function companyLeft(userId: string): Promise<(() => Promise<unknown>) | null> {
  const m = await membership(userId);
  if (!m) return null;
  const { companyId } = m.company;
  if (m.member.role === "owner") {
    const people = await db()
      .entities.companyMember.query.byCompany({ companyId })
      .go({ pages: "all" });
    if (people.data.some((p) => p.userId !== userId))
      throw new AppError("conflict", "owndata.company_owner", {
        params: { company: m.company.name },
      });
  }
  return () =>
    db()
      .transaction.write((e) => [
        e.companyMember.delete({ userId }).commit(),
        ...(m.member.role === "owner" ? [e.buyerCompany.delete({ companyId }).commit()] : []),
      ])
      .go();
}
