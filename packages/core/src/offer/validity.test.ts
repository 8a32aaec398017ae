import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, holdsAt, validity } from "./validity";

/** Offers hold 14 calendar days from the Europe/Warsaw day they were issued, that day's end included. */
const at = (iso: string) => Date.parse(iso);

describe("an offer's validity (Europe/Warsaw days)", () => {
  it.each([
    // Winter (UTC+1): 23:30 UTC on 27 Nov is already 28 Nov in Warsaw.
    ["2026-11-27T10:00:00Z", "2026-11-27", "2026-12-11"],
    ["2026-11-27T22:59:59Z", "2026-11-27", "2026-12-11"],
    ["2026-11-27T23:00:00Z", "2026-11-28", "2026-12-12"],
    // Summer (UTC+2): 22:00 UTC on 30 Jun is 1 Jul in Warsaw.
    ["2026-06-30T21:59:59Z", "2026-06-30", "2026-07-14"],
    ["2026-06-30T22:00:00Z", "2026-07-01", "2026-07-15"],
    // Across the year's end and February of a leap year.
    ["2026-12-25T12:00:00Z", "2026-12-25", "2027-01-08"],
    ["2028-02-20T12:00:00Z", "2028-02-20", "2028-03-05"],
  ])("issued at %s: Warsaw day %s, valid through %s", (issued, day, until) => {
    expect(validity(at(issued))).toEqual({ createdDay: day, validUntil: until });
  });

  it("holds through the last day's Warsaw midnight and not a second after", () => {
    const { validUntil } = validity(at("2026-11-27T10:00:00Z"));
    expect(validUntil).toBe("2026-12-11");
    // 11 Dec 23:59:59 in Warsaw (UTC+1) is 22:59:59 UTC.
    expect(holdsAt(validUntil, at("2026-12-11T22:59:59Z"))).toBe(true);
    expect(holdsAt(validUntil, at("2026-12-11T23:00:00Z"))).toBe(false);
    expect(holdsAt(validUntil, at("2026-11-27T10:00:00Z"))).toBe(true);
  });

  it("in summer time the day ends at 22:00 UTC", () => {
    const { validUntil } = validity(at("2026-07-01T08:00:00Z"));
    expect(validUntil).toBe("2026-07-15");
    expect(holdsAt(validUntil, at("2026-07-15T21:59:59Z"))).toBe(true);
    expect(holdsAt(validUntil, at("2026-07-15T22:00:00Z"))).toBe(false);
  });

  it("an offer issued across the October clock change still counts 14 calendar days", () => {
    // 25 Oct 2026 is the last Sunday of October: clocks go back in Warsaw.
    const { validUntil } = validity(at("2026-10-20T12:00:00Z"));
    expect(validUntil).toBe("2026-11-03");
    expect(holdsAt(validUntil, at("2026-11-03T22:59:59Z"))).toBe(true);
    expect(holdsAt(validUntil, at("2026-11-03T23:00:00Z"))).toBe(false);
  });

  it("any instant: valid exactly while the Warsaw day is at most 14 days after the issue day", () => {
    const base = at("2025-01-01T00:00:00Z");
    const span = 3 * 365 * 24 * 3600 * 1000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: span }),
        fc.integer({ min: 0, max: 20 * 24 * 3600 * 1000 }),
        (offset, later) => {
          const issued = base + offset;
          const { createdDay, validUntil } = validity(issued);
          expect(addDays(createdDay, 14)).toBe(validUntil);
          const laterDay = validity(issued + later).createdDay;
          expect(holdsAt(validUntil, issued + later)).toBe(laterDay <= addDays(createdDay, 14));
        },
      ),
    );
  });
});
