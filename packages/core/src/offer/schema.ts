import * as z from "zod";
import { LocaleSchema, VatSchema } from "../pricing/schema";
import { LineConfig } from "../cart/line-config";

/**
 * Offers' wire schemas (zod only: the browser imports this file). An offer is asked for with the
 * configuration alone; every amount in it is the server's (offer/index.ts), never the client's.
 */

/** An offer's id in its link: 32 characters of lower-case base32 (160 random bits, like a cart's). */
export const OFFER_ID = /^[a-z2-7]{32}$/;
export const OfferId = z.string().max(40).regex(OFFER_ID);

export const CreateInput = z.object({
  config: LineConfig,
  /** The chosen VAT rate (one of the product's choices); 23 when left out. */
  vat: VatSchema.optional(),
  locale: LocaleSchema,
  /** The currency the page shows (one of the shop's list); the locale's default when left out. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type CreateInput = z.infer<typeof CreateInput>;

export const GetInput = z.object({ offerId: OfferId, locale: LocaleSchema.optional() });
export type GetInput = z.infer<typeof GetInput>;

export const MODES = ["eco", "standard", "express"] as const;
const Text = z.object({ pl: z.string(), en: z.string(), de: z.string() });

/** One mode's price: PLN grosze as the cart stores them, and the amounts shown in the offer's currency. */
export const ModePrice = z.object({
  netGrosze: z.int(),
  discountGrosze: z.int(),
  days: z.number(),
  /** Decimal strings in the offer's currency, after the discount: what the buyer pays. */
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
});
export type ModePrice = z.infer<typeof ModePrice>;

/** The seller as the offer names it (a snapshot of the company data on the day). */
export const Seller = z.object({
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  nip: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** The offer as stored (the `body` of the offer item) and as the shop reads it back. */
export const Stored = z.object({
  offerId: z.string(),
  number: z.string(),
  createdAt: z.number(),
  /** Europe/Warsaw days, `YYYY-MM-DD`: issued on, and the last day the prices hold. */
  createdDay: z.string(),
  validUntil: z.string(),
  locale: LocaleSchema,
  currency: z.string(),
  /** PLN per one unit of the currency on the day (decimal string). */
  rate: z.string(),
  productId: z.number().nullable(),
  title: Text,
  params: z.array(z.object({ title: Text, value: z.union([Text, z.string()]) })),
  config: LineConfig,
  quantity: z.number(),
  vat: z.number(),
  modes: z.object({ eco: ModePrice, standard: ModePrice, express: ModePrice }),
  seller: Seller,
});
export type Stored = z.infer<typeof Stored>;
export { LineConfig };
