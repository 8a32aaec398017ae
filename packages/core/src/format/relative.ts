import { formatDateTime, intlLocale } from "./date";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Built once per language and style (as date.ts's: the first build loads ICU data). */
const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatter(locale: string, numeric: "auto" | "always") {
  const tag = intlLocale(locale);
  let f = formatters.get(`${tag}|${numeric}`);
  if (!f) {
    f = new Intl.RelativeTimeFormat(tag, { numeric });
    formatters.set(`${tag}|${numeric}`, f);
  }
  return f;
}

/**
 * How long ago a moment was, as people say it: "teraz", "5 minut temu", "vor 3 Stunden", "2 days
 * ago"; a week or more back, the date and time instead (counting weeks reads worse than a date).
 * Whole units, rounded down. A moment after `now` (the server's clock ahead of the browser's) is
 * "now". Days are counted as 24 hours, never "yesterday": 25 hours before 00:30 is not yesterday.
 */
export function formatTimeAgo(at: number, now: number, locale: string): string {
  const ago = Math.max(0, now - at);
  if (ago >= 7 * DAY) return formatDateTime(at, locale, { date: "medium", time: "short" });
  if (ago < MINUTE) return formatter(locale, "auto").format(0, "second");
  const always = formatter(locale, "always");
  if (ago < HOUR) return always.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return always.format(-Math.floor(ago / HOUR), "hour");
  return always.format(-Math.floor(ago / DAY), "day");
}
