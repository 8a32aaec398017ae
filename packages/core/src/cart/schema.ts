import * as z from "zod";
import { LocaleSchema, VatSchema } from "../pricing/schema";
import { LineConfig } from "./line-config";

/**
 * The cart's wire schemas (zod only: the browser imports this file). A cart write carries the
 * structured configuration the server prices from; price fields a client sends are not part of
 * any schema and are dropped by parsing (z.object strips unknown keys).
 */

export const ModeSchema = z.enum(["eco", "standard", "express"]);
export type Mode = z.infer<typeof ModeSchema>;

export { LineConfig } from "./line-config";

export const AddInput = z.object({
  config: LineConfig,
  mode: ModeSchema,
  /** The chosen VAT rate (one of the product's choices); 23 when left out. */
  vat: VatSchema.optional(),
  comment: z.string().max(2000).optional(),
  locale: LocaleSchema.optional(),
  /**
   * The offer this configuration was restored from: only a reference. The server loads the offer
   * and holds its price only for the same configuration, run, VAT, mode and currency while it is
   * valid (offer/hold.ts); a cart write that does not ask the offer module ignores it.
   */
  offerId: z
    .string()
    .max(40)
    .regex(/^[a-z2-7]{32}$/)
    .optional(),
});
export type AddInput = z.infer<typeof AddInput>;

/** A line id, or (the seed's form) the line's index in the cart. */
export const RemoveInput = z.object({
  id: z.union([z.string().regex(/^[\w-]{1,40}$/), z.int().nonnegative().max(1000)]),
});
export type RemoveInput = z.infer<typeof RemoveInput>;

/** A new run for one line (the server prices it again; a run the product does not offer is refused). */
export const SetQuantityInput = z.object({
  id: z.string().regex(/^[\w-]{1,40}$/),
  quantity: z.int().positive().max(10_000_000),
  locale: LocaleSchema.optional(),
});
export type SetQuantityInput = z.infer<typeof SetQuantityInput>;

/** The configuration with another run (a label's run is its quote input's quantity). */
export function withQuantity(config: LineConfig, quantity: number): LineConfig {
  return config.kind === "label"
    ? { ...config, input: { ...config.input, quantity } }
    : { ...config, quantity };
}

export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);
export const UpdateInput = z
  .object({ noVat: z.boolean().optional(), currency: CurrencyCode.optional() })
  .refine((u) => u.noVat !== undefined || u.currency !== undefined, {
    message: "noVat or currency",
    path: ["noVat"],
  });
export type UpdateInput = z.infer<typeof UpdateInput>;

const Text = z.object({ pl: z.string(), en: z.string(), de: z.string() });

/** A cart line as stored: the configuration, what it shows, and the server's own price in grosze. */
export const CartLineInfo = z.object({
  id: z.string(),
  kind: z.enum(["label", "calculator", "table"]),
  productId: z.number().nullable(),
  title: Text,
  params: z.array(z.object({ title: Text, value: z.union([Text, z.string()]) })),
  config: LineConfig,
  mode: ModeSchema,
  quantity: z.number(),
  vat: z.number(),
  /** PLN net in whole grosze, computed by the server at the time of the add. */
  netGrosze: z.int(),
  /** The product's discount on that net, whole grosze. */
  discountGrosze: z.int(),
  days: z.number(),
  comment: z.string().optional(),
  addedAt: z.number(),
  /** The shopper asked our prepress to fix the print file (wrong size, no bleed): set on the upload step. */
  prepressFix: z.boolean().optional(),
  /** The offer whose price this line holds (set by the server when the offer held at the add). */
  offerId: z.string().optional(),
});

/** The cart aggregate as `Cart.load` answers it (entities/cart.ts). */
export const Info = z.object({
  cartId: z.string(),
  lines: z.array(CartLineInfo),
  currency: z.string().nullable(),
  noVat: z.boolean(),
  customerId: z.string().nullable(),
  version: z.int(),
  expiresAt: z.number(),
});

export const MAX_LINES = 50;
export const CART_TTL_DAYS = 30;

/** The amounts of one line or of a whole cart in one currency, rounded to 0.01. */
export interface Amounts {
  net: number;
  gross: number;
  discount: number;
  netAfterDiscount: number;
  grossAfterDiscount: number;
}
