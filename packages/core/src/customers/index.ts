import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { CustomerGetInput, CustomerListInput, CustomerNoteInput } from "./schema";

export { customerKeyOf, CustomerGetInput, CustomerListInput, CustomerNoteInput } from "./schema";

/**
 * The back office's customers (docs/data-model.md, "Dashboard and customers"): read from the
 * per-customer aggregates every order write keeps (entities/figures.ts customerFigure), never
 * from the orders. The list is one Query of the customers' partition (one small item per
 * customer); the page is GetItem + the customer's order keys + their list rows (BatchGet).
 */

/** 12345 grosze → "123.45". */
export const fromGrosze = (g: number) => {
  const sign = g < 0 ? "-" : "";
  const a = Math.abs(Math.trunc(g));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
};

interface Figure {
  customerKey: string;
  customerId?: string;
  email?: string;
  name?: string;
  company?: string;
  nip?: string;
  addresses?: string[];
  orders: number;
  net: number;
  lastOrderAt?: number;
}

function itemOf(f: Figure) {
  return {
    customerKey: f.customerKey,
    customerId: f.customerId ?? null,
    guest: f.customerKey.startsWith("g"),
    email: f.email ?? "",
    name: f.name ?? "",
    company: f.company ?? "",
    nip: f.nip ?? "",
    addresses: f.addresses ?? [],
    orders: f.orders,
    spent: fromGrosze(f.net),
    lastOrderAt: f.lastOrderAt ?? null,
  };
}
export type CustomerItem = ReturnType<typeof itemOf>;

/** `admin.customers.list`: search by name, company, NIP (digits, with or without dashes), e-mail. */
export const list = fn(CustomerListInput, async (input) => {
  const { data } = await db()
    .entities.customerFigure.query.byKey({ list: "customers" })
    .go({ pages: "all" });
  const needle = (input.search ?? "").toLocaleLowerCase();
  const digits = /^[\d\s-]{3,40}$/.test(needle) ? needle.replace(/\D+/g, "") : "";
  const kind = input.filters?.kind;
  const hits = data.filter(
    (f) =>
      (f.orders > 0 || f.lastOrderAt !== undefined) &&
      (!kind || (kind === "guest") === f.customerKey.startsWith("g")) &&
      (!needle ||
        (f.search ?? "").includes(needle) ||
        (digits !== "" && (f.search ?? "").includes(digits))),
  );
  const by = input.sort.by;
  const dir = input.sort.dir === "asc" ? 1 : -1;
  const value = (f: (typeof hits)[number]) =>
    by === "name" ? (f.company || f.name || f.email || "").toLocaleLowerCase() : (f[by] ?? 0);
  hits.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : a.customerKey.localeCompare(b.customerKey)) * dir;
  });
  const start = (input.page - 1) * input.pageSize;
  return { items: hits.slice(start, start + input.pageSize).map(itemOf), total: hits.length };
});

/** `admin.customers.get`: the customer, their orders (newest first, up to 100) and the note. */
export const get = fn(CustomerGetInput, async ({ customerKey }) => {
  const s = db().entities;
  const [figure, note, links] = await Promise.all([
    s.customerFigure.get({ list: "customers", customerKey }).go(),
    s.customerNote.get({ customerKey }).go(),
    s.customerOrder.query.byCustomer({ customerKey }).go({ order: "desc", limit: 100 }),
  ]);
  if (!figure.data) throw new AppError("not_found", "customer.not_found");
  const keys = links.data.map((l) => ({
    list: "orders",
    createdAt: l.createdAt,
    orderId: l.orderId,
  }));
  const rows = keys.length ? (await s.orderRow.get(keys).go()).data : [];
  const orders = rows
    .map((r) => ({
      orderId: r.orderId,
      number: r.number,
      createdAt: r.createdAt,
      status: r.status,
      paymentStatus: r.paymentStatus,
      net: r.net,
      gross: r.gross,
      currency: r.currency,
    }))
    .sort((a, b) => b.createdAt - a.createdAt);
  return {
    ...itemOf(figure.data),
    /** The buyer company the account belongs to (company-account/), with its people; read-only. */
    companyAccount: await companyOf(customerKey),
    /** The customer's orders, newest first (cancelled ones too: `orders` counts only the others). */
    orderList: orders,
    note: note.data
      ? {
          text: note.data.text,
          version: note.data.version,
          updatedAt: note.data.updatedAt,
          author: note.data.authorEmail,
        }
      : { text: "", version: 0, updatedAt: null, author: null },
  };
});

/** `admin.customers.setNote`: the back office's note on a customer, checked against its version. */
export const setNote = fn(CustomerNoteInput, async (input, actor: Audit.Actor) => {
  const s = db().entities;
  const [figure, current] = await Promise.all([
    s.customerFigure.get({ list: "customers", customerKey: input.customerKey }).go(),
    s.customerNote.get({ customerKey: input.customerKey }).go(),
  ]);
  if (!figure.data) throw new AppError("not_found", "customer.not_found");
  if ((current.data?.version ?? 0) !== input.version)
    throw new AppError("conflict", "conflict.stale");
  const updatedAt = Date.now();
  await Audit.write(
    actor,
    {
      action: "customer.setNote",
      target: { type: "customer", id: input.customerKey },
      before: current.data ? { note: current.data.text } : null,
      after: { note: input.text },
    },
    (e) => [
      input.version === 0
        ? e.customerNote
            .create({
              customerKey: input.customerKey,
              text: input.text,
              updatedAt,
              authorEmail: actor.email,
              version: 1,
            })
            .commit()
        : e.customerNote
            .patch({ customerKey: input.customerKey })
            .set({ text: input.text, updatedAt, authorEmail: actor.email })
            .add({ version: 1 })
            .where(Audit.versionIs(input.version) as never)
            .commit(),
    ],
  );
  return { version: input.version + 1, updatedAt, author: actor.email, text: input.text };
});

/** An account's buyer company and its people (a guest, or an account of none: null). */
async function companyOf(customerKey: string) {
  if (!customerKey.startsWith("u")) return null;
  const s = db().entities;
  const { data: member } = await s.companyMember.get({ userId: customerKey.slice(1) }).go();
  if (!member) return null;
  const [company, members] = await Promise.all([
    s.buyerCompany.get({ companyId: member.companyId }).go(),
    s.companyMember.query.byCompany({ companyId: member.companyId }).go({ pages: "all" }),
  ]);
  if (!company.data) return null;
  return {
    nip: company.data.companyId,
    name: company.data.name,
    threshold: company.data.threshold ?? null,
    role: member.role,
    members: members.data.map((m) => ({
      customerKey: `u${m.userId}`,
      email: m.email,
      role: m.role,
      joinedAt: m.joinedAt,
    })),
  };
}
