import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { warsawDayRange, warsawMidnight } from "./days";

const iso = (ms: number) => new Date(ms).toISOString();
/** The wall-clock time in Warsaw of an instant, as Intl (ICU's tz data) gives it. */
const warsawClock = (ms: number) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Warsaw",
    dateStyle: "short",
    timeStyle: "medium",
  }).format(new Date(ms));

describe("the audit filter's days in Europe/Warsaw", () => {
  it.each([
    // winter (CET, UTC+1)
    ["2026-01-15", "2026-01-14T23:00:00.000Z"],
    // summer (CEST, UTC+2)
    ["2026-07-15", "2026-07-14T22:00:00.000Z"],
    // the day clocks go forward (02:00 → 03:00): its midnight is still winter time
    ["2026-03-29", "2026-03-28T23:00:00.000Z"],
    ["2026-03-30", "2026-03-29T22:00:00.000Z"],
    // the day clocks go back (03:00 → 02:00): its midnight is still summer time
    ["2026-10-25", "2026-10-24T22:00:00.000Z"],
    ["2026-10-26", "2026-10-25T23:00:00.000Z"],
    ["2024-02-29", "2024-02-28T23:00:00.000Z"],
  ])("%s starts at %s", (day, start) => {
    expect(iso(warsawMidnight(day))).toBe(start);
  });

  it("a winter range: 00:00 Warsaw on the first day to 24:00 Warsaw on the last", () => {
    expect(warsawDayRange({ fromDay: "2026-01-10", toDay: "2026-01-15" })).toEqual({
      from: "2026-01-09T23:00:00.000Z",
      to: "2026-01-15T22:59:59.999Z",
    });
  });

  it("a summer range, and a one-day range across each clock change (23 and 25 hours long)", () => {
    expect(warsawDayRange({ fromDay: "2026-07-01", toDay: "2026-07-31" })).toEqual({
      from: "2026-06-30T22:00:00.000Z",
      to: "2026-07-31T21:59:59.999Z",
    });
    const spring = warsawDayRange({ fromDay: "2026-03-29", toDay: "2026-03-29" });
    expect(Date.parse(spring.to!) + 1 - Date.parse(spring.from!)).toBe(23 * 3_600_000);
    const autumn = warsawDayRange({ fromDay: "2026-10-25", toDay: "2026-10-25" });
    expect(Date.parse(autumn.to!) + 1 - Date.parse(autumn.from!)).toBe(25 * 3_600_000);
  });

  it("leaves out a bound not given", () => {
    expect(warsawDayRange({})).toEqual({});
    expect(warsawDayRange({ toDay: "2026-12-31" })).toEqual({ to: "2026-12-31T22:59:59.999Z" });
  });

  it("agrees with the time-zone database: every day's start is 00:00:00 there, and a millisecond before is the day before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 30 }), (n) => {
        const day = new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const start = warsawMidnight(day);
        expect(warsawClock(start)).toBe(`${day} 00:00:00`);
        expect(warsawClock(start - 1).slice(0, 10)).not.toBe(day);
      }),
      { numRuns: 300 },
    );
  });
});
