import { AppError } from "../error";
import { pick, type Locale, type Translated } from "../i18n/locale";
import * as Product from "../product/load";
import * as Calculator from "../calculator/shop";
import * as PriceTable from "../price-table/shop";
import { translate } from "../messages/index";
import type { LineConfig } from "../cart/line-config";

/**
 * Why an earlier order's line cannot go into the cart today, named for the customer: the product
 * (deactivated or deleted), the options that no longer exist (by the names the order showed), the
 * run no longer in the table, or the quote's own reasons. Each answer is a translated sentence.
 */
type Param = { title?: Partial<Translated>; value?: Partial<Translated> | string };
export interface OldLine {
  title?: Partial<Translated>;
  params?: Param[];
  quantity?: number;
}

const norm = (s: string) => s.trim().toLowerCase();
const text = (v: Param["value"], locale: Locale) => (typeof v === "string" ? v : pick(v, locale));

/** Today's options of a configuration: option title (pl) → its values' titles (pl), or null for a free input. */
async function todaysOptions(config: LineConfig): Promise<Map<string, Set<string> | null> | null> {
  const out = new Map<string, Set<string> | null>();
  if (config.kind === "table") {
    const { data } = await PriceTable.attributes({ productId: config.productId });
    for (const a of data.filter((x) => x.active !== false))
      out.set(norm(a.title.pl ?? ""), new Set(a.values.map((v) => norm(v.title.pl ?? ""))));
    return out;
  }
  if (config.kind === "calculator") {
    const def = await Calculator.get({ calculatorId: config.calculatorId });
    for (const o of def.options.filter((x) => x.active)) {
      const title = norm((o.title as Partial<Translated>).pl ?? "");
      out.set(
        title,
        o.type === "select"
          ? new Set(o.values.map((v) => norm((v.title as Partial<Translated>).pl ?? "")))
          : null,
      );
    }
    return out;
  }
  return null;
}

/** The order's parameters ("Lamination: matt") whose option or value is gone today. */
async function goneOptions(line: OldLine, config: LineConfig, locale: Locale): Promise<string[]> {
  const today = await todaysOptions(config).catch(() => null);
  if (!today) return [];
  const gone: string[] = [];
  for (const p of line.params ?? []) {
    const title = norm(p.title?.pl ?? "");
    const values = today.get(title);
    const value = typeof p.value === "string" ? null : norm(p.value?.pl ?? "");
    if (!today.has(title) || (values && value !== null && !values.has(value)))
      gone.push(`„${pick(p.title, locale)}: ${text(p.value, locale)}”`);
  }
  return gone;
}

export interface Refusal {
  code: string;
  message: string;
}

/** The product of a line is on sale today (exists and is active); a line without one is the labels' own. */
export async function productOnSale(productId: number | null | undefined): Promise<boolean> {
  if (!productId) return true;
  try {
    return (await Product.summary(productId)).active !== false;
  } catch (e) {
    if (e instanceof AppError && e.kind === "not_found") return false;
    throw e;
  }
}

/** The translated reason a line was left out, from the pricing's refusal `error`. */
export async function refusalOf(
  error: unknown,
  line: OldLine,
  config: LineConfig,
  locale: Locale,
): Promise<Refusal> {
  const product = pick(line.title, locale) || "—";
  const say = (code: string, params: Record<string, string | number> = {}): Refusal => ({
    code,
    message: translate(code, locale, { product, ...params }),
  });
  if (!(error instanceof AppError)) throw error;
  if (error.kind === "not_found") return say("reorder.product_gone");
  if (error.code === "cart.quantity_unavailable")
    return say("reorder.run_gone", { quantity: line.quantity ?? 0 });
  if (error.kind !== "input") throw error;
  const options = await goneOptions(line, config, locale);
  if (options.length > 0) return say("reorder.option_gone", { options: options.join(", ") });
  const reasons = error.fields
    .map((f) => f.message)
    .filter((m): m is string => Boolean(m))
    .slice(0, 3);
  return say("reorder.config_invalid", {
    reason: reasons.join("; ") || translate(error.code, locale, error.params),
  });
}
