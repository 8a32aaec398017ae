import * as z from "zod";

/**
 * Texts per language as the back office edits them (browser-safe, zod only): every language is a
 * string (blank allowed, trimmed), `required` makes the default language (pl) mandatory.
 */
const line = (max: number) => z.string().trim().max(max).default("");

export const translated = (max = 200) =>
  z.object({ pl: line(max), en: line(max), de: line(max) }).default({ pl: "", en: "", de: "" });
export const translatedRequired = (max = 200) =>
  z.object({ pl: z.string().trim().min(1).max(max), en: line(max), de: line(max) });
export type TranslatedText = { pl: string; en: string; de: string };

/** Anything stored as a translated text, read back safely (older items may miss languages). */
export const asTranslated = (v: unknown): TranslatedText => {
  const o = (v && typeof v === "object" ? v : {}) as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  return { pl: s(o.pl), en: s(o.en), de: s(o.de) };
};

/** True when at least one language has text. */
export const hasAnyText = (t: Partial<TranslatedText> | null | undefined): boolean =>
  Boolean(t && Object.values(t).some((v) => typeof v === "string" && v.trim()));

const FOLD: Record<string, string> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
};

/** A URL slug from a title: lowercase ASCII letters, digits and dashes ("Wizytówki 2x" → "wizytowki-2x"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźżäöüß]/g, (c) => FOLD[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") // one "-" at most at each end: runs were folded into one above
    .slice(0, 200);
}

/** An optional slug as the forms send it: blank means "from the title". */
export const SlugInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^[a-z0-9-]*$/)
  .default("");
