import * as Payments from "@printshop/core/settings/payments";
import * as Shipping from "@printshop/core/settings/shipping";
import * as z from "zod";
import type { RestRoute } from "../router";
import { actor, IdBody } from "./shim";

/**
 * The seed's payment and shipping settings paths over admin.payments|shipping.*, with its bodies
 * (`payment` / `shipping`: a map locale → name; shipping edit: `{data}`, the whole record) and its
 * answers (`translations`, `image` = the icon class, shipping's `payment` map). No versions in the
 * seed: each shim writes against the version it read.
 */
type PaymentRow = Awaited<ReturnType<typeof Payments.get>>;
type ShippingRow = Awaited<ReturnType<typeof Shipping.get>>;
const paymentOut = (p: PaymentRow) => ({
  id: p.paymentMethodId,
  translations: p.name,
  image: p.icon,
  icon: p.icon,
  fee: p.fee,
  provider: p.provider,
  version: p.version,
});
const shippingOut = (m: ShippingRow, all: PaymentRow[]) => ({
  id: m.shippingMethodId,
  title: m.name,
  translations: m.name,
  price: m.price,
  packingPrice: m.packingPrice,
  image: m.icon,
  icon: m.icon,
  payment: Object.fromEntries(
    all.map((p) => [String(p.paymentMethodId), m.payments.includes(p.paymentMethodId)]),
  ),
  version: m.version,
});
const everything = {
  pageSize: 100 as const,
  sort: { by: "paymentMethodId" as const, dir: "asc" as const },
};
const allPayments = async () => (await Payments.list(everything)).items;

const Names = z
  .record(
    z.string(),
    z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
  )
  .transform((m) => ({ pl: m.pl ?? "", en: m.en ?? "", de: m.de ?? "" }));
// `fee` (payments) and `packingPrice` (shipping) are ours, not the seed's: optional, passed on when sent.
const Money = z.union([z.string(), z.number()]).optional();
const PaymentAdd = z.object({
  payment: Names.default({ pl: "", en: "", de: "" }),
  icon: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  fee: Money,
});
const PaymentEdit = PaymentAdd.extend({ id: z.coerce.number().int().positive() });
const ShippingAdd = z.object({
  shipping: Names.default({ pl: "", en: "", de: "" }),
  icon: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  price: z.union([z.string(), z.number()]).default(""),
  packingPrice: Money,
});
const ShippingEdit = z.object({
  data: z.object({
    id: z.coerce.number().int().positive(),
    translations: Names.optional(),
    title: Names.optional(),
    shipping: Names.optional(),
    icon: z.string().nullish(),
    image: z.string().nullish(),
    price: z.union([z.string(), z.number()]),
    packingPrice: Money,
    payment: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).default({}),
  }),
});
const on = (v: boolean | number | string) => v === true || v === 1 || v === "1" || v === "true";

export const adminSettingsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/settings/payment/get",
    permission: "administrator",
    handler: async () => (await allPayments()).map(paymentOut),
  },
  {
    method: "POST",
    path: "/admin/settings/payment/get",
    permission: "administrator",
    handler: async (r) => paymentOut(await Payments.get(IdBody.parse(r.body))),
  },
  {
    method: "POST",
    path: "/admin/settings/payment/add",
    permission: "administrator",
    handler: async (r) => {
      const b = PaymentAdd.parse(r.body);
      return paymentOut(
        await Payments.create({ name: b.payment, icon: b.icon, fee: b.fee }, actor(r)),
      );
    },
  },
  {
    method: "POST",
    path: "/admin/settings/payment/edit",
    permission: "administrator",
    handler: async (r) => {
      const b = PaymentEdit.parse(r.body);
      const { version } = await Payments.get({ id: b.id });
      return paymentOut(
        await Payments.update(
          { id: b.id, version, name: b.payment, icon: b.icon, fee: b.fee },
          actor(r),
        ),
      );
    },
  },
  {
    method: "POST",
    path: "/admin/settings/payment/delete",
    permission: "administrator",
    handler: async (r) => {
      const { id } = IdBody.parse(r.body);
      const { version } = await Payments.get({ id });
      return Payments.remove({ id, version }, actor(r));
    },
  },
  {
    method: "GET",
    path: "/admin/settings/shipping/get",
    permission: "administrator",
    handler: async () => {
      const payments = await allPayments();
      return (
        await Shipping.list({ pageSize: 100, sort: { by: "shippingMethodId", dir: "asc" } })
      ).items.map((m) => shippingOut(m, payments));
    },
  },
  {
    method: "GET",
    path: "/admin/settings/shipping/get-payments",
    permission: "administrator",
    handler: async () => (await allPayments()).map(paymentOut),
  },
  {
    method: "POST",
    path: "/admin/settings/shipping/get",
    permission: "administrator",
    handler: async (r) =>
      shippingOut(await Shipping.get(IdBody.parse(r.body)), await allPayments()),
  },
  {
    method: "POST",
    path: "/admin/settings/shipping/add",
    permission: "administrator",
    handler: async (r) => {
      const b = ShippingAdd.parse(r.body);
      const payments = await allPayments();
      // The seed's add form has no payment checkboxes: a new method allows none until edited.
      return shippingOut(
        await Shipping.create(
          {
            name: b.shipping,
            icon: b.icon,
            price: b.price,
            packingPrice: b.packingPrice,
            payments: [],
          },
          actor(r),
        ),
        payments,
      );
    },
  },
  {
    method: "POST",
    path: "/admin/settings/shipping/edit",
    permission: "administrator",
    handler: async (r) => {
      const { data } = ShippingEdit.parse(r.body);
      const { version } = await Shipping.get({ id: data.id });
      const name = data.translations ?? data.shipping ?? data.title ?? { pl: "", en: "", de: "" };
      const payments = Object.entries(data.payment)
        .filter(([, v]) => on(v))
        .map(([k]) => Number(k));
      const saved = await Shipping.update(
        {
          id: data.id,
          version,
          name,
          icon: data.icon ?? data.image ?? "",
          price: data.price,
          packingPrice: data.packingPrice,
          payments,
        },
        actor(r),
      );
      return shippingOut(saved, await allPayments());
    },
  },
  {
    method: "POST",
    path: "/admin/settings/shipping/delete",
    permission: "administrator",
    handler: async (r) => {
      const { id } = IdBody.parse(r.body);
      const { version } = await Shipping.get({ id });
      return Shipping.remove({ id, version }, actor(r));
    },
  },
];
