import { formatCurrency, formatDateTime, formatDay, formatNumber } from "@printshop/core/format";

/**
 * An audit entry in words, in the admin's language: the action named ("Role changed"), the
 * person by name, the subject by its title, and each changed field as "label: old → new" with
 * dates in Europe/Warsaw, money in the language's notation, roles and statuses by their names —
 * never a code, a UUID, raw JSON or epoch milliseconds. An unknown action still reads as a line
 * ("Change: exchange rate (…)"). Pure: the screen and the tests give it i18next's `t`.
 */

export interface Texts {
  /** i18next's `t` for the admin's language (namespaces `audit`, `app`, `orders`). */
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
  lang: string;
}

type TitleValue = string | { pl?: string; en?: string; de?: string };

export interface DescribedEntry {
  at: string | number;
  actor: { id?: string; email?: string; name?: string };
  action: string;
  target: { type: string; id: string; title?: TitleValue };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface Described {
  when: string;
  actor: string;
  action: string;
  subject: string;
  sentence: string;
  changes: { field: string; label: string; before: string; after: string }[];
}

const LANGS = ["pl", "en", "de"] as const;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^(-?\d{1,12}(?:\.\d{1,4})?) (PLN|EUR|USD|GBP)$/;
const DECIMAL = /^-?\d{1,12}(?:\.\d{1,4})?$/;
const MONEY_FIELDS = new Set(["price", "net", "gross", "amount", "total", "netPrice"]);
/** Epoch milliseconds between 2001 and 2286: a moment, when the field's name says so. */
const isMoment = (field: string, v: number) => /(?:At|Date|Time)$/.test(field) && v > 1e12;
const MAX_TEXT = 160;
const MAX_ITEMS = 10;

const isTranslated = (v: unknown): v is { pl?: unknown; en?: unknown; de?: unknown } =>
  Boolean(v) &&
  typeof v === "object" &&
  !Array.isArray(v) &&
  Object.keys(v as object).length > 0 &&
  Object.keys(v as object).every((k) => (LANGS as readonly string[]).includes(k));

/** "approvedAt" → "Approved at": a field the texts do not name still reads as words. */
export function humanize(key: string): string {
  const words = key
    .slice(0, 60)
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function clip(text: string): string {
  const bounded = text.slice(0, 4000);
  // Rich text (pages, posts) is shown as its words.
  const plain = bounded.includes("<") ? bounded.replace(/<[^<>]{0,500}>/g, " ") : bounded;
  const squeezed = plain.replace(/\s+/g, " ").trim();
  return squeezed.length > MAX_TEXT ? `${squeezed.slice(0, MAX_TEXT - 1)}…` : squeezed;
}

/** A translated text in the admin's language; Polish (marked) when that language has none. */
export function titleIn(title: TitleValue | undefined, x: Texts): string {
  if (title === undefined) return "";
  if (typeof title === "string") return clip(title);
  const own = title[x.lang as keyof typeof title];
  if (typeof own === "string" && own.trim()) return clip(own);
  const pl = title.pl?.trim();
  if (pl) return x.lang === "pl" ? clip(pl) : x.t("audit:fallbackLanguage", { text: clip(pl) });
  const any = LANGS.map((l) => title[l]).find((v) => typeof v === "string" && v.trim());
  return any ? clip(any) : "";
}

const label = (x: Texts, key: string, fallback: string) => (x.exists(key) ? x.t(key) : fallback);

/** One value of a field, in words. */
export function valueText(field: string, v: unknown, x: Texts, depth = 0): string {
  if (v === null || v === undefined || v === "") return x.t("audit:empty");
  if (typeof v === "boolean") return x.t(v ? "audit:yes" : "audit:no");
  if (typeof v === "number") {
    if (isMoment(field, v)) return formatDateTime(v, x.lang);
    return MONEY_FIELDS.has(field) ? formatCurrency(v, "PLN", x.lang) : formatNumber(v, x.lang);
  }
  if (typeof v === "string") {
    const s = v.slice(0, 4000);
    if (s.length <= 40 && ISO_MOMENT.test(s)) return formatDateTime(s, x.lang);
    if (DAY.test(s)) return formatDay(s, x.lang);
    const money = s.length <= 40 ? MONEY.exec(s) : null;
    if (money) return formatCurrency(money[1]!, money[2]!, x.lang);
    if (MONEY_FIELDS.has(field) && s.length <= 20 && DECIMAL.test(s))
      return formatCurrency(s, "PLN", x.lang);
    if (field === "role") return label(x, `app:role.${s}`, s);
    if (field === "status") return label(x, `orders:status.${s}`, humanize(s));
    if (field === "paymentStatus") return label(x, `orders:payment.${s}`, humanize(s));
    return clip(s);
  }
  if (isTranslated(v)) return titleIn(v as TitleValue, x) || x.t("audit:empty");
  if (Array.isArray(v)) {
    if (depth > 1) return x.t("audit:items", { count: v.length });
    const shown = v.slice(0, MAX_ITEMS).map((item) => valueText(field, item, x, depth + 1));
    return v.length > MAX_ITEMS
      ? `${shown.join(", ")}, … (+${v.length - MAX_ITEMS})`
      : shown.join(", ");
  }
  if (typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>);
    if (depth > 1) return x.t("audit:items", { count: entries.length });
    return entries
      .slice(0, MAX_ITEMS)
      .map(([k, inner]) => `${fieldLabel(k, x)}: ${valueText(k, inner, x, depth + 1)}`)
      .join("; ");
  }
  return x.t("audit:empty");
}

export const fieldLabel = (field: string, x: Texts) =>
  label(x, `audit:field.${field}`, humanize(field));

const typeLabel = (type: string, x: Texts) => label(x, `audit:type.${type}`, humanize(type));

/** The action's name: its own ("Role changed"), else by its verb ("Changed: banner"), else generic. */
export function actionText(action: string, type: string, x: Texts): string {
  const own = `audit:action.${action.replace(".", "_")}`;
  if (x.exists(own)) return x.t(own);
  const verb = action.slice(action.lastIndexOf(".") + 1);
  if (x.exists(`audit:verb.${verb}`))
    return x.t(`audit:verb.${verb}`, { type: typeLabel(type, x) });
  return x.t("audit:generic", { type: typeLabel(type, x), action: humanize(verb) });
}

/** The subject: its title; else a short number ("product no. 12"); else what kind of record it is. */
export function subjectText(target: DescribedEntry["target"], x: Texts): string {
  const title = titleIn(target.title, x);
  if (title) return title;
  if (/^\d{1,12}$/.test(target.id))
    return x.t("audit:recordNumber", { type: typeLabel(target.type, x), id: target.id });
  return typeLabel(target.type, x);
}

export function describeEntry(e: DescribedEntry, x: Texts): Described {
  const actor = e.actor.name?.trim() || e.actor.email || x.t("audit:empty");
  const action = actionText(e.action, e.target.type, x);
  const subject = subjectText(e.target, x);
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])]
    .filter((k) => k !== "version")
    .sort();
  const changes = keys
    .map((field) => ({
      field,
      label: fieldLabel(field, x),
      before: e.before ? valueText(field, e.before[field], x) : x.t("audit:empty"),
      after: e.after ? valueText(field, e.after[field], x) : x.t("audit:removed"),
    }))
    .filter((c) => c.before !== c.after);
  return {
    when: formatDateTime(e.at, x.lang),
    actor,
    action,
    subject,
    sentence: x.t("audit:sentence", { action, subject, actor }),
    changes,
  };
}
