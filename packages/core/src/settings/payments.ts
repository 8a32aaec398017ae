import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import { pageOf } from "../list/page";
import { asTranslated, hasAnyText } from "../i18n/translated";
import { providerOf } from "./provider";
import {
  GetInput,
  PaymentCreateInput,
  PaymentListInput,
  PaymentUpdateInput,
  WriteInput,
  type PaymentRow,
} from "./schema";

export { PaymentInfo as Info } from "./schema";

/**
 * Payment methods (admin.payments.*), in the settings partition. A method is never deleted from
 * the table: orders name it by id. `remove` refuses one a shipping method still allows, and
 * otherwise retires it (`active: false`: gone from checkout and from these lists, kept for the
 * orders that name it). The seed hides delete on its screen; so does the admin.
 */
const target = (id: number) => ({ type: "payment", id: String(id) });

export async function all(consistent = false) {
  const s = db().entities;
  if (consistent) {
    // In this order (see `remove`): the payments' guards, then the shipping methods.
    const payments = await s.paymentMethod.query.byId({}).go({ pages: "all", consistent });
    const shipping = await s.shippingMethod.query.byId({}).go({ pages: "all", consistent });
    return { payments: payments.data, shipping: shipping.data };
  }
  const [payments, shipping] = await Promise.all([
    s.paymentMethod.query.byId({}).go({ pages: "all" }),
    s.shippingMethod.query.byId({}).go({ pages: "all" }),
  ]);
  return { payments: payments.data, shipping: shipping.data };
}

/**
 * The transaction item every shipping write that STARTS allowing payment method `paymentMethodId`
 * carries: it fails unless the method is still active (the shipping write is then cancelled), and
 * changes the method's retire guard (`shippingAdded`), so a retire that read the shipping methods
 * before is cancelled instead (see `remove`).
 */
export const shippingAllows = (entities: Audit.TxEntities, paymentMethodId: number) =>
  entities.paymentMethod
    .patch({ paymentMethodId })
    .add({ shippingAdded: 1 })
    .where((a, op) => `(${op.notExists(a.active)} OR ${op.eq(a.active, true)})`)
    .commit();
type Stored = Awaited<ReturnType<typeof all>>["payments"][number];
type Ship = Awaited<ReturnType<typeof all>>["shipping"][number];

const allows = (m: Ship, id: number) => m.payments.includes(id);
const toRow = (p: Stored, shipping: Ship[]): PaymentRow => ({
  paymentMethodId: p.paymentMethodId,
  name: asTranslated(p.translations),
  icon: p.icon ?? "",
  fee: p.fee || "0.00",
  provider: providerOf(p),
  usedBy: shipping.filter((m) => allows(m, p.paymentMethodId)).map((m) => m.shippingMethodId),
  version: p.version ?? 1,
});

async function load(id: number, consistent = false) {
  const data = await all(consistent);
  const p = data.payments.find((x) => x.paymentMethodId === id && x.active !== false);
  if (!p) throw new AppError("not_found", "payment.not_found");
  return { p, ...data };
}

const requireName = (name: Record<string, string>) => {
  if (!hasAnyText(name))
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "name", code: "payment.name_required" }],
    });
};

export const list = fn(PaymentListInput, async (input) => {
  const { payments, shipping } = await all();
  return pageOf(
    payments.filter((p) => p.active !== false).map((p) => toRow(p, shipping)),
    input,
    {
      searchIn: (r) => [r.name.pl, r.name.en, r.name.de, r.icon],
      sortBy: { paymentMethodId: (r) => r.paymentMethodId, name: (r) => r.name.pl },
    },
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
  const item = {
    paymentMethodId,
    icon: input.icon,
    fee: input.fee ?? "0.00",
    provider: input.provider ?? "none",
    translations: input.name,
    active: true,
    version: 1,
  };
  await Audit.write(
    actor,
    {
      action: "payment.create",
      target: target(paymentMethodId),
      before: null,
      after: { name: input.name, icon: input.icon, fee: item.fee, provider: item.provider },
    },
    ({ paymentMethod }) => [paymentMethod.create(item).commit()] as never,
  );
  changed("checkoutMethods");
  return toRow(item, []);
});

export const update = fn(
  PaymentUpdateInput,
  async ({ id, version, name, icon, fee, provider }, actor: Audit.Actor) => {
    requireName(name);
    const { p } = await load(id);
    await Audit.update(actor, {
      action: "payment.update",
      target: target(id),
      entity: "paymentMethod",
      key: { paymentMethodId: id },
      version,
      // The provider as read (a method stored before providers existed reads as the seed meant
      // it), so the audit's "before" says what the shop did, not that the attribute was absent.
      current: { ...p, provider: providerOf(p) },
      set: {
        translations: name,
        icon,
        ...(fee !== undefined ? { fee } : {}),
        ...(provider !== undefined ? { provider } : {}),
      },
    });
    changed("checkoutMethods");
    return get({ id });
  },
);

/** How often `remove` re-reads after its write was cancelled by a shipping method starting to allow it. */
const REMOVE_ATTEMPTS = 3;

/**
 * Retires the method unless a shipping method still allows it (then `payment.in_use`, nothing
 * changed). Orders keep naming it: nothing is deleted.
 *
 * Atomic against shipping writes: it reads the payment methods (with the guard `shippingAdded`)
 * and then the shipping methods, both strongly consistent, and the retire is conditioned on the
 * version the person saw AND on the guard as read. A shipping write that started allowing the
 * method after the read changed the guard, so the retire is cancelled and reads again (then
 * `payment.in_use`); one after the retire finds the method inactive and is cancelled.
 */
export const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  for (let attempt = 1; ; attempt++) {
    const { p, shipping } = await load(id, true);
    Audit.assertVersion(p, version);
    const usedBy = shipping.filter((m) => allows(m, id));
    if (usedBy.length)
      throw new AppError("conflict", "payment.in_use", { params: { count: usedBy.length } });
    const guard = p.shippingAdded;
    try {
      await Audit.write(
        actor,
        {
          action: "payment.remove",
          target: target(id),
          before: { active: true },
          after: { active: false },
        },
        ({ paymentMethod }) =>
          [
            paymentMethod
              .patch({ paymentMethodId: id })
              .set({ active: false })
              .add({ version: 1 })
              .where(
                (a, op) =>
                  `${op.eq(a.version, version)} AND ${guard === undefined ? op.notExists(a.shippingAdded) : op.eq(a.shippingAdded, guard)}`,
              )
              .commit(),
          ] as never,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "conflict.stale" && attempt < REMOVE_ATTEMPTS)
        continue;
      throw error;
    }
    changed("checkoutMethods");
    return { id };
  }
});
