import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, sessionCookieFor } from "./accounts";
import { trpc } from "./admin-api-client";
import { startTestServer } from "./server";
import { visitor } from "./shop-client";

/**
 * admin.company.*: the seller's data edited in the back office (issue 27, item 6) — checked
 * (NIP, REGON, IBAN checksums; a Polish postcode), version-checked, audited, and what the shop's
 * footer and transfer details read next.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: string;
let staff: string;

const form = {
  name: "Drukarnia Testowa sp. z o.o.",
  street: "ul. Fabryczna 7",
  postcode: "30-001",
  city: "Kraków",
  country: "pl",
  nip: "PL 526-025-02-74",
  regon: "012100784",
  krs: "0000012345",
  registerCourt: "Sąd Rejonowy dla Krakowa-Śródmieścia",
  shareCapital: "50 000 zł",
  representative: "Anna Nowak",
  phone: "+48 12 345 67 89",
  email: "biuro@drukarnia.example",
  bankName: "Bank Przykładowy",
  bankAccount: "pl61 1090 1014 0000 0712 1981 2874",
  swift: "wbkppLpp",
};

beforeAll(async () => {
  server = await startTestServer({ sites: false });
  admin = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
  staff = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
});
afterAll(async () => server?.close());

describe("the seller's data in the back office", () => {
  it("saves checked and normalized data, audited; the shop reads it at once; a stale save is refused", async () => {
    const current = (await trpc("admin.company.get", undefined, admin, "en", "GET")).data;
    const saved = await trpc("admin.company.update", { ...form, version: current.version }, admin);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      name: form.name,
      country: "PL",
      nip: "5260250274",
      bankAccount: "PL61 1090 1014 0000 0712 1981 2874",
      swift: "WBKPPLPP",
      placeholder: false,
      version: current.version + 1,
    });
    const shop = await visitor(server.url, "en").query("shop.content.company");
    expect(shop.body.result.data).toMatchObject({ name: form.name, placeholder: false });

    const stale = await trpc(
      "admin.company.update",
      { ...form, city: "Tarnów", version: current.version },
      admin,
      "en",
    );
    expect(stale.status).toBe(409);
    const audit = (
      await trpc(
        "admin.audit.list",
        { target: { type: "company", id: "current" } },
        admin,
        "en",
        "GET",
      )
    ).data;
    expect(audit.items[0]).toMatchObject({ action: "company.update" });
    expect(audit.items[0].after).toMatchObject({ name: form.name, nip: "5260250274" });
  });

  it("refuses a wrong NIP, REGON, IBAN and postcode with a sentence each in pl, en and de, and changes nothing", async () => {
    const before = (await trpc("admin.company.get", undefined, admin, "pl", "GET")).data;
    const bad = {
      ...form,
      nip: "5260250275",
      regon: "012100785",
      bankAccount: "PL61 1090 1014 0000 0712 1981 2875",
      postcode: "30001",
      version: before.version,
    };
    const messages: Record<string, Record<string, string>> = {};
    for (const locale of ["pl", "en", "de"]) {
      const res = await trpc("admin.company.update", bad, admin, locale);
      expect(res.status).toBe(400);
      messages[locale] = Object.fromEntries(res.fields!.map((f) => [f.field, f.message]));
    }
    expect(Object.keys(messages.en!).sort()).toEqual(["bankAccount", "nip", "postcode", "regon"]);
    expect(messages.pl!.nip).toMatch(/^NIP jest nieprawidłowy/);
    expect(messages.en!.bankAccount).toMatch(/^The account number is not valid/);
    expect(messages.de!.postcode).toMatch(/^Eine polnische Postleitzahl/);
    for (const m of Object.values(messages).flatMap((x) => Object.values(x)))
      expect(m).not.toMatch(/^company\./);
    expect((await trpc("admin.company.get", undefined, admin, "pl", "GET")).data).toEqual(before);
  });

  it("a Polish seller without a NIP is refused; an over-long name is refused by the schema", async () => {
    const { version } = (await trpc("admin.company.get", undefined, admin, "en", "GET")).data;
    const none = await trpc("admin.company.update", { ...form, nip: "", version }, admin, "en");
    expect(none.fields).toEqual([
      expect.objectContaining({ field: "nip", code: "company.nip_required" }),
    ]);
    const long = await trpc(
      "admin.company.update",
      { ...form, name: "x".repeat(201), version },
      admin,
      "en",
    );
    expect(long.status).toBe(400);
    expect(long.fields?.[0]?.field).toBe("name");
  });

  it("is the administrator's: an orders member is refused", async () => {
    expect((await trpc("admin.company.get", undefined, staff, "en", "GET")).status).toBe(403);
    const { version } = (await trpc("admin.company.get", undefined, admin, "en", "GET")).data;
    expect((await trpc("admin.company.update", { ...form, version }, staff, "en")).status).toBe(
      403,
    );
  });
});
