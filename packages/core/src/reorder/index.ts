import { createHash } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { pick, type Locale } from "../i18n/locale";
import * as Cart from "../cart/index";
import { LineConfig } from "../cart/line-config";
import * as Order from "../order/shop";
import { translate } from "../messages/index";
import { nowSeconds } from "../upload/index";
import { fn } from "../fn";
import { productOnSale, refusalOf, type Refusal } from "./gone";
import { fromGrosze, toGrosze } from "./money";
import { ReorderInput } from "./schema";

export * from "./schema";
export { toGrosze, fromGrosze } from "./money";
export * as Saved from "./saved";

/**
 * "Order again" (issue 31 item 2): the lines of one of the customer's own orders go into the cart
 * again, each priced TODAY by the server from its stored configuration (never from the order's
 * amounts), with the order's print files attached to the new lines by reference (the stored
 * object is shared: the earlier order keeps it; the preflight verdict comes along, so a file that
 * passed needs no new check). A line that cannot be ordered today is left out with a translated
 * reason naming what is gone. When a line's price today differs from what was paid, nothing is
 * written until the customer has seen and accepted today's net (`accepted`).
 */

interface Ctx {
  locale: Locale;
  now?: Date;
}

type StoredOrder = NonNullable<Awaited<ReturnType<typeof Order.get>>>;
type OrderLine = StoredOrder["lines"][number];

const digest = (...parts: string[]) =>
  createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 20);

const productOf = (c: LineConfig) => ("productId" in c ? c.productId : null);

/** Today's price of each chosen line, or the reason it cannot be ordered. */
async function priceToday(lines: { line: OrderLine; lineId: string }[], locale: Locale, ctx: Ctx) {
  return Promise.all(
    lines.map(async ({ line, lineId }) => {
      const title = pick(line.title, locale);
      const refused = (r: Refusal) => ({ lineId, title, refusal: r, priced: null });
      const config = LineConfig.safeParse(line.config);
      if (!config.success)
        return refused({
          code: "reorder.config_invalid",
          message: translate("reorder.config_invalid", locale, {
            product: title,
            reason: translate("cart.config_invalid", locale),
          }),
        });
      if (!(await productOnSale(line.productId ?? productOf(config.data))))
        return refused({
          code: "reorder.product_gone",
          message: translate("reorder.product_gone", locale, { product: title }),
        });
      try {
        const priced = await Cart.priceLine(config.data, line.mode ?? "standard", {
          vat: line.vat,
          locale,
          now: ctx.now,
        });
        return { lineId, title, refusal: null, priced };
      } catch (e) {
        return refused(await refusalOf(e, line, config.data, locale));
      }
    }),
  );
}

/** The cart lines of this click (ids derived from the key), written once; a repeat finds them and adds nothing. */
async function append(
  cartId: string,
  userId: string,
  lines: Cart.CartLine[],
  options: Cart.WriteOptions,
): Promise<void> {
  const ids = new Set(lines.map((l) => l.id));
  for (let attempt = 0; ; attempt++) {
    const cart = await Cart.load(cartId);
    if (!cart && options.mustExist) throw new AppError("not_found", "cart.unknown");
    const current = cart ?? {
      cartId,
      lines: [],
      currency: null,
      noVat: false,
      customerId: userId,
      version: (await db().entities.cart.get({ cartId }).go()).data?.version ?? 0,
      expiresAt: 0,
    };
    if (current.lines.some((l) => ids.has(l.id))) return;
    if (current.lines.length + lines.length > Cart.MAX_LINES)
      throw new AppError("conflict", "cart.full", { params: { max: Cart.MAX_LINES } });
    try {
      await Cart.save({ ...current, lines: [...current.lines, ...lines] });
      return;
    } catch (e) {
      if (!(e instanceof AppError && e.code === "cart.changed") || attempt >= 2) throw e;
    }
  }
}

/** The order's files of a line, attached to its new cart line by reference (one record each). */
async function attachFiles(
  cartId: string,
  order: StoredOrder,
  pairs: { lineId: string; cartLineId: string }[],
) {
  const now = Date.now();
  const records = pairs.flatMap(({ lineId, cartLineId }) =>
    (order.files ?? [])
      .filter((f) => f.lineId === lineId)
      .map((f) => ({
        cartId,
        uploadId: digest(cartLineId, f.uploadId),
        lineId: cartLineId,
        key: f.key,
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.size,
        status: "attached" as const,
        ...(f.preflight ? { preflight: f.preflight } : {}),
        shared: true,
        createdAt: now,
        expiresAt: nowSeconds() + Cart.CART_TTL_DAYS * 24 * 3600,
      })),
  );
  if (records.length > 0) await db().entities.upload.put(records).go();
  return records;
}

export const reorder = fn(
  ReorderInput,
  async (input, userId: string, cartId: string, ctx: Ctx, options: Cart.WriteOptions = {}) => {
    const locale = input.locale ?? ctx.locale;
    const order = await Order.get(input.orderId);
    // Another customer's order (or a guest's) is simply not found: nothing about it leaks.
    if (!order || order.customerId !== userId) throw new AppError("not_found", "order.not_found");
    const all = order.lines.map((line, i) => ({ line, lineId: line.id ?? String(i) }));
    const wanted = input.lineIds ? new Set(input.lineIds) : null;
    const chosen = wanted ? all.filter((l) => wanted.has(l.lineId)) : all;
    if (wanted && chosen.length !== wanted.size)
      throw new AppError("not_found", "reorder.line_not_found");

    const today = await priceToday(chosen, locale, ctx);
    const skipped = today
      .filter((t) => t.refusal)
      .map((t) => ({ lineId: t.lineId, title: t.title, ...t.refusal! }));
    const accepted = new Map((input.accepted ?? []).map((a) => [a.lineId, toGrosze(a.net)]));
    const lines = today.flatMap((t) => {
      if (!t.priced) return [];
      const old = chosen.find((c) => c.lineId === t.lineId)!.line;
      const todayNet = t.priced.netGrosze - t.priced.discountGrosze;
      const paidNet = toGrosze(old.netAfterDiscount ?? old.net);
      return [{ ...t, old, todayNet, paidNet, changed: paidNet !== todayNet }];
    });
    const shown = lines.map((l) => ({
      lineId: l.lineId,
      title: l.title,
      paidNet: l.paidNet === null ? null : fromGrosze(l.paidNet),
      todayNet: fromGrosze(l.todayNet),
      changed: l.changed,
    }));
    if (lines.some((l) => l.changed && accepted.get(l.lineId) !== l.todayNet))
      return { status: "confirm" as const, lines: shown, skipped };
    if (lines.length === 0)
      return {
        status: "nothing" as const,
        message: translate("reorder.nothing_left", locale),
        lines: shown,
        skipped,
      };

    const pairs = lines.map((l) => ({
      lineId: l.lineId,
      cartLineId: digest(userId, order.orderId, input.idempotencyKey, l.lineId),
    }));
    const addedAt = Date.now();
    await append(
      cartId,
      userId,
      lines.map((l, i) => ({
        ...l.priced,
        id: pairs[i]!.cartLineId,
        addedAt,
        ...(l.old.comment ? { comment: l.old.comment } : {}),
        ...(l.old.prepressFix ? { prepressFix: true } : {}),
      })),
      options,
    );
    // After the lines (a cart id the cookie named but that is gone is refused before anything is
    // written); the records' ids come from the lines', so a repeat writes the same items again.
    const files = await attachFiles(cartId, order, pairs);
    return {
      status: "added" as const,
      lines: shown.map((s, i) => ({
        ...s,
        cartLineId: pairs[i]!.cartLineId,
        files: files.filter((f) => f.lineId === pairs[i]!.cartLineId).length,
      })),
      skipped,
    };
  },
);
