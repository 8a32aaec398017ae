import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { loadRouters } from "../src/root";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/**
 * The audit log's person filter (suggestions by name or e-mail, then the chosen person's id) and
 * its days in Europe/Warsaw (issue 27): through the router the admin calls.
 */
let admin: string;
const tag = randomUUID().slice(0, 8);

/** An entry written at a given instant (the log's own writes are stamped "now"). */
async function entryAt(at: string, actorId: string, targetId: string) {
  await db()
    .entities.auditEntry.create({
      auditId: randomUUID(),
      month: at.slice(0, 7),
      at,
      actorId,
      actorEmail: "clock@example.com",
      action: "user.setRole",
      targetType: "user",
      targetId,
      before: JSON.stringify({ role: "customer" }),
      after: JSON.stringify({ role: "content" }),
    })
    .go();
}

beforeAll(async () => {
  await useTestTable("admin-audit-people");
  await loadRouters();
  const a = await makeUser("administrator", undefined, {
    profile: { firstName: "Ada", lastName: "Główna" },
  });
  admin = (await sessionCookieFor(a.userId)).cookie;
});

describe("admin.audit.people: the person filter's suggestions", () => {
  it("finds staff and customers by part of the name or e-mail, any case, staff first, at most 10", async () => {
    const staff = await makeUser("orders", undefined, {
      profile: { firstName: "Zofia", lastName: `Kowalska${tag}` },
    });
    const customer = await makeUser("customer", undefined, {
      profile: { firstName: "Adam", lastName: `Kowalski${tag}` },
    });
    const { items } = await callerWith(admin).caller.admin.audit.people({
      query: "KOWALSK",
    });
    const mine = items.filter((p) => p.name.endsWith(tag));
    expect(mine).toEqual([
      { id: staff.userId, name: `Zofia Kowalska${tag}`, email: staff.email, staff: true },
      { id: customer.userId, name: `Adam Kowalski${tag}`, email: customer.email, staff: false },
    ]);
    const byEmail = await callerWith(admin).caller.admin.audit.people({
      query: customer.email.toUpperCase(),
    });
    expect(byEmail.items.map((p) => p.id)).toEqual([customer.userId]);

    for (let i = 0; i < 12; i++)
      await makeUser("customer", undefined, {
        profile: { firstName: `Many${tag}`, lastName: `${i}` },
      });
    const many = await callerWith(admin).caller.admin.audit.people({ query: `many${tag}` });
    expect(many.items).toHaveLength(10);
  });

  it("asks for 2 to 100 characters, and only the audit log's readers (administrators) may ask", async () => {
    await expect(
      callerWith(admin).caller.admin.audit.people({ query: " a " }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      callerWith(admin).caller.admin.audit.people({ query: "a".repeat(101) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const orders = await makeUser("orders");
    const desk = (await sessionCookieFor(orders.userId)).cookie;
    await expect(
      callerWith(desk).caller.admin.audit.people({ query: "ada" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerWith().caller.admin.audit.people({ query: "ada" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("admin.audit.list: days in Europe/Warsaw", () => {
  const ids = (r: { items: { target: { id: string } }[] }) => r.items.map((e) => e.target.id);

  it("a winter day runs from 23:00 UTC the day before to 23:00 UTC", async () => {
    const actor = `clock-winter-${tag}`;
    await entryAt("2026-01-14T22:59:59.999Z", actor, "before-winter");
    await entryAt("2026-01-14T23:00:00.000Z", actor, "first-winter");
    await entryAt("2026-01-15T22:59:59.999Z", actor, "last-winter");
    await entryAt("2026-01-15T23:00:00.000Z", actor, "after-winter");
    const day = await callerWith(admin).caller.admin.audit.list({
      actor,
      fromDay: "2026-01-15",
      toDay: "2026-01-15",
    });
    expect(ids(day)).toEqual(["last-winter", "first-winter"]);
  });

  it("a summer day runs from 22:00 UTC the day before to 22:00 UTC (the month walk too)", async () => {
    const actor = `clock-summer-${tag}`;
    await entryAt("2026-06-30T21:59:59.999Z", actor, "before-summer");
    await entryAt("2026-06-30T22:00:00.000Z", actor, "first-summer");
    await entryAt("2026-07-01T21:59:59.999Z", actor, "last-summer");
    await entryAt("2026-07-01T22:00:00.000Z", actor, "after-summer");
    const byActor = await callerWith(admin).caller.admin.audit.list({
      actor,
      fromDay: "2026-07-01",
      toDay: "2026-07-01",
    });
    expect(ids(byActor)).toEqual(["last-summer", "first-summer"]);
    // Without a person the log walks the months: the day's first entry is in June's.
    const all = await callerWith(admin).caller.admin.audit.list({
      fromDay: "2026-07-01",
      toDay: "2026-07-01",
      pageSize: 100,
    });
    expect(ids(all).filter((id) => id.endsWith("-summer"))).toEqual([
      "last-summer",
      "first-summer",
    ]);
  });

  it("refuses a range whose last day is before its first, and a day that is not a date", async () => {
    await expect(
      callerWith(admin).caller.admin.audit.list({ fromDay: "2026-02-02", toDay: "2026-02-01" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      callerWith(admin).caller.admin.audit.list({ fromDay: "2026-02-30T00:00" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
