import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import { pageOf } from "../list/page";
import { asTranslated, hasAnyText } from "../i18n/translated";
import { all as methods, shippingAllows } from "./payments";
import {
  GetInput,
  ShippingCreateInput,
  ShippingListInput,
  ShippingUpdateInput,
  WriteInput,
  type ShippingRow,
  type ZonePrices,
} from "./schema";

export { ShippingInfo as Info } from "./schema";

/**
 * Shipping methods (admin.shipping.*): name per language, icon, net price in PLN (exact decimal
 * string) to Poland and to each other zone of zones.ts ("" where the method does not go), the net price of protective packing ("" when the method does not offer it), and the
 * ids of the payment methods it allows (`payments`).
 * Checkout reads them through its definition cache; every write clears it (`checkoutMethods`), so
 * an edited price is charged on the next checkout.
 */
const target = (id: number) => ({ type: "shipping", id: String(id) });

type Ship = Awaited<ReturnType<typeof methods>>["shipping"][number];
const allowed = (m: Ship) => [...m.payments].sort((a, b) => a - b);
const zonesOf = (m: Ship): ZonePrices => ({
  eu1: m.zones?.eu1 ?? "",
  eu2: m.zones?.eu2 ?? "",
  world: m.zones?.world ?? "",
});
const toRow = (m: Ship): ShippingRow => ({
  shippingMethodId: m.shippingMethodId,
  name: asTranslated(m.translations),
  icon: m.icon ?? "",
  price: m.price,
  zones: zonesOf(m),
  packingPrice: m.packingPrice ?? "",
  payments: allowed(m),
  version: m.version ?? 1,
});

async function load(id: number) {
  const data = await methods();
  const m = data.shipping.find((x) => x.shippingMethodId === id);
  if (!m) throw new AppError("not_found", "shipping.not_found");
  return { m, ...data };
}

/** The allowed payment ids, each a live payment method (else `shipping.unknown_payment`), sorted, once each. */
function allowedIds(payments: { paymentMethodId: number; active?: boolean }[], chosen: number[]) {
  const live = payments.filter((p) => p.active !== false).map((p) => p.paymentMethodId);
  if (chosen.some((id) => !live.includes(id)))
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "payments", code: "shipping.unknown_payment" }],
    });
  return [...new Set(chosen)].sort((a, b) => a - b);
}

const requireName = (name: Record<string, string>) => {
  if (!hasAnyText(name))
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "name", code: "shipping.name_required" }],
    });
};

export const list = fn(ShippingListInput, async (input) =>
  pageOf((await methods()).shipping.map(toRow), input, {
    searchIn: (r) => [r.name.pl, r.name.en, r.name.de, r.icon],
    sortBy: {
      shippingMethodId: (r) => r.shippingMethodId,
      name: (r) => r.name.pl,
      price: (r) => Number(r.price),
    },
  }),
);

export const get = fn(GetInput, async ({ id }) => toRow((await load(id)).m));

/**
 * A cancelled write (`conflict.stale`) said more exactly: when a payment method the write allows
 * was retired meanwhile (its `shippingAllows` item failed), the input error the form shows.
 */
async function explained<T>(chosen: number[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict.stale")
      allowedIds((await methods(true)).payments, chosen);
    throw error;
  }
}

export const create = fn(ShippingCreateInput, async (input, actor: Audit.Actor) => {
  requireName(input.name);
  const { shipping, payments } = await methods();
  const shippingMethodId = Math.max(0, ...shipping.map((m) => m.shippingMethodId)) + 1;
  const item = {
    shippingMethodId,
    icon: input.icon,
    price: input.price,
    zones: input.zones ?? { eu1: "", eu2: "", world: "" },
    packingPrice: input.packingPrice ?? "",
    payments: allowedIds(payments, input.payments),
    translations: input.name,
    version: 1,
  };
  await explained(item.payments, () =>
    Audit.write(
      actor,
      {
        action: "shipping.create",
        target: target(shippingMethodId),
        before: null,
        after: {
          name: input.name,
          icon: input.icon,
          price: input.price,
          zones: item.zones,
          packingPrice: item.packingPrice,
          payments: input.payments,
        },
      },
      (entities) =>
        [
          entities.shippingMethod.create(item).commit(),
          ...item.payments.map((id) => shippingAllows(entities, id)),
        ] as never,
    ),
  );
  changed("checkoutMethods");
  return toRow(item);
});

export const update = fn(
  ShippingUpdateInput,
  async ({ id, version, ...input }, actor: Audit.Actor) => {
    requireName(input.name);
    const { m, payments } = await load(id);
    const chosen = allowedIds(payments, input.payments);
    // Only the methods this write starts allowing touch their guard: one already allowed was
    // visible to any retire's read (the version condition pins what was allowed).
    const added = chosen.filter((p) => !m.payments.includes(p));
    await explained(chosen, () =>
      Audit.update(actor, {
        action: "shipping.update",
        target: target(id),
        entity: "shippingMethod",
        key: { shippingMethodId: id },
        version,
        current: m,
        set: {
          translations: input.name,
          icon: input.icon,
          price: input.price,
          ...(input.zones !== undefined ? { zones: input.zones } : {}),
          ...(input.packingPrice !== undefined ? { packingPrice: input.packingPrice } : {}),
          payments: chosen,
        },
        also: (entities) => added.map((p) => shippingAllows(entities, p)),
      }),
    );
    changed("checkoutMethods");
    return get({ id });
  },
);

export const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const { m } = await load(id);
  await Audit.remove(actor, {
    action: "shipping.remove",
    target: target(id),
    entity: "shippingMethod",
    key: { shippingMethodId: id },
    version,
    current: m,
    before: { name: asTranslated(m.translations), price: m.price },
  });
  changed("checkoutMethods");
  return { id };
});
