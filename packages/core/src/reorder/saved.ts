import { randomBytes } from "node:crypto";
import { slugIn } from "../slug/schema";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { pick, type Locale } from "../i18n/locale";
import { priceLine } from "../cart/price";
import * as Product from "../product/load";
import * as PriceTable from "../price-table/shop";
import type { LineConfig } from "../cart/line-config";
import { translate } from "../messages/index";
import { fn } from "../fn";
import { productOnSale } from "./gone";
import { fromGrosze } from "./money";
import { ConfigRef, SAVED_MAX, SaveConfigInput } from "./schema";

/**
 * Saved configurations (issue 31 item 3): a signed-in customer keeps up to SAVED_MAX
 * configurations of the product pages; the account lists them with today's price (priced by the
 * server now, as the cart would) and opens one on its product page. Only the customer's own are
 * ever read or removed: every key starts with the session's user id.
 */

interface Ctx {
  locale: Locale;
  now?: Date;
}

const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((e as Error)?.message ?? e),
  );

export const save = fn(SaveConfigInput, async (input, userId: string, ctx: Ctx) => {
  // Priced once before it is kept: a configuration the shop refuses today is refused now, with the quote's reasons.
  const priced = await priceLine(input.config, input.mode, { vat: input.vat, locale: ctx.locale });
  const configId = randomBytes(12).toString("base64url");
  const name = input.name?.trim() || pick(priced.title, ctx.locale);
  for (let attempt = 0; ; attempt++) {
    let canceled: boolean;
    try {
      const result = await db()
        .transaction.write(({ savedConfig, savedConfigCount }) => [
          savedConfigCount
            .upsert({ customerId: userId })
            .add({ count: 1 })
            .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, SAVED_MAX)}`)
            .commit(),
          savedConfig
            .create({
              customerId: userId,
              configId,
              name,
              config: priced.config,
              mode: input.mode,
              vat: priced.vat,
              createdAt: Date.now(),
            })
            .commit(),
        ])
        .go();
      canceled = result.canceled;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      canceled = true;
    }
    if (!canceled) break;
    // Canceled by the limit, or by another save of the same customer at the same moment (a
    // transaction conflict): the counter says which; a conflict is tried again.
    const count =
      (await db().entities.savedConfigCount.get({ customerId: userId }).go()).data?.count ?? 0;
    if (count >= SAVED_MAX || attempt >= 8)
      throw new AppError("conflict", "saved.too_many", { params: { max: SAVED_MAX } });
    await new Promise((ok) => setTimeout(ok, 20 + Math.random() * 80 * (attempt + 1)));
  }
  return { configId, name };
});

/** A table configuration's chosen value per attribute id (what the product page keeps as `chosen`). */
async function chosenOf(config: LineConfig): Promise<Record<string, number> | null> {
  if (config.kind !== "table") return null;
  const { data } = await PriceTable.attributes({ productId: config.productId });
  const out: Record<string, number> = {};
  for (const a of data)
    for (const v of a.values) if (config.valueIds.includes(v.id)) out[String(a.id)] = v.id;
  return out;
}

/** The customer's saved configurations, newest first, each with a summary and today's price (or why it cannot be ordered today). */
export async function list(userId: string, ctx: Ctx) {
  const { data } = await db()
    .entities.savedConfig.query.byCustomer({ customerId: userId })
    .go({ pages: "all" });
  const rows = await Promise.all(
    data.map(async (s) => {
      const base = {
        configId: s.configId,
        name: s.name,
        kind: s.config.kind,
        config: s.config,
        mode: s.mode,
        vat: s.vat,
        createdAt: s.createdAt,
      };
      try {
        const p = await priceLine(s.config, s.mode, { vat: s.vat, locale: ctx.locale });
        if (!(await productOnSale(p.productId)))
          throw new AppError("not_found", "product.not_found");
        const [item, chosen] = await Promise.all([
          p.productId ? Product.item(p.productId) : null,
          chosenOf(s.config),
        ]);
        return {
          ...base,
          productId: p.productId,
          /** The product page's address (`{locale}/{slug}`), and the table page's choices by attribute. */
          slug: item ? slugIn(item, ctx.locale) : null,
          chosen,
          productName: pick(p.title, ctx.locale),
          summary: p.params.map(
            (x) =>
              `${pick(x.title, ctx.locale)}: ${typeof x.value === "string" ? x.value : pick(x.value, ctx.locale)}`,
          ),
          quantity: p.quantity,
          todayNet: fromGrosze(p.netGrosze - p.discountGrosze),
          unavailable: null,
        };
      } catch (e) {
        if (!(e instanceof AppError) || !["input", "not_found"].includes(e.kind)) throw e;
        return {
          ...base,
          productId: "productId" in s.config ? (s.config.productId ?? null) : null,
          slug: null,
          chosen: null,
          productName: null,
          summary: [],
          quantity: null,
          todayNet: null,
          unavailable: translate("saved.unavailable", ctx.locale, {
            reason:
              e.fields.find((f) => f.message)?.message ?? translate(e.code, ctx.locale, e.params),
          }),
        };
      }
    }),
  );
  return rows.sort((a, b) => b.createdAt - a.createdAt);
}

/** Removes one of the customer's configurations (another's is not found), freeing its place. */
export const remove = fn(ConfigRef, async ({ configId }, userId: string) => {
  let canceled: boolean;
  try {
    const result = await db()
      .transaction.write(({ savedConfig, savedConfigCount }) => [
        savedConfig
          .delete({ customerId: userId, configId })
          .where((a, op) => op.exists(a.configId))
          .commit(),
        savedConfigCount
          .update({ customerId: userId })
          .add({ count: -1 })
          .where((a, op) => op.gt(a.count, 0))
          .commit(),
      ])
      .go();
    canceled = result.canceled;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    canceled = true;
  }
  if (canceled) throw new AppError("not_found", "saved.not_found");
  return { configId };
});
