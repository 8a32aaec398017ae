import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cart } from "@printshop/core";
import { startTestServer } from "./server";
import { browserClient, makeUser } from "./accounts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let ip = 1;
const client = () => browserClient(server.url, { ip: `203.0.113.${ip++}` });
/** Business cards from the demo catalogue (a price-table product). */
const businessCards = (quantity = 100) => ({
  config: {
    kind: "table",
    productId: 10,
    valueIds: [1012, 1022, 1031, 1042, 1052, 1061],
    quantity,
  },
  mode: "eco",
});
const lineCount = async (c: ReturnType<typeof client>) =>
  (await c.query("shop.cart.count")).body.result.data as number;

describe("signing in merges the guest cart into the account's cart", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("a first sign-in adopts the guest cart; sign-out forgets it; the next sign-in brings it back", async () => {
    const user = await makeUser();
    const browser = client();
    expect((await browser.mutate("shop.cart.add", businessCards())).status).toBe(200);
    const guestCartId = browser.jar.get("cart");
    await browser.mutate("shop.account.signIn", { email: user.email, password: user.password });
    expect(browser.jar.get("cart")).toBe(guestCartId);
    expect((await Cart.load(guestCartId!))?.customerId).toBe(user.userId);

    await browser.mutate("shop.account.signOut");
    expect(browser.jar.has("cart")).toBe(false);
    expect(await lineCount(browser)).toBe(0);

    await browser.mutate("shop.account.signIn", { email: user.email, password: user.password });
    expect(browser.jar.get("cart")).toBe(guestCartId);
    expect(await lineCount(browser)).toBe(1);
  });

  it("appends a new guest cart's lines to the account's cart and empties the guest cart", async () => {
    const user = await makeUser();
    const first = client();
    await first.mutate("shop.cart.add", businessCards(100));
    await first.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const accountCartId = first.jar.get("cart")!;

    const elsewhere = client();
    await elsewhere.mutate("shop.cart.add", businessCards(250));
    await elsewhere.mutate("shop.cart.add", businessCards(500));
    const guestCartId = elsewhere.jar.get("cart")!;
    await elsewhere.mutate("shop.account.signIn", { email: user.email, password: user.password });
    expect(elsewhere.jar.get("cart")).toBe(accountCartId);
    const merged = await Cart.load(accountCartId);
    expect(merged!.lines.map((l) => l.quantity)).toEqual([100, 250, 500]);
    expect((await Cart.load(guestCartId))!.lines).toEqual([]);
    expect(await lineCount(elsewhere)).toBe(3);
  });

  it("gives an account without carts a cart of its own, so what is added while signed in comes back", async () => {
    const user = await makeUser();
    const browser = client();
    await browser.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const cartId = browser.jar.get("cart");
    expect(cartId).toBeTruthy();
    await browser.mutate("shop.cart.add", businessCards());
    await browser.mutate("shop.account.signOut");
    const later = client();
    await later.mutate("shop.account.signIn", { email: user.email, password: user.password });
    expect(later.jar.get("cart")).toBe(cartId);
    expect(await lineCount(later)).toBe(1);
  });

  it("does not take over another customer's cart left in the browser", async () => {
    const alice = await makeUser();
    const bob = await makeUser();
    const browser = client();
    await browser.mutate("shop.account.signIn", { email: alice.email, password: alice.password });
    await browser.mutate("shop.cart.add", businessCards());
    const aliceCart = browser.jar.get("cart")!;
    // A cookie that survived somehow (say, copied): Bob signs in with Alice's cart id.
    const other = client();
    other.jar.set("cart", aliceCart);
    await other.mutate("shop.account.signIn", { email: bob.email, password: bob.password });
    expect(other.jar.get("cart")).not.toBe(aliceCart);
    expect((await Cart.load(aliceCart))!.customerId).toBe(alice.userId);
    expect((await Cart.load(aliceCart))!.lines).toHaveLength(1);
  });
});
