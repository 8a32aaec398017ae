import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Audit } from "@printshop/core";
import { DiskStorage, configureStorage } from "@printshop/core/storage/index";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { appRouter } from "../src/root";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";
import { contentCases } from "./admin-audit-content.cases";

/**
 * THE AUDIT TEST: one test per admin WRITE (every `admin.*` mutation, enumerated from the router),
 * each asserting the entry its write left: who, what (action, target type and id), and the
 * before → after of the fields it changed. A mutation without a case here fails the first test.
 */
const mutations = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures)
  .filter(([path, p]) => path.startsWith("admin.") && p._def.type === "mutation")
  .map(([path]) => path);

interface Expectation {
  input: unknown;
  action: string;
  target: { type: string; id?: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const anyTime = expect.any(Number);

/** For each write: make its target, and say which entry it must leave. */
const cases: Record<string, () => Promise<Expectation>> = {
  ...contentCases,
  "admin.users.approve": async () => {
    const u = await makeUser("customer");
    return { input: { id: u.userId, version: 1 }, action: "user.approve", target: { type: "user", id: u.userId }, before: { approvedAt: null }, after: { approvedAt: anyTime } };
  },
  "admin.users.confirm": async () => {
    const u = await makeUser("customer", undefined, { confirmed: false });
    return { input: { id: u.userId, version: 1 }, action: "user.confirm", target: { type: "user", id: u.userId }, before: { confirmedAt: null }, after: { confirmedAt: anyTime } };
  },
  "admin.users.setRole": async () => {
    const u = await makeUser("customer");
    return { input: { id: u.userId, version: 1, role: "orders" }, action: "user.setRole", target: { type: "user", id: u.userId }, before: { role: "customer" }, after: { role: "orders" } };
  },
  "admin.users.remove": async () => {
    const u = await makeUser("content", undefined, { profile: { firstName: "Ewa", lastName: "Lis" } });
    return { input: { id: u.userId, version: 1 }, action: "user.remove", target: { type: "user", id: u.userId }, before: { email: u.email, name: "Ewa Lis", role: "content", status: "confirmed" }, after: null };
  },
  "admin.images.upload": async () => ({
    input: { contentType: "image/png", size: 1234, name: "logo.png" },
    action: "image.upload",
    target: { type: "image" },
    before: null,
    after: { url: expect.stringMatching(/^\/images\/[0-9a-f-]{36}\.png$/), contentType: "image/png", size: 1234, name: "logo.png" },
  }),
};

describe("the audit record of every admin write", () => {
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let cookie: string;
  let dir: string;

  beforeAll(async () => {
    await useTestTable("admin-audit");
    dir = await mkdtemp(join(tmpdir(), "admin-audit-"));
    configureStorage(new DiskStorage(dir));
    admin = await makeUser("administrator");
    cookie = (await sessionCookieFor(admin.userId)).cookie;
  });
  afterAll(async () => {
    configureStorage(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("has a case for every admin mutation the router has", () => {
    expect(mutations.length).toBeGreaterThan(0);
    expect(mutations.filter((m) => !cases[m])).toEqual([]);
  });

  it.each(mutations)("%s records who, what and before → after", async (path) => {
    const make = cases[path];
    expect(make, `no audit case for ${path}`).toBeDefined();
    const want = await make!();
    const startedAt = new Date().toISOString();
    const { caller } = callerWith(cookie);
    const call = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
    await call(want.input);
    const log = await Audit.list({ actor: admin.userId, from: startedAt });
    expect(log.total).toBe(1);
    const entry = log.items[0]!;
    expect(entry).toMatchObject({ actor: { id: admin.userId, email: admin.email }, action: want.action, target: { type: want.target.type, ...(want.target.id ? { id: want.target.id } : {}) } });
    expect(entry.before).toEqual(want.before);
    expect(entry.after).toEqual(want.after);
    expect(entry.at >= startedAt).toBe(true);
    // The same entry is the target's history.
    expect((await Audit.list({ target: entry.target })).items.map((e) => e.id)).toContain(entry.id);
  });

  it("a write refused by its version check leaves no entry (write and entry are one transaction)", async () => {
    const u = await makeUser("customer");
    await expect(callerWith(cookie).caller.admin.users.setRole({ id: u.userId, version: 5, role: "orders" })).rejects.toMatchObject({ code: "CONFLICT" });
    // Someone saves between our read and our write: the transaction's condition refuses both items.
    const { data: read } = await db().entities.user.get({ userId: u.userId }).go();
    await db().entities.user.patch({ userId: u.userId }).set({ marketingConsent: true }).add({ version: 1 }).go();
    const actor = { userId: admin.userId, email: admin.email };
    const target = { type: "user", id: u.userId };
    await expect(Audit.update(actor, { action: "user.setRole", target, entity: "user", key: { userId: u.userId }, version: 1, current: read!, set: { role: "orders" } })).rejects.toMatchObject({
      code: "conflict.stale",
    });
    expect((await db().entities.user.get({ userId: u.userId }).go()).data).toMatchObject({ role: "customer", version: 2 });
    expect((await Audit.list({ target })).total).toBe(0);
  });

  it("admin.audit.list filters by actor, target type and time range, newest first, paged", async () => {
    const other = await makeUser("administrator");
    const otherCookie = (await sessionCookieFor(other.userId)).cookie;
    const before = new Date().toISOString();
    const targets = [];
    for (let i = 0; i < 3; i++) {
      const u = await makeUser("customer");
      targets.push(u.userId);
      await callerWith(otherCookie).caller.admin.users.setRole({ id: u.userId, version: 1, role: "content" });
    }
    const mine = await callerWith(cookie).caller.admin.audit.list({ actor: other.userId });
    expect(mine.total).toBe(3);
    expect(mine.items.map((e) => e.target.id)).toEqual([...targets].reverse());
    const paged = await callerWith(cookie).caller.admin.audit.list({ actor: other.userId, pageSize: 10, page: 2 });
    expect(paged).toEqual({ items: [], total: 3 });
    const recent = await callerWith(cookie).caller.admin.audit.list({ from: before });
    expect(recent.items.map((e) => e.actor.id)).toEqual([other.userId, other.userId, other.userId]);
    const everything = await callerWith(cookie).caller.admin.audit.list();
    expect(everything.total).toBeGreaterThanOrEqual(3 + mutations.length);
    const images = await callerWith(cookie).caller.admin.audit.list({ target: { type: "image" } });
    expect(images.items.every((e) => e.target.type === "image")).toBe(true);
    expect(images.total).toBe(1);
    await expect(callerWith(cookie).caller.admin.audit.list({ from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
