import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date";
import { formatTimeAgo } from "./relative";

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const MINUTE = 60_000;

describe("formatTimeAgo", () => {
  it("says 'now' under a minute, and for a moment slightly in the future (clock skew)", () => {
    expect(formatTimeAgo(now - 59_000, now, "pl")).toBe("teraz");
    expect(formatTimeAgo(now + 5_000, now, "en")).toBe("now");
    expect(formatTimeAgo(now, now, "de")).toBe("jetzt");
  });

  it("counts whole minutes, hours and days, in each language's grammar", () => {
    expect(formatTimeAgo(now - 5 * MINUTE - 30_000, now, "pl")).toBe("5 minut temu");
    expect(formatTimeAgo(now - 22 * MINUTE, now, "pl")).toBe("22 minuty temu");
    expect(formatTimeAgo(now - 90 * MINUTE, now, "en")).toBe("1 hour ago");
    expect(formatTimeAgo(now - 3 * 60 * MINUTE, now, "de")).toBe("vor 3 Stunden");
    // 25 hours back is "1 day", not "yesterday" (which it need not be).
    expect(formatTimeAgo(now - 25 * 60 * MINUTE, now, "en")).toBe("1 day ago");
    expect(formatTimeAgo(now - 6 * 24 * 60 * MINUTE, now, "pl")).toBe("6 dni temu");
  });

  it("gives the date and time from a week back", () => {
    const at = now - 8 * 24 * 60 * MINUTE;
    expect(formatTimeAgo(at, now, "de")).toBe(
      formatDateTime(at, "de", { date: "medium", time: "short" }),
    );
    expect(formatTimeAgo(at, now, "de")).toMatch(/18\.11\.2026/);
  });
});
