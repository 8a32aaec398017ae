import { warsawOffsetHours } from "../pricing/dates";

/**
 * The audit log's date filter in the admin's calendar: a day (`YYYY-MM-DD`, what a date input
 * gives) is a day in Europe/Warsaw, from its 00:00 to the next day's 00:00 there, whatever the
 * zone of the browser or the server. Pure, so the conversion is tested at the DST boundaries.
 */
const HOUR = 3_600_000;

/** The instant (ms) of 00:00 in Warsaw on `day`. */
export function warsawMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  // Warsaw's clocks change at 01:00 UTC (02:00 or 03:00 there), never at midnight: 00:00 on a
  // day is in summer time exactly when the instant two hours before UTC midnight is.
  const summer = utcMidnight - 2 * HOUR;
  return warsawOffsetHours(new Date(summer)) === 2 ? summer : utcMidnight - HOUR;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * HOUR).toISOString().slice(0, 10);

/**
 * The ISO instants a range of Warsaw days covers: from 00:00 Warsaw on `fromDay` to the last
 * millisecond before 00:00 Warsaw on the day after `toDay` (inclusive bounds, as `list` compares).
 */
export function warsawDayRange(days: { fromDay?: string; toDay?: string }): {
  from?: string;
  to?: string;
} {
  return {
    ...(days.fromDay ? { from: new Date(warsawMidnight(days.fromDay)).toISOString() } : {}),
    ...(days.toDay ? { to: new Date(warsawMidnight(nextDay(days.toDay)) - 1).toISOString() } : {}),
  };
}
