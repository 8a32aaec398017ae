import { randomBytes } from "node:crypto";
import { AppError } from "../error";
import { fn } from "../fn";
import { hit } from "../account/throttle";
import { addressKey } from "../account/address";
import * as Company from "../company/index";
import * as Currency from "../currency/index";
import * as Product from "../product/load";
import { currencyFor, lineGrosze } from "../cart/view";
import { convertFromPLN, toGrosze } from "../pricing/money";
import { priceLine, type PricedLine } from "../cart/price";
import { CreateInput, GetInput, MODES, Stored, type ModePrice } from "./schema";
import { holdsAt, validity } from "./validity";
import { storeNumbered } from "./number";
import { load } from "./load";
import { slugIn } from "../slug/schema";
import { now } from "./clock";

export { CreateInput, GetInput, OfferId, Stored } from "./schema";
export { holdLine, type Hold } from "./hold";
export { load } from "./load";

/**
 * Numbered offers (issue 31 item 3): the server prices the configuration in all three modes as of
 * today, stores what it quoted with the seller's data under the year's next number, and holds those
 * prices for that exact configuration, run, mode and currency until the validity's last day
 * (Europe/Warsaw) — at the cart's add and at checkout (hold.ts). The client sends a configuration,
 * never an amount; an offer id from it is only a reference the server loads and compares.
 */

/** Offers per IP per window: each is a numbered item and a priced configuration, so issuing is limited. */
export const CREATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
/** Kept a year past the validity (TTL), then DynamoDB drops it. */
const KEEP_SECONDS = 365 * 24 * 3600;

async function claim(ip: string) {
  try {
    await hit("offer-new", addressKey(ip), CREATE_LIMIT);
  } catch (e) {
    if (e instanceof AppError && e.kind === "rate_limited")
      throw new AppError("rate_limited", "offer.too_many", { params: e.params, cause: e });
    throw e;
  }
}

/** A new offer id: 160 random bits in lower-case base32 (case-exact, like a cart id). */
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
function newId(): string {
  const bytes = randomBytes(32);
  let out = "";
  for (let i = 0; i < 32; i++) out += BASE32[bytes[i]! & 31];
  return out;
}

/** Whole hundredths as a decimal string (`-1234` → `-12.34`): exact, no float on the way. */
export function decimal(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** One mode's PLN price shown in the currency: each figure converted on its own (pricing.md §2). */
function modePrice(p: PricedLine, rate: number): ModePrice {
  const g = lineGrosze(p, false);
  const conv = (x: number) => (rate === 1 ? x : toGrosze(convertFromPLN(decimal(x), rate)));
  const net = conv(g.netAfterDiscount);
  const gross = conv(g.grossAfterDiscount);
  return {
    netGrosze: p.netGrosze,
    discountGrosze: p.discountGrosze,
    days: p.days,
    net: decimal(net),
    vat: decimal(gross - net),
    gross: decimal(gross),
  };
}

/**
 * Issues an offer: the IP's limit first (one conditional write), then the configuration priced by
 * the server in eco, standard and express (refused like a cart line when it is not valid), then
 * the number and the offer in one transaction. Answers what the shop needs to download it.
 */
export const create = fn(CreateInput, async (input, ctx: { ip: string }) => {
  const currencies = await Currency.list();
  if (input.currency !== undefined && !currencies[input.currency])
    throw new AppError("input", "offer.unknown_currency", {
      fields: [{ field: "currency", code: "invalid" }],
    });
  await claim(ctx.ip);
  const currency = currencyFor(input.currency, input.locale, currencies);
  const opts = { vat: input.vat, locale: input.locale };
  const [eco, standard, express] = await Promise.all(
    MODES.map((mode) => priceLine(input.config, mode, opts)),
  );
  const seller = await Company.get();
  const createdAt = now();
  const { createdDay, validUntil } = validity(createdAt);
  const offerId = newId();
  const year = Number(createdDay.slice(0, 4));
  const stored = await storeNumbered(year, ({ number, seq }) => {
    const body: Stored = {
      offerId,
      number,
      createdAt,
      createdDay,
      validUntil,
      locale: input.locale,
      currency: currency.code,
      rate: String(currency.rate),
      productId: eco!.productId,
      title: eco!.title,
      params: eco!.params,
      config: eco!.config,
      quantity: eco!.quantity,
      vat: eco!.vat,
      modes: {
        eco: modePrice(eco!, currency.rate),
        standard: modePrice(standard!, currency.rate),
        express: modePrice(express!, currency.rate),
      },
      seller: {
        name: seller.name,
        street: seller.street,
        postcode: seller.postcode,
        city: seller.city,
        country: seller.country,
        nip: seller.nip,
        phone: seller.phone,
        email: seller.email,
      },
    };
    const item = {
      offerId,
      number,
      year,
      seq,
      body: JSON.stringify(body),
      createdAt,
      validUntil,
      expiresAt: Math.floor(createdAt / 1000) + KEEP_SECONDS + 15 * 24 * 3600,
    };
    return { body, item };
  });
  return {
    offerId: stored.offerId,
    number: stored.number,
    createdDay: stored.createdDay,
    validUntil: stored.validUntil,
  };
});

/**
 * What the shop restores from an offer's link: the product's address, the configuration, the
 * chosen VAT, and whether the prices still hold today (the page then says the price is today's).
 */
export const get = fn(GetInput, async ({ offerId, locale }) => {
  const offer = await load(offerId);
  const product = offer.productId ? await Product.item(offer.productId) : null;
  return {
    offerId: offer.offerId,
    number: offer.number,
    validUntil: offer.validUntil,
    valid: holdsAt(offer.validUntil, now()),
    productId: offer.productId,
    /** The product page's address in the caller's language (the Polish one without a locale). */
    slug: product ? slugIn(product, locale ?? "pl") : null,
    config: offer.config,
    vat: offer.vat,
    currency: offer.currency,
    modes: {
      eco: { net: offer.modes.eco.net, gross: offer.modes.eco.gross },
      standard: { net: offer.modes.standard.net, gross: offer.modes.standard.gross },
      express: { net: offer.modes.express.net, gross: offer.modes.express.gross },
    },
  };
});

/** The offer's PDF as the shop downloads it (`{ fileName, contentType, base64 }`), in its own language. */
export const pdf = fn(GetInput, async ({ offerId }) => {
  const offer = await load(offerId);
  const { renderOfferPdf } = await import("./pdf");
  let bytes: Uint8Array;
  try {
    bytes = await renderOfferPdf(offer);
  } catch (cause) {
    throw new AppError("internal", "offer.pdf_failed", { cause });
  }
  return {
    fileName: `${offer.number.replace(/\//g, "-")}.pdf`,
    contentType: "application/pdf",
    base64: Buffer.from(bytes).toString("base64"),
  };
});
