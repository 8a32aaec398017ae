import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./server";
import { browserClient, makeUser } from "./accounts";
import { sentEmails } from "./built";

/** The address book over the shop's API (issue 31 item 5): `shop.account.addresses.*`. */
let server: Awaited<ReturnType<typeof startTestServer>>;

const W = [6, 5, 7, 2, 3, 4, 5, 6, 7];
function nip(nine: string): string {
  const sum = W.reduce((a, w, i) => a + w * Number(nine[i]), 0) % 11;
  return sum === 10 ? nip(String(Number(nine) + 1).padStart(9, "0")) : `${nine}${sum}`;
}
const companyProfile = {
  type: 2,
  billingCompany: "Adresy Kowalski sp. z o.o.",
  billingTax: nip(String(100_000_000 + Math.floor(Math.random() * 800_000_000))),
  billingCountry: "PL",
} as unknown as Record<string, string>;

let ip = 110;
async function signedIn(locale: "pl" | "en" | "de", profile?: Record<string, string>) {
  const user = await makeUser("customer", "correct horse 1", profile ? { profile } : {});
  const browser = browserClient(server.url, { ip: `192.0.2.${ip++}`, locale });
  const r = await browser.mutate("shop.account.signIn", {
    email: user.email,
    password: user.password,
  });
  expect(r.status).toBe(200);
  return { ...user, browser };
}
type Client = Awaited<ReturnType<typeof signedIn>>["browser"];
const data = (r: { body: any }) => r.body.result.data;
const address = (city: string) => ({
  deliveryName: "Magazyn",
  deliveryAddress1: "ul. Polna 3",
  deliveryPostcode: "00-950",
  deliveryCity: city,
  deliveryCountry: "PL",
  deliveryContactPerson: "Anna Nowak",
  deliveryPhone: "600 200 300",
  deliveryEmail: "magazyn@example.com",
});
const list = async (b: Client) =>
  data(await b.query("shop.account.addresses.list")) as {
    own: {
      addressId: string;
      version: number;
      isDefault: boolean;
      address: { deliveryCity: string };
    }[];
    company: { canEdit: boolean; addresses: { addressId: string }[] } | null;
  };

describe("the address book over the shop's API", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("a visitor is refused; a customer adds, edits (stale refused, in their language) and removes", async () => {
    const visitor = browserClient(server.url, { ip: "192.0.2.109", locale: "pl" });
    expect((await visitor.query("shop.account.addresses.list")).status).toBe(401);

    const de = await signedIn("de");
    const saved = await de.browser.mutate("shop.account.addresses.save", {
      address: address("Berlin-Test"),
      isDefault: true,
    });
    expect(saved.status).toBe(200);
    const { addressId } = data(saved) as { addressId: string };
    const edited = await de.browser.mutate("shop.account.addresses.save", {
      addressId,
      version: 1,
      address: address("Warszawa"),
    });
    expect(edited.status).toBe(200);
    const stale = await de.browser.mutate("shop.account.addresses.save", {
      addressId,
      version: 1,
      address: address("Lublin"),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      "Diese Adresse wurde inzwischen geändert (z. B. in einem anderen Tab). Laden Sie die Liste neu und nehmen Sie Ihre Änderungen erneut vor.",
    );
    const invalid = await de.browser.mutate("shop.account.addresses.save", {
      address: { ...address("Kraków"), deliveryPostcode: "3000" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.data.fields.map((f: { field: string }) => f.field)).toEqual([
      "deliveryPostcode",
    ]);
    expect(typeof invalid.body.error.data.fields[0].message).toBe("string");
    expect(invalid.body.error.data.fields[0].message).not.toMatch(/^account\./);
    expect(
      (await list(de.browser)).own.map((a) => [a.address.deliveryCity, a.version, a.isDefault]),
    ).toEqual([["Warszawa", 2, true]]);

    // Another customer neither sees nor removes it.
    const other = await signedIn("en");
    expect((await list(other.browser)).own).toEqual([]);
    const foreign = await other.browser.mutate("shop.account.addresses.remove", { addressId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe("This address was not found.");
    expect((await list(de.browser)).own).toHaveLength(1);

    expect((await de.browser.mutate("shop.account.addresses.remove", { addressId })).status).toBe(
      200,
    );
    expect((await list(de.browser)).own).toEqual([]);
  });

  it("a company's buyer reads its addresses; only the owner writes them", async () => {
    const owner = await signedIn("pl", companyProfile);
    expect((await owner.browser.mutate("shop.account.companyCreate")).status).toBe(200);
    const buyer = await signedIn("pl");
    await owner.browser.mutate("shop.account.companyInvite", { email: buyer.email });
    const mail = sentEmails({ to: buyer.email, kind: "company.invite" }).at(-1)!;
    const token = /\/account\/company\/join#([\w-]+)/.exec(mail.text)![1]!;
    expect((await buyer.browser.mutate("shop.account.companyAccept", { token })).status).toBe(200);

    const byBuyer = await buyer.browser.mutate("shop.account.addresses.save", {
      scope: "company",
      address: address("Gdynia"),
    });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.error.message).toBe("Tylko właściciel konta firmy może to zrobić.");
    const byOwner = await owner.browser.mutate("shop.account.addresses.save", {
      scope: "company",
      address: address("Gdynia"),
    });
    expect(byOwner.status).toBe(200);
    const seen = await list(buyer.browser);
    expect(seen.own).toEqual([]);
    expect(seen.company?.canEdit).toBe(false);
    expect(seen.company?.addresses.map((a) => a.addressId)).toEqual([data(byOwner).addressId]);
    expect((await list(owner.browser)).company?.canEdit).toBe(true);
  });
});
