import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { Locale } from "../i18n/locale";
import { noVatAllowed } from "../pricing/money";
import * as Currency from "../currency/index";
import { priceLine } from "./price";
import type { CartLine, StoredCart } from "./line";
import {
  AddInput,
  MAX_LINES,
  RemoveInput,
  SetQuantityInput,
  UpdateInput,
  withQuantity,
} from "./schema";
import { view } from "./view";
import { fn } from "../fn";
import { warsawDay } from "../pricing/dates";

/**
 * A cart got its first line (new, or emptied by an order before): +1 on the day's "carts" figure,
 * what the dashboard's "carts turned into orders" divides by. One UpdateItem per cart started, not
 * per line; a figure never fails the shopper's add (its failure is logged).
 */
async function cartStarted() {
  await db()
    .entities.orderFigure.update({
      list: "figures",
      period: `d${warsawDay(Date.now())}`,
      // Not in a transaction (an UpdateItem's ADD never conflicts): one shard is enough.
      shard: 0,
    })
    .add({ carts: 1 })
    .go()
    .catch((error: unknown) =>
      console.error(`[figures] a cart started, not counted: ${String(error)}`),
    );
}

export {
  Info,
  CartLineInfo,
  AddInput,
  RemoveInput,
  SetQuantityInput,
  UpdateInput,
  LineConfig,
  ModeSchema,
  MAX_LINES,
  CART_TTL_DAYS,
} from "./schema";
export type { CartLine, StoredCart } from "./line";
export { view, lineGrosze, currencyFor, type CartView } from "./view";
export { priceLine, type PricedLine } from "./price";
export { ID_PATTERN, isId } from "./id";
export { newId, CREATE_LIMIT, claimNew, isUnknownCart, load, save } from "./store";
import { expiry, fromItem, isConditionFailure, load, save, type CartItem } from "./store";
import type { PricedLine } from "./price";

interface Ctx {
  locale: Locale;
  now?: Date;
}

/** `mustExist`: the id came from a cookie, so the write only applies to a cart that exists (else `cart.unknown`). */
export interface WriteOptions {
  mustExist?: boolean;
  /**
   * The price an offer holds for the line (offer/cart.ts), asked only when the input names an
   * offer: it answers the line as priced today or with the offer's price and the offer's id.
   */
  hold?: (priced: PricedLine, offerId: string) => Promise<PricedLine & { offerId?: string }>;
}

async function answer(cart: StoredCart | null, ctx: Ctx) {
  return view(cart, ctx.locale, await Currency.list());
}

/** The cart of a cookie (no cookie: an empty cart, no request). */
export async function get(cartId: string | null, ctx: Ctx) {
  return answer(cartId ? await load(cartId) : null, ctx);
}

export async function count(cartId: string | null): Promise<number> {
  return cartId ? ((await load(cartId))?.lines.length ?? 0) : 0;
}

/**
 * Prices the configuration on the server and appends it as a new line in one conditional
 * UpdateItem (lines never merge). Whatever price the client sent is not part of the input.
 */
export const add = fn(
  AddInput,
  async (parsed, cartId: string, ctx: Ctx, options: WriteOptions = {}) => {
    const priced = await priceLine(parsed.config, parsed.mode, {
      vat: parsed.vat,
      locale: parsed.locale ?? ctx.locale,
      now: ctx.now,
    });
    const held =
      parsed.offerId && options.hold ? await options.hold(priced, parsed.offerId) : priced;
    const line: CartLine = {
      ...held,
      id: randomBytes(9).toString("base64url"),
      addedAt: Date.now(),
      ...(parsed.comment ? { comment: parsed.comment } : {}),
    };
    let item: CartItem;
    try {
      const out = await db()
        .entities.cart.upsert({ cartId })
        .append({ lines: [line] })
        .add({ version: 1, lineCount: 1 })
        .set({ expiresAt: expiry(), updatedAt: Date.now() })
        .where(
          (a, op) =>
            `${options.mustExist ? `${op.exists(a.cartId)} AND ` : ""}(${op.notExists(a.lineCount)} OR ${op.lt(a.lineCount, MAX_LINES)}) AND (${op.notExists(a.expiresAt)} OR ${op.gt(a.expiresAt, Math.floor(Date.now() / 1000))})`,
        )
        .go({ response: "all_new" });
      item = out.data;
      if (item.lines?.length === 1) await cartStarted();
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      const raw = (await db().entities.cart.get({ cartId }).go()).data;
      if (!raw && options.mustExist) throw new AppError("not_found", "cart.unknown", { cause: e });
      if (raw && fromItem(raw))
        throw new AppError("conflict", "cart.full", { params: { max: MAX_LINES }, cause: e });
      // Past its TTL but not yet deleted by DynamoDB: start the cart afresh instead of reviving old lines.
      const fresh = await save({
        cartId,
        lines: [line],
        currency: null,
        noVat: false,
        customerId: raw?.customerId ?? null,
        version: raw?.version ?? 0,
      });
      await cartStarted();
      const shown = await answer(fresh, ctx);
      return { success: true as const, item: shown.items[0]!, cart: shown };
    }
    const cart = fromItem(item) ?? {
      cartId,
      lines: [line],
      currency: null,
      noVat: false,
      customerId: null,
      version: 1,
      expiresAt: expiry(),
    };
    const shown = await answer(cart, ctx);
    return { success: true as const, item: shown.items[shown.items.length - 1]!, cart: shown };
  },
);

async function edit(
  cartId: string | null,
  change: (cart: StoredCart) => StoredCart | null,
  ctx: Ctx,
) {
  for (let attempt = 0; ; attempt++) {
    const cart = cartId ? await load(cartId) : null;
    const next = cart
      ? change(cart)
      : change({
          cartId: cartId ?? "",
          lines: [],
          currency: null,
          noVat: false,
          customerId: null,
          version: 0,
          expiresAt: 0,
        });
    if (!next || !cartId) return answer(cart, ctx);
    try {
      return answer(await save(next), ctx);
    } catch (e) {
      if (!(e instanceof AppError && e.code === "cart.changed") || attempt >= 2) throw e;
    }
  }
}

/** Removes one line by its id (or index); a line of another cart is simply not found. */
export const remove = fn(RemoveInput, async ({ id }, cartId: string | null, ctx: Ctx) => {
  return edit(
    cartId,
    (cart) => {
      const index =
        typeof id === "number"
          ? id < cart.lines.length
            ? id
            : -1
          : cart.lines.findIndex((l) => l.id === id);
      if (index < 0) throw new AppError("not_found", "cart.line_not_found");
      return { ...cart, lines: cart.lines.filter((_, i) => i !== index) };
    },
    ctx,
  );
});

/**
 * Another run for one line: the line's configuration with the new quantity is priced here again
 * (its mode and VAT kept; a run the product does not offer, or a label quantity out of range, is
 * refused with the quote's translated reason), then written if the line is still as it was read.
 */
export const setQuantity = fn(
  SetQuantityInput,
  async ({ id, quantity, locale }, cartId: string | null, ctx: Ctx) => {
    const line = (cartId ? await load(cartId) : null)?.lines.find((l) => l.id === id);
    if (!line) throw new AppError("not_found", "cart.line_not_found");
    const priced = await priceLine(withQuantity(line.config, quantity), line.mode, {
      vat: line.vat,
      locale: locale ?? ctx.locale,
      now: ctx.now,
    });
    return edit(
      cartId,
      (cart) => {
        const index = cart.lines.findIndex((l) => l.id === id);
        if (index < 0) throw new AppError("not_found", "cart.line_not_found");
        // Changed meanwhile (another tab): priced from what it was, so not written.
        if (JSON.stringify(cart.lines[index]!.config) !== JSON.stringify(line.config))
          throw new AppError("conflict", "cart.changed");
        return {
          ...cart,
          lines: cart.lines.map((l, i) => (i === index ? { ...l, ...priced } : l)),
        };
      },
      { ...ctx, locale: locale ?? ctx.locale },
    );
  },
);

/** Records the shopper's prepress choice on one line (the upload step: "let prepress fix my file"). */
export async function setPrepressFix(cartId: string | null, lineId: string, on: boolean, ctx: Ctx) {
  return edit(
    cartId,
    (cart) => {
      const index = cart.lines.findIndex((l) => l.id === lineId);
      if (index < 0) throw new AppError("not_found", "cart.line_not_found");
      if ((cart.lines[index]!.prepressFix === true) === on) return null;
      return {
        ...cart,
        lines: cart.lines.map((l, i) => (i === index ? { ...l, prepressFix: on } : l)),
      };
    },
    ctx,
  );
}

export async function clear(cartId: string | null, ctx: Ctx) {
  return edit(cartId, (cart) => (cart.lines.length === 0 ? null : { ...cart, lines: [] }), ctx);
}

/** The currency (must be one of the list) or the zero-VAT declaration (forced off for pl). */
export const update = fn(
  UpdateInput,
  async (parsed, cartId: string, ctx: Ctx, options: WriteOptions = {}) => {
    if (parsed.currency !== undefined && !(await Currency.list())[parsed.currency]) {
      throw new AppError("input", "cart.unknown_currency", {
        fields: [{ field: "currency", code: "invalid" }],
      });
    }
    const set: Record<string, unknown> = { expiresAt: expiry(), updatedAt: Date.now() };
    if (parsed.currency !== undefined) set.currency = parsed.currency;
    if (parsed.noVat !== undefined) set.noVat = parsed.noVat && noVatAllowed(ctx.locale);
    let out;
    try {
      const write = db().entities.cart.upsert({ cartId }).set(set).add({ version: 1 });
      out = await (options.mustExist ? write.where((a, op) => op.exists(a.cartId)) : write).go({
        response: "all_new",
      });
    } catch (e) {
      if (options.mustExist && isConditionFailure(e))
        throw new AppError("not_found", "cart.unknown", { cause: e });
      throw e;
    }
    return answer(fromItem(out.data), ctx);
  },
);
