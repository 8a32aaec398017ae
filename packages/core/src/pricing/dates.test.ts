import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dispatchDate, easterSunday, isWorkingDay, warsawOffsetHours } from "./dates";

describe("Polish holidays", () => {
  it.each([
    [2024, [3, 31]],
    [2025, [4, 20]],
    [2026, [4, 5]],
    [2027, [3, 28]],
    [2038, [4, 25]],
  ])("Easter %i", (year, md) => expect(easterSunday(year)).toEqual(md));

  it.each([
    "2026-01-01",
    "2026-01-06",
    "2026-04-06",
    "2026-05-01",
    "2026-06-04",
    "2026-08-15",
    "2026-11-11",
    "2026-12-24",
    "2026-12-25",
    "2027-03-29",
    "2027-05-03",
    "2027-05-27",
    "2027-11-01",
  ])("%s is not a working day", (d) => expect(isWorkingDay(d)).toBe(false));

  it("counts 24 December as a holiday only from 2025 on", () => {
    expect(isWorkingDay("2024-12-24")).toBe(true); // a Tuesday
    expect(isWorkingDay("2025-12-24")).toBe(false); // a Wednesday
  });
  it("treats weekends as non-working and ordinary weekdays as working", () => {
    expect(isWorkingDay("2026-03-07")).toBe(false);
    expect(isWorkingDay("2026-03-08")).toBe(false);
    expect(isWorkingDay("2026-03-09")).toBe(true);
  });
});

describe("Warsaw time", () => {
  it("switches between CET and CEST on the last Sundays of March and October at 01:00 UTC", () => {
    expect(warsawOffsetHours(new Date("2026-03-29T00:59:59Z"))).toBe(1);
    expect(warsawOffsetHours(new Date("2026-03-29T01:00:00Z"))).toBe(2);
    expect(warsawOffsetHours(new Date("2026-10-25T00:59:59Z"))).toBe(2);
    expect(warsawOffsetHours(new Date("2026-10-25T01:00:00Z"))).toBe(1);
  });
  it("agrees with the platform's Europe/Warsaw time zone data", () => {
    const fmt = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Warsaw",
      hour: "2-digit",
      hourCycle: "h23",
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (t) => {
        const d = new Date(t);
        const hour = (d.getUTCHours() + warsawOffsetHours(d)) % 24;
        expect(hour).toBe(Number(fmt.format(d)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("dispatch dates", () => {
  it("starts on the order day before 12:00 Warsaw time and on the next working day from 12:00", () => {
    // Monday 2026-03-02, CET (UTC+1)
    expect(dispatchDate(new Date("2026-03-02T10:59:59Z"), 1)).toBe("2026-03-02");
    expect(dispatchDate(new Date("2026-03-02T11:00:00Z"), 1)).toBe("2026-03-03");
    // Monday 2026-06-01, CEST (UTC+2)
    expect(dispatchDate(new Date("2026-06-01T09:59:59Z"), 1)).toBe("2026-06-01");
    expect(dispatchDate(new Date("2026-06-01T10:00:00Z"), 1)).toBe("2026-06-02");
  });
  it("uses the Warsaw calendar day, not the UTC one", () => {
    // 23:30 UTC on Friday is 00:30 Saturday in Warsaw: start on Monday
    expect(dispatchDate(new Date("2026-03-06T23:30:00Z"), 1)).toBe("2026-03-09");
  });
  it("skips weekends and holidays when counting", () => {
    // Thursday 2026-04-02 morning, 3 days: Thu, Fri, (Easter Monday skipped) Tue
    expect(dispatchDate(new Date("2026-04-02T07:00:00Z"), 3)).toBe("2026-04-07");
    // 2025-12-23 morning, 2 days: Tue 23, (24–26 holidays, weekend) Mon 29
    expect(dispatchDate(new Date("2025-12-23T07:00:00Z"), 2)).toBe("2025-12-29");
  });
  it("always lands on a working day no earlier than the order day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 1, max: 20 }),
        (t, n) => {
          const d = dispatchDate(new Date(t), n);
          expect(isWorkingDay(d)).toBe(true);
          const warsawDay = new Date(t + warsawOffsetHours(new Date(t)) * 3_600_000)
            .toISOString()
            .slice(0, 10);
          expect(d >= warsawDay).toBe(true);
          expect(dispatchDate(new Date(t), n + 1) > d).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
