/**
 * Polish working days and dispatch dates (pricing.md §6).
 *
 * Europe/Warsaw time is derived from the EU summer-time rule (CEST, UTC+2, from the last
 * Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC; CET, UTC+1, otherwise)
 * instead of Intl time-zone data: the module runs in browsers and Lambdas alike, gives the
 * same answer everywhere and costs no Intl formatter per quote.
 */

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;
/** Orders placed at or after this Warsaw hour start production on the next working day. */
export const CUT_OFF_HOUR = 12;
/** 24 December became a Polish public holiday by the act in force from 2025. */
const CHRISTMAS_EVE_FROM_YEAR = 2025;

export interface LeadTimes {
  eco: number;
  standard: number;
  express: number;
}
export type Mode = keyof LeadTimes;
export const MODES: readonly Mode[] = ["eco", "standard", "express"];

/** Day number: whole days since 1970-01-01 (a Thursday). */
function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function lastSundayUtc(year: number, month: number): number {
  const last = dayNumber(year, month + 1, 0); // day 0 of the next month = last day of `month`
  const weekday = (last + 4) % 7; // 0 = Sunday
  return last - weekday;
}

const summerCache = new Map<number, readonly [number, number]>();

/** Offset of Europe/Warsaw from UTC in hours at a given instant. */
export function warsawOffsetHours(instant: Date): number {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  let summer = summerCache.get(year);
  if (!summer) {
    summer = [
      lastSundayUtc(year, 3) * MS_PER_DAY + MS_PER_HOUR,
      lastSundayUtc(year, 10) * MS_PER_DAY + MS_PER_HOUR,
    ];
    summerCache.set(year, summer);
  }
  return t >= summer[0] && t < summer[1] ? 2 : 1;
}

/** Easter Sunday (Gregorian), anonymous Gregorian algorithm; returns [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const holidayCache = new Map<number, Set<number>>();

/** Polish public holidays of a year as day numbers. */
function holidays(year: number): Set<number> {
  let set = holidayCache.get(year);
  if (set) return set;
  const [em, ed] = easterSunday(year);
  const easter = dayNumber(year, em, ed);
  set = new Set<number>([
    dayNumber(year, 1, 1),
    dayNumber(year, 1, 6),
    easter,
    easter + 1, // Easter Monday
    dayNumber(year, 5, 1),
    dayNumber(year, 5, 3),
    easter + 49, // Pentecost Sunday
    easter + 60, // Corpus Christi
    dayNumber(year, 8, 15),
    dayNumber(year, 11, 1),
    dayNumber(year, 11, 11),
    dayNumber(year, 12, 25),
    dayNumber(year, 12, 26),
  ]);
  if (year >= CHRISTMAS_EVE_FROM_YEAR) set.add(dayNumber(year, 12, 24));
  holidayCache.set(year, set);
  return set;
}

function yearOf(dn: number): number {
  return new Date(dn * MS_PER_DAY).getUTCFullYear();
}

function isWorkingDayNumber(dn: number): boolean {
  const weekday = (((dn + 4) % 7) + 7) % 7; // 0 Sunday .. 6 Saturday
  if (weekday === 0 || weekday === 6) return false;
  return !holidays(yearOf(dn)).has(dn);
}

/** Whether a calendar date (YYYY-MM-DD) is a Polish working day. */
export function isWorkingDay(isoDate: string): boolean {
  const [y, m, d] = isoDate.split("-").map(Number);
  return isWorkingDayNumber(dayNumber(y ?? NaN, m ?? NaN, d ?? NaN));
}

function formatDayNumber(dn: number): string {
  return new Date(dn * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Dispatch dates by start day and lead time: a shop quotes the same few all day long. */
const dispatchCache = new Map<number, string>();
const DISPATCH_CACHE_LIMIT = 10_000;
const MAX_LEAD_DAYS = 4096;

/**
 * The dispatch date for an order placed at `orderedAt` with a lead time of `workingDays`:
 * production starts on the order day when it is a working day and the order comes before
 * 12:00 Warsaw time, else on the next working day; that start day is day 1, dispatch is day N.
 * A lead time below 1 counts as 1 (dispatch on the start day).
 */
export function dispatchDate(orderedAt: Date, workingDays: number): string {
  return dispatchFromStart(productionStartDay(orderedAt), workingDays);
}

/** Day number of production day 1 for an order placed at `orderedAt`. */
function productionStartDay(orderedAt: Date): number {
  const t = orderedAt.getTime();
  if (!Number.isFinite(t)) throw new RangeError("dispatchDate: invalid order time");
  const local = t + warsawOffsetHours(orderedAt) * MS_PER_HOUR;
  let dn = Math.floor(local / MS_PER_DAY);
  const hour = Math.floor((local - dn * MS_PER_DAY) / MS_PER_HOUR);
  if (hour >= CUT_OFF_HOUR || !isWorkingDayNumber(dn)) {
    do dn++;
    while (!isWorkingDayNumber(dn));
  }
  return dn;
}

function dispatchFromStart(start: number, workingDays: number): string {
  if (!(workingDays < MAX_LEAD_DAYS)) throw new RangeError("dispatchDate: lead time out of range");
  const n = workingDays >= 1 ? Math.ceil(workingDays) : 1;
  const key = start * MAX_LEAD_DAYS + n;
  const hit = dispatchCache.get(key);
  if (hit) return hit;
  let dn = start;
  for (let day = 1; day < n;) {
    dn++;
    if (isWorkingDayNumber(dn)) day++;
  }
  const date = formatDayNumber(dn);
  if (dispatchCache.size >= DISPATCH_CACHE_LIMIT) dispatchCache.clear();
  dispatchCache.set(key, date);
  return date;
}

/** Days and dispatch dates of the three modes for one order time. */
export function modeDates(
  now: Date,
  lead: LeadTimes,
): Record<Mode, { days: number; date: string }> {
  const start = productionStartDay(now);
  return {
    eco: { days: lead.eco, date: dispatchFromStart(start, lead.eco) },
    standard: { days: lead.standard, date: dispatchFromStart(start, lead.standard) },
    express: { days: lead.express, date: dispatchFromStart(start, lead.express) },
  };
}

/** The Warsaw calendar day (YYYY-MM-DD) of an instant (the dashboard's days). */
export function warsawDay(at: number): string {
  return new Date(at + warsawOffsetHours(new Date(at)) * MS_PER_HOUR).toISOString().slice(0, 10);
}
