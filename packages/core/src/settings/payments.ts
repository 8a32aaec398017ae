import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/index";
import { changed } from "../cache";
import { pageOf } from "../list/page";
import { asTranslated, hasAnyText } from "../i18n/translated";
import { GetInput, PaymentCreateInput, PaymentListInput, PaymentUpdateInput, WriteInput, type PaymentRow } from "./schema";

export { PaymentInfo as Info } from "./schema";

/**
 * Payment methods (admin.payments.*), in the settings partition. A method is never deleted from
 * the table: orders name it by id. `remove` refuses one a shipping method still allows, and
 * otherwise retires it (`active: false`: gone from checkout and from these lists, kept for the
 * orders that name it). The seed hides delete on its screen; so does the admin.
 */
const target = (id: number) => ({ type: "payment", id: String(id) });

export async function all() {
  const s = db().entities;
  const [payments, shipping] = await Promise.all([s.paymentMethod.query.byId({}).go({ pages: "all" }), s.shippingMethod.query.byId({}).go({ pages: "all" })]);
  return { payments: payments.data, shipping: shipping.data };
}
type Stored = Awaited<ReturnType<typeof all>>["payments"][number];
type Ship = Awaited<ReturnType<typeof all>>["shipping"][number];

const allows = (m: Ship, id: number) => m.payments.includes(id);
const toRow = (p: Stored, shipping: Ship[]): PaymentRow => ({
  paymentMethodId: p.paymentMethodId,
  name: asTranslated(p.translations),
  icon: p.icon ?? "",
  usedBy: shipping.filter((m) => allows(m, p.paymentMethodId)).map((m) => m.shippingMethodId),
  version: p.version ?? 1,
});

async function load(id: number) {
  const data = await all();
  const p = data.payments.find((x) => x.paymentMethodId === id && x.active !== false);
  if (!p) throw new AppError("not_found", "payment.not_found");
  return { p, ...data };
}

const requireName = (name: Record<string, string>) => {
  if (!hasAnyText(name)) throw new AppError("input", "input.invalid", { fields: [{ field: "name", code: "payment.name_required" }] });
};

export const list = fn(PaymentListInput, async (input) => {
  const { payments, shipping } = await all();
  return pageOf(
    payments.filter((p) => p.active !== false).map((p) => toRow(p, shipping)),
    input,
    { searchIn: (r) => [r.name.pl, r.name.en, r.name.de, r.icon], sortBy: { paymentMethodId: (r) => r.paymentMethodId, name: (r) => r.name.pl } },
  );
});

export const get = fn(GetInput, async ({ id }) => {
  const { p, shipping } = await load(id);
  return toRow(p, shipping);
});

export const create = fn(PaymentCreateInput, async (input, actor: Audit.Actor) => {
  requireName(input.name);
  const { payments } = await all();
  const paymentMethodId = Math.max(0, ...payments.map((p) => p.paymentMethodId)) + 1;
  const item = { paymentMethodId, icon: input.icon, translations: input.name, active: true, version: 1 };
  await Audit.write(actor, { action: "payment.create", target: target(paymentMethodId), before: null, after: { name: input.name, icon: input.icon } }, ({ paymentMethod }) => [
    paymentMethod.create(item).commit(),
  ] as never);
  changed("checkoutMethods");
  return toRow(item, []);
});

export const update = fn(PaymentUpdateInput, async ({ id, version, name, icon }, actor: Audit.Actor) => {
  requireName(name);
  const { p } = await load(id);
  await Audit.update(actor, { action: "payment.update", target: target(id), entity: "paymentMethod", key: { paymentMethodId: id }, version, current: p, set: { translations: name, icon } });
  changed("checkoutMethods");
  return get({ id });
});

/** Retires the method unless a shipping method still allows it (then `payment.in_use`, nothing changed). */
export const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const { p, shipping } = await load(id);
  const usedBy = shipping.filter((m) => allows(m, id));
  if (usedBy.length) throw new AppError("conflict", "payment.in_use", { params: { count: usedBy.length } });
  await Audit.update(actor, { action: "payment.remove", target: target(id), entity: "paymentMethod", key: { paymentMethodId: id }, version, current: { ...p, active: p.active !== false }, set: { active: false } });
  changed("checkoutMethods");
  return { id };
});
