import { describe, expect, it } from "vitest";
import { cookieNames, endOf, pendingOf, SESSION_POLICY, type Stage } from "./policy";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("session lifetimes", () => {
  it.each<[string, Stage, number, number, number]>([
    // stage, endsAt (from sign-in at 0), lastSeenAt, expected end
    ["a customer: the absolute end, however idle", "customer", 30 * DAY, 0, 30 * DAY],
    ["staff seen just now: 2 h from now", "staff", 12 * HOUR, 3 * HOUR, 5 * HOUR],
    [
      "staff seen late in the day: the absolute end first",
      "staff",
      12 * HOUR,
      11 * HOUR,
      12 * HOUR,
    ],
    ["a second step owed: no idle limit", "second_factor", 10 * MINUTE, 0, 10 * MINUTE],
  ])("%s", (_label, stage, endsAt, lastSeenAt, end) => {
    expect(endOf({ stage, endsAt, lastSeenAt })).toBe(end);
  });

  it("gives customers 30 days, staff 12 hours and 2 idle, the steps owed minutes", () => {
    expect(SESSION_POLICY.customer).toEqual({ absoluteMs: 30 * DAY, idleMs: null });
    expect(SESSION_POLICY.staff).toEqual({ absoluteMs: 12 * HOUR, idleMs: 2 * HOUR });
    expect(SESSION_POLICY.second_factor.absoluteMs).toBeLessThanOrEqual(15 * MINUTE);
    expect(SESSION_POLICY.enrollment.absoluteMs).toBeLessThanOrEqual(30 * MINUTE);
    expect([pendingOf("staff"), pendingOf("customer")]).toEqual([null, null]);
    expect([pendingOf("second_factor"), pendingOf("enrollment")]).toEqual([
      "second_factor",
      "enrollment",
    ]);
  });

  it("names the cookies __Host- on a secure origin only", () => {
    expect(cookieNames({ secure: true })).toEqual({
      session: "__Host-session",
      cart: "__Host-cart",
    });
    expect(cookieNames({ secure: false })).toEqual({ session: "session", cart: "cart" });
  });
});
