import * as z from "zod";
import { listInput } from "../list/schema";
import { translated } from "../i18n/translated";

/** Payment and shipping methods as the back office edits them (browser-safe, zod only). */
export const Id = z.coerce.number().int().positive();
const Text = z.object({ pl: z.string(), en: z.string(), de: z.string() });

/** The icon's CSS class name, e.g. `icon-transfer`. */
export const Icon = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w -]*$/)
  .default("");
/** Who takes a method's payment online; `none`: offline (a transfer, cash on delivery). */
export const PAYMENT_PROVIDERS = ["none", "przelewy24", "stripe"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const Provider = z.enum(PAYMENT_PROVIDERS);

/** A net price in PLN with at most two decimals ("12", "12.5", "12,50"), kept as "12.50". */
export const NetPrice = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(",", "."))
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/))
  .transform((v) => {
    const [int, frac = ""] = v.split(".");
    return `${Number(int)}.${frac.padEnd(2, "0")}`;
  });

export const PaymentRow = z.object({
  paymentMethodId: z.int(),
  name: Text,
  icon: z.string(),
  fee: z.string(),
  provider: Provider,
  /** The provider's keys are set here (false: its orders wait for payment, docs/payments.md). */
  usedBy: z.array(z.int()),
  version: z.int(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;
export const ShippingRow = z.object({
  shippingMethodId: z.int(),
  name: Text,
  icon: z.string(),
  /** The net price to Poland. */
  price: z.string(),
  /** The net price to each zone outside Poland, "" where the method does not go (settings/zones.ts). */
  zones: z.object({ eu1: z.string(), eu2: z.string(), world: z.string() }),
  packingPrice: z.string(),
  payments: z.array(z.int()),
  version: z.int(),
});
export type ShippingRow = z.infer<typeof ShippingRow>;
/** Each method as `get` answers it: the row is the whole record. */
export const PaymentInfo = PaymentRow;
export const ShippingInfo = ShippingRow;

export const PaymentListInput = listInput(["paymentMethodId", "name"], z.object({}));
export const ShippingListInput = listInput(["shippingMethodId", "name", "price"], z.object({}));
export const GetInput = z.object({ id: Id });
export const WriteInput = z.object({ id: Id, version: z.int().min(1) });

/** At least one language must have a name (checked by the core: the seed's own message). */
/** A net price as NetPrice, or "" for none (a charge the method does not offer). */
export const OptionalNetPrice = z.union([z.literal(""), NetPrice]);

/**
 * `fee`: the shop's own charge for this payment (cash on delivery), net PLN, "0.00" for none;
 * `provider`: who takes the payment online ("none" when left out of a create). Left out of an
 * update, the stored fee and provider stay (clients that do not know a field change nothing).
 */
export const PaymentFields = z.object({
  name: translated(100),
  icon: Icon,
  fee: NetPrice.optional(),
  provider: Provider.optional(),
});
export const PaymentCreateInput = PaymentFields;
export const PaymentUpdateInput = PaymentFields.extend({ id: Id, version: z.int().min(1) });

/**
 * A method's net prices outside Poland, PLN, one per zone of settings/zones.ts; "" (or left out)
 * where the method does not deliver: the checkout does not offer it for that destination.
 */
export const ZonePrices = z.object({
  eu1: OptionalNetPrice.default(""),
  eu2: OptionalNetPrice.default(""),
  world: OptionalNetPrice.default(""),
});
export type ZonePrices = z.infer<typeof ZonePrices>;

/**
 * `price`: the net price to Poland; `zones`: the prices to the other zones (left out of an
 * update, the stored ones stay; left out of a create, the method delivers in Poland only).
 * `packingPrice`: protective packing the shopper may add, net PLN; "" when the method does not
 * offer it; left out of an update, the stored one stays.
 */
export const ShippingFields = z.object({
  name: translated(100),
  icon: Icon,
  price: NetPrice,
  zones: ZonePrices.optional(),
  packingPrice: OptionalNetPrice.optional(),
  payments: z.array(z.int().positive()).max(100).default([]),
});
export const ShippingCreateInput = ShippingFields;
export const ShippingUpdateInput = ShippingFields.extend({ id: Id, version: z.int().min(1) });
