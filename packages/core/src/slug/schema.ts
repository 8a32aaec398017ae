import * as z from "zod";
import type { Locale } from "../i18n/locale";

/**
 * A product's or category's address per language (browser-safe, zod only). `slug` (the Polish
 * one) is what every record had before; `slugs.en` / `slugs.de` are optional, and a blank or
 * missing one means that language's address uses the Polish slug (databases written before the
 * languages had slugs of their own keep working unchanged).
 */
export type Slugs = Record<Locale, string>;

export const SLUG_MAX = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as typed: lower-case ASCII letters, digits and single hyphens between them, at most 80. */
export const isSlug = (text: string) => text.length <= SLUG_MAX && SLUG.test(text);

/**
 * An English or German slug as the admin forms send it: trimmed and lower-cased, blank = "the
 * Polish one". Bounded before the pattern runs; a wrong one is the field error `slug.invalid`.
 */
export const LocaleSlugInput = z
  .string()
  .max(200)
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => s === "" || isSlug(s), { message: "slug.invalid" })
  .default("");

/** The admin's `slugs` field: the English and German addresses (added to the write inputs; optional). */
export const SlugsInput = z
  .object({ en: LocaleSlugInput, de: LocaleSlugInput })
  .default({ en: "", de: "" });
export type SlugsInput = z.output<typeof SlugsInput>;

/** What a record stores: its Polish `slug` and, maybe, `slugs` for the other languages. */
export interface SlugsStored {
  slug: string;
  slugs?: { en?: string | null; de?: string | null } | null;
}

/** Every language's slug of a stored record, a missing one falling back to the Polish slug. */
export const slugsOf = (item: SlugsStored): Slugs => ({
  pl: item.slug,
  en: item.slugs?.en || item.slug,
  de: item.slugs?.de || item.slug,
});

/** A record's slug in one language (the Polish one where it has none of its own). */
export const slugIn = (item: SlugsStored, locale: Locale): string => slugsOf(item)[locale];

/** The distinct addresses a record uses (what it claims). */
export const addressesOf = (slugs: Slugs): string[] => [...new Set(Object.values(slugs))];

/** `slugs` as stored and audited: blank = the Polish one, in one key order. */
export const storedSlugs = (s: { en?: string | null; de?: string | null } | null | undefined) => ({
  en: s?.en ?? "",
  de: s?.de ?? "",
});
