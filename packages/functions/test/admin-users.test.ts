import { beforeAll, describe, expect, it } from "vitest";
import { Audit, User } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { handleApi } from "../src/http/handler";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/** admin.users.* and the seed's /admin/users/approve|confirm|delete on DynamoDB Local. */

async function rest(path: string, body: unknown, cookie: string, locale = "pl") {
  const headers = new Headers({
    origin: "http://localhost",
    "content-type": "application/json",
    cookie,
    "x-locale": locale,
  });
  const res = (await handleApi(
    new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  ))!;
  return { status: res.status, body: (await res.json()) as any };
}

/** A tRPC mutation over HTTP (the answer as the SPA sees it: translated message, stable code). */
async function mutate(proc: string, input: unknown, cookie: string, locale: string) {
  const headers = new Headers({
    origin: "http://localhost",
    "content-type": "application/json",
    cookie,
    "x-locale": locale,
  });
  const res = (await handleApi(
    new Request(`http://localhost/trpc/${proc}`, {
      method: "POST",
      headers,
      body: JSON.stringify(input),
    }),
  ))!;
  const body = (await res.json()) as { error?: { message: string; data: { code: string } } };
  return { status: res.status, message: body.error?.message, code: body.error?.data.code };
}

const order = (orderId: string, customerId: string) => ({
  orderId,
  number: `20261122-${orderId.slice(0, 5).toUpperCase()}`,
  customerId,
  cartId: `cart-${orderId}`,
  locale: "pl",
  currency: "PLN",
  rate: "1",
  noVat: false,
  lines: [],
  totals: { net: "100.00", gross: "123.00", toPayGross: "141.45" },
  paymentMethodId: 1,
  shippingMethodId: 1,
  customer: { email: "kept@example.com", firstName: "Anna" },
  paymentStatus: "awaiting" as const,
  status: "new" as const,
  createdAt: 1_700_000_000_000,
});

describe("admin users", () => {
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let cookie: string;
  const api = () => callerWith(cookie).caller.admin.users;

  beforeAll(async () => {
    await useTestTable("admin-users");
    admin = await makeUser("administrator");
    cookie = (await sessionCookieFor(admin.userId)).cookie;
  });

  it("lists accounts 10 a page, newest first, with search by e-mail or name and filters by role and status", async () => {
    const made: Awaited<ReturnType<typeof makeUser>>[] = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await makeUser(i % 4 === 0 ? "content" : "customer", undefined, {
          confirmed: i % 3 !== 0,
          profile: { firstName: `Zofia${i}`, lastName: "Kowalska" },
        }),
      );
    const first = await api().list({});
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(10);
    const times = first.items.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await api().list({ page: 2 })).items).toHaveLength(3);
    expect((await api().list({ pageSize: 25 })).items).toHaveLength(13);
    await expect(api().list({ pageSize: 7 as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    expect(
      (await api().list({ search: made[5]!.email.toUpperCase() })).items.map((r) => r.userId),
    ).toEqual([made[5]!.userId]);
    expect((await api().list({ search: "zofia11 kow" })).items.map((r) => r.userId)).toEqual([
      made[11]!.userId,
    ]);
    const content = await api().list({ filters: { role: "content" } });
    expect(content.items.map((r) => r.userId).sort()).toEqual(
      [made[0], made[4], made[8]].map((u) => u!.userId).sort(),
    );
    const unconfirmed = await api().list({
      filters: { status: "unconfirmed" },
      sort: { by: "email", dir: "asc" },
    });
    expect(unconfirmed.items.map((r) => r.userId).sort()).toEqual(
      [0, 3, 6, 9].map((i) => made[i]!.userId).sort(),
    );
    expect(unconfirmed.items.map((r) => r.email)).toEqual(
      unconfirmed.items.map((r) => r.email).sort(),
    );
  });

  it("shows a user's data, role, status and orders", async () => {
    const u = await makeUser("customer", undefined, {
      profile: { firstName: "Jan", lastName: "Nowak", billingCompany: "Drukarnia" },
    });
    await db().entities.order.create(order("useraaaaaaaaaaaaaaaaaa", u.userId)).go();
    const info = await api().get({ id: u.userId });
    expect(info).toMatchObject({
      email: u.email,
      name: "Jan Nowak",
      company: "Drukarnia",
      role: "customer",
      status: "confirmed",
      version: 1,
    });
    expect(info.orders).toEqual([
      expect.objectContaining({ orderId: "useraaaaaaaaaaaaaaaaaa", totalGross: "141.45" }),
    ]);
    await expect(api().get({ id: "no-such-user" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("approve and confirm set the status; a stale version is 409 conflict.stale and changes nothing", async () => {
    const u = await makeUser("customer", undefined, { confirmed: false });
    expect((await api().get({ id: u.userId })).status).toBe("unconfirmed");
    const confirmed = await api().confirm({ id: u.userId, version: 1 });
    expect(confirmed).toMatchObject({ status: "confirmed", version: 2 });
    expect(confirmed.confirmedAt).toBeGreaterThan(0);
    expect(await mutate("admin.users.approve", { id: u.userId, version: 1 }, cookie, "en")).toEqual(
      {
        status: 409,
        code: "conflict.stale",
        message: "Someone else saved this record in the meantime. Reload it and try again.",
      },
    );
    expect((await api().get({ id: u.userId })).status).toBe("confirmed");
    expect(await api().approve({ id: u.userId, version: 2 })).toMatchObject({
      status: "approved",
      version: 3,
    });
  });

  it("setRole gives a role and ends the person's sessions at once; nobody demotes the last administrator", async () => {
    const u = await makeUser("customer");
    const theirs = (await sessionCookieFor(u.userId)).cookie;
    const another = (await sessionCookieFor(u.userId)).cookie;
    await expect(callerWith(theirs).caller.admin.me()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await api().setRole({ id: u.userId, version: 1, role: "catalogue" })).toMatchObject({
      role: "catalogue",
    });
    // Both sessions ended with the change: 401, not the old role's 403 nor the new role's answer.
    for (const cookie of [theirs, another]) {
      await expect(callerWith(cookie).caller.admin.me()).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
      await expect(callerWith(cookie).caller.shop.account.me()).resolves.toBeNull();
    }
    // Signed in again under the new role (as if past the second factor), the role holds.
    expect(
      await callerWith((await sessionCookieFor(u.userId)).cookie).caller.admin.me(),
    ).toMatchObject({
      role: "catalogue",
      permissions: ["backOffice", "catalogue"],
    });

    expect(
      await mutate(
        "admin.users.setRole",
        { id: admin.userId, version: 1, role: "content" },
        cookie,
        "de",
      ),
    ).toEqual({
      status: 409,
      code: "user.last_administrator",
      message:
        "Dies ist der letzte Administrator: er kann weder entfernt noch herabgestuft werden.",
    });
    expect((await api().get({ id: admin.userId })).role).toBe("administrator");
    // With a second administrator, either may be demoted.
    const second = await makeUser("administrator");
    expect(await api().setRole({ id: second.userId, version: 1, role: "orders" })).toMatchObject({
      role: "orders",
    });
  });

  it("nobody removes themself; the last administrator cannot be removed (even by a script)", async () => {
    expect(
      await mutate("admin.users.remove", { id: admin.userId, version: 1 }, cookie, "en"),
    ).toEqual({
      status: 403,
      code: "user.self_remove",
      message: "You cannot remove your own account.",
    });
    await expect(
      User.remove({ id: admin.userId, version: 1 }, { userId: "script", email: "script" }),
    ).rejects.toMatchObject({ code: "user.last_administrator" });
    expect((await api().get({ id: admin.userId })).role).toBe("administrator");
  });

  it("REST /admin/users/approve and /confirm take the seed's {id}", async () => {
    const u = await makeUser("customer", undefined, { confirmed: false });
    expect((await rest("/admin/users/confirm", { id: u.userId }, cookie)).status).toBe(200);
    const approved = await rest("/admin/users/approve", { id: u.userId }, cookie);
    expect(approved).toMatchObject({ status: 200, body: { status: "approved" } });
    expect((await rest("/admin/users/approve", {}, cookie)).status).toBe(400);
    expect(await rest("/admin/users/confirm", { id: "nobody" }, cookie, "en")).toMatchObject({
      status: 404,
      body: { error: { message: "User not found." } },
    });
    const trail = await Audit.list({ target: { type: "user", id: u.userId } });
    expect(trail.items.map((e) => e.action)).toEqual(["user.approve", "user.confirm"]);
  });

  it("REST /admin/users/delete removes the account and its sessions, keeps its orders, frees the e-mail", async () => {
    const u = await makeUser("customer");
    const theirs = (await sessionCookieFor(u.userId)).cookie;
    await db().entities.order.create(order("userbbbbbbbbbbbbbbbbbb", u.userId)).go();
    expect((await rest("/admin/users/delete", { id: u.userId }, cookie)).status).toBe(200);
    await expect(api().get({ id: u.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const kept = await db().entities.order.get({ orderId: "userbbbbbbbbbbbbbbbbbb" }).go();
    expect(kept.data).toMatchObject({
      customerId: u.userId,
      customer: { email: "kept@example.com", firstName: "Anna" },
    });
    expect((await db().entities.emailClaim.get({ email: u.email }).go()).data).toBeNull();
    await expect(callerWith(theirs).caller.shop.account.orders()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await db().entities.session.query.byUser({ userId: u.userId }).go()).data).toEqual([]);
  });

  it("two administrators demoting each other at once: at most one succeeds, an administrator remains", async () => {
    await useTestTable("admin-users-race");
    for (let round = 0; round < 3; round++) {
      const [x, y] = [await makeUser("administrator"), await makeUser("administrator")];
      const others = await User.list({ filters: { role: "administrator" }, pageSize: 100 });
      // Only these two are administrators in this table.
      for (const a of others.items.filter((r) => r.userId !== x.userId && r.userId !== y.userId)) {
        await User.setRole(
          { id: a.userId, version: a.version, role: "content" },
          { userId: x.userId, email: x.email },
        );
      }
      const results = await Promise.allSettled([
        User.setRole(
          { id: y.userId, version: 1, role: "content" },
          { userId: x.userId, email: x.email },
        ),
        User.setRole(
          { id: x.userId, version: 1, role: "content" },
          { userId: y.userId, email: y.email },
        ),
      ]);
      expect(results.filter((r) => r.status === "fulfilled").length).toBeLessThanOrEqual(1);
      expect(
        (await User.list({ filters: { role: "administrator" } })).total,
      ).toBeGreaterThanOrEqual(1);
    }
  });
});
