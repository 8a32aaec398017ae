import { isWorkingDay } from "../pricing/dates";

const DAY_MS = 86_400_000;

export const addDays = (isoDay: string, days: number): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last Polish working day BEFORE `isoDay` (VAT act art. 31a: the rate of the last working
 * day preceding the tax point): weekends and public holidays (pricing/dates.ts) skipped.
 */
export function previousWorkingDay(isoDay: string): string {
  let day = addDays(isoDay, -1);
  for (let i = 0; i < 30 && !isWorkingDay(day); i++) day = addDays(day, -1);
  return day;
}
