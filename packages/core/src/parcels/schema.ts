import * as z from "zod";

/**
 * Parcels of a shipped order (issue 31 item 4): the carriers the shop ships with, each with its
 * public tracking page, and the bounded shape of an order's parcels. Browser-safe (zod only): the
 * admin's parcels panel builds its select from CARRIERS and checks with the same schema.
 */
export interface Carrier {
  id: string;
  /** The brand as the carrier writes it (not translated); `other` is named by the UI's catalogue. */
  name: string;
  /** The public tracking page; `{number}` is replaced by the URL-encoded parcel number. Null: no link. */
  url: string | null;
}

export const CARRIERS = [
  { id: "inpost", name: "InPost", url: "https://inpost.pl/sledzenie-przesylek?number={number}" },
  {
    id: "dpd",
    name: "DPD",
    url: "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={number}",
  },
  {
    id: "dhl",
    name: "DHL",
    url: "https://www.dhl.com/pl-pl/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}",
  },
  { id: "gls", name: "GLS", url: "https://gls-group.com/PL/pl/sledzenie-paczek?match={number}" },
  { id: "ups", name: "UPS", url: "https://www.ups.com/track?loc=pl_PL&tracknum={number}" },
  { id: "fedex", name: "FedEx", url: "https://www.fedex.com/fedextrack/?trknbr={number}" },
  {
    id: "poczta",
    name: "Poczta Polska",
    url: "https://emonitoring.poczta-polska.pl/?numer={number}",
  },
  { id: "other", name: "", url: null },
] as const satisfies readonly Carrier[];

export type CarrierId = (typeof CARRIERS)[number]["id"];
export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]];

export const MAX_PARCELS = 10;
export const MAX_PARCEL_NUMBER = 40;
/** Runs only on a string of at most MAX_PARCEL_NUMBER characters (the refine checks the length first). */
const NUMBER_PATTERN = /^[\da-z-]+$/i;

/** A parcel number as carriers print it: letters, digits and hyphens, at most 40 characters. */
export const parcelNumber = z
  .string()
  .trim()
  .min(1)
  .max(MAX_PARCEL_NUMBER)
  // Too long is `.max`'s refusal: the pattern never sees a string over the bound.
  .refine((s) => s.length > MAX_PARCEL_NUMBER || NUMBER_PATTERN.test(s), {
    message: "order.parcels.number_invalid",
  });

export const Parcel = z.object({ carrier: z.enum(CARRIER_IDS), number: parcelNumber });
export type Parcel = z.infer<typeof Parcel>;

/** An order's parcels: at most 10, no parcel entered twice (same carrier and number). */
export const Parcels = z
  .array(Parcel)
  .max(MAX_PARCELS)
  .refine(
    (list) =>
      list.length > MAX_PARCELS ||
      new Set(list.map((p) => `${p.carrier}:${p.number.toUpperCase()}`)).size === list.length,
    { message: "order.parcels.duplicate" },
  );

export const SetParcelsInput = z.object({
  orderId: z.string().min(1).max(64),
  parcels: Parcels,
  version: z.int().min(1),
});
export type SetParcelsInput = z.input<typeof SetParcelsInput>;

export const carrierOf = (id: string): Carrier | undefined => CARRIERS.find((c) => c.id === id);

/** The carrier's tracking page of one parcel, or null (carrier `other`, or one no longer known). */
export function trackingUrl(parcel: { carrier: string; number: string }): string | null {
  const template = carrierOf(parcel.carrier)?.url;
  return template ? template.replace("{number}", encodeURIComponent(parcel.number)) : null;
}

/** What the shop and the e-mail show of a parcel: the carrier's name (null for `other`), the number, the link. */
export const parcelView = (p: { carrier: string; number: string }) => ({
  carrier: p.carrier,
  carrierName: carrierOf(p.carrier)?.name || null,
  number: p.number,
  url: trackingUrl(p),
});
export type ParcelView = ReturnType<typeof parcelView>;
