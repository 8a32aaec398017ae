import { warsawDay } from "../pricing/dates";

/**
 * How long an offer's prices hold: from the Europe/Warsaw day it was issued through the same day
 * 14 days later (issued 2026-11-27 at any hour: valid through 2026-12-11, 23:59:59 in Warsaw).
 * Calendar days, not working days; the day changes at Warsaw's midnight, summer time or not.
 */
export const VALID_DAYS = 14;

/** `YYYY-MM-DD` plus `days` calendar days (on the date alone, no time zone involved). */
export function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Warsaw day an offer made at `createdAt` (epoch ms) is issued on, and its last valid day. */
export function validity(createdAt: number): { createdDay: string; validUntil: string } {
  const createdDay = warsawDay(createdAt);
  return { createdDay, validUntil: addDays(createdDay, VALID_DAYS) };
}

/** Whether prices valid until `validUntil` still hold at `now` (epoch ms). */
export const holdsAt = (validUntil: string, now: number): boolean => warsawDay(now) <= validUntil;
