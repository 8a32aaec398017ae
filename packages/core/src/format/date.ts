import { isLocale, defaultLocale, type Locale } from "../i18n/locale";

/**
 * Dates as the shop shows them, on screen and in e-mails. A moment (a timestamp) is shown as it
 * is in Europe/Warsaw, where the shop works and counts its days (pricing.md §6), whatever the
 * zone of the browser or the server; a day (YYYY-MM-DD, a dispatch date) is a calendar date and
 * has no zone.
 */

export const SHOP_TIME_ZONE = "Europe/Warsaw";

const TAGS: Record<Locale, string> = { pl: "pl-PL", en: "en-GB", de: "de-DE" };

/** The Intl locale tag of a shop language (pl → pl-PL, en → en-GB, de → de-DE); else Polish's. */
export const intlLocale = (locale: string): string =>
  TAGS[isLocale(locale) ? locale : defaultLocale];

type DateStyle = "short" | "medium" | "long";

/** Formatters are costly to build (the first loads ICU data): one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, date: DateStyle, time?: "short" | "medium") {
  const tag = intlLocale(locale);
  const key = `${tag}|${date}|${time ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, {
      dateStyle: date,
      timeStyle: time,
      timeZone: SHOP_TIME_ZONE,
    });
    formatters.set(key, f);
  }
  return f;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day (YYYY-MM-DD). Short: 01.12.2026 (pl, de), 01/12/2026 (en-GB), written out rather than by
 * `Intl.DateTimeFormat`, whose first use on a page loads the calendar and time-zone data (~40 ms
 * on a fast machine, in the middle of the price table's first render). Long: "1 grudnia 2026".
 * Anything that is not such a day is shown as it came.
 */
export function formatDay(day: string, locale: string, style: "short" | "long" = "short"): string {
  const m = DAY.exec(day);
  if (!m || m[2] === "00" || m[3] === "00") return day;
  const [, y, mo, d] = m;
  if (style === "long") return formatter(locale, "long").format(new Date(`${day}T12:00:00Z`));
  return locale === "pl" || locale === "de" ? `${d}.${mo}.${y}` : `${d}/${mo}/${y}`;
}

/** The date of a moment (ms or ISO) in Warsaw: "22 listopada 2026" (long), "22.11.2026" (short). */
export const formatDate = (at: number | string | Date, locale: string, style: DateStyle = "long") =>
  formatter(locale, style).format(new Date(at));

/** A moment (ms or ISO) with its time in Warsaw: by default short date, time with seconds. */
export const formatDateTime = (
  at: number | string | Date,
  locale: string,
  style: { date?: DateStyle; time?: "short" | "medium" } = {},
) => formatter(locale, style.date ?? "short", style.time ?? "medium").format(new Date(at));
