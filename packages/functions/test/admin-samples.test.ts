import { beforeAll, describe, expect, it } from "vitest";
import { Audit } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/** admin.samples.list (paged, searched, filtered) and markSent (version-checked, audited). */
let cookie: string;
const api = () => callerWith(cookie, { locale: "en" }).caller.admin.samples;

async function request(i: number, extra: Record<string, unknown> = {}) {
  await db()
    .entities.sampleRequest.create({
      requestId: `req-${i}`,
      company: `Firma ${i}`,
      street: "ul. Długa 1",
      postcode: "00-001",
      city: i % 2 ? "Kraków" : "Gdańsk",
      person: "Anna Nowak",
      phone: "600700800",
      email: `s${i}@example.com`,
      text: `Etykiety 50 × 30 mm, nakład ${i * 100}`,
      locale: "pl",
      createdAt: 1_790_000_000_000 + i * 60_000,
      ...extra,
    })
    .go();
}

describe("admin samples", () => {
  beforeAll(async () => {
    await useTestTable("admin-samples");
    cookie = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
    for (let i = 1; i <= 23; i++) await request(i);
  });

  it("lists requests newest first, 10 a page, with the calculator summary; searches and filters", async () => {
    const first = await api().list({});
    expect(first.total).toBe(23);
    expect(first.items.map((r) => r.requestId)).toEqual(
      Array.from({ length: 10 }, (_, k) => `req-${23 - k}`),
    );
    expect(first.items[0]).toMatchObject({
      text: "Etykiety 50 × 30 mm, nakład 2300",
      status: "new",
      version: 1,
    });
    expect(first.items[0]).not.toHaveProperty("ip");
    const third = await api().list({ page: 3 });
    expect(third.items.map((r) => r.requestId)).toEqual(["req-3", "req-2", "req-1"]);
    expect((await api().list({ search: "kraków" })).total).toBe(12);
  });

  it("marks a request sent on a day, once; a stale version is 409 and the audit log has the change", async () => {
    const out = await api().markSent({ requestId: "req-5", sentOn: "2026-11-20", version: 1 });
    expect(out).toEqual({ requestId: "req-5", status: "sent", sentOn: "2026-11-20", version: 2 });
    await expect(
      api().markSent({ requestId: "req-5", sentOn: "2026-11-21", version: 1 }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await api().list({ filters: { status: "sent" } })).items).toEqual([
      expect.objectContaining({ requestId: "req-5", sentOn: "2026-11-20" }),
    ]);
    const entries = (await Audit.list({ target: { type: "sample", id: "req-5" } })).items;
    expect(entries).toEqual([
      expect.objectContaining({
        action: "sample.markSent",
        before: { status: "new", sentOn: null },
        after: { status: "sent", sentOn: "2026-11-20" },
      }),
    ]);
    await expect(
      api().markSent({ requestId: "nope", sentOn: "2026-11-20", version: 1 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      api().markSent({ requestId: "req-6", sentOn: "20.11.2026", version: 1 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
