import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { AppError, Category, Payments, Product, Shipping } from "@printshop/core";
import { database, db } from "../../../packages/core/src/dynamo/db";
import { useTestTable } from "../../../test/db";

/**
 * The delete guards of categories and payment methods on DynamoDB Local: a category delete and
 * a product write putting a product into it, or a payment retire and a shipping write starting to
 * allow it, can never both succeed, whatever the interleaving.
 */
const actor = { userId: "guard-test", email: "guard@example.com" };
const text = (pl: string) => ({ pl, en: "", de: "" });

/**
 * Runs `action` once, right after the first request `matches` has been answered: a write landing
 * between another call's read and its write, at exactly that point.
 */
function interleave(
  matches: (input: Record<string, unknown>) => boolean,
  action: () => Promise<unknown>,
) {
  const client = database().client;
  const name = `interleave-${randomUUID()}`;
  let armed = true;
  let ran: Promise<unknown> = Promise.resolve("not run");
  client.addHook(name, async ({ input }, next) => {
    const out = await next();
    if (armed && matches(input)) {
      armed = false;
      ran = action().then(
        () => "ok",
        (e: unknown) => e,
      );
      await ran;
    }
    return out;
  });
  return { result: () => ran, done: () => client.removeHook(name) };
}
const consistentQueryOf = (prefix: string) => (input: Record<string, unknown>) =>
  input.ConsistentRead === true &&
  typeof input.KeyConditionExpression === "string" &&
  JSON.stringify(input.ExpressionAttributeValues).includes(prefix);

let nextProductId = 90_000;

/** A product in category `categoryId` (as the seed writes it). */
async function productIn(categoryId: number) {
  const productId = nextProductId++;
  const title = text(`Produkt ${productId}`);
  await db()
    .entities.product.put({
      productId,
      kind: "calculator",
      categoryId,
      slug: `p-${productId}`,
      sort: 1,
      active: true,
      title,
      version: 1,
    })
    .go();
  return productId;
}

/** A product write moving product `productId` into category `to`: the product's patch and the category's guard item, one transaction. */
async function moveProduct(productId: number, to: number) {
  const result = await db()
    .transaction.write((entities) => [
      entities.product.patch({ productId }).set({ categoryId: to }).add({ version: 1 }).commit(),
      Category.productEnters(entities, to),
    ])
    .go();
  if (result.canceled) throw new Error("product write cancelled");
}

const categoryOf = async (productId: number) =>
  (await db().entities.product.get({ productId }).go({ consistent: true })).data?.categoryId;
const categoryExists = async (categoryId: number) =>
  Boolean((await db().entities.category.get({ categoryId }).go({ consistent: true })).data);

describe("category delete guard", () => {
  let home: number;

  beforeAll(async () => {
    await useTestTable("delete-guards");
    home = (await Category.create({ title: text("Dom"), slug: "" }, actor)).categoryId;
  });

  it("a product moved in between the delete's read and its write: the delete answers it and removes nothing", async () => {
    const empty = await Category.create({ title: text(`Pusta ${randomUUID()}`), slug: "" }, actor);
    const product = await productIn(home);
    const hook = interleave(consistentQueryOf("$catalogue"), () =>
      moveProduct(product, empty.categoryId),
    );
    try {
      const answer = await Category.remove({ id: empty.categoryId, version: empty.version }, actor);
      expect(await hook.result()).toBe("ok");
      expect(answer.map((p) => p.productId)).toEqual([product]);
    } finally {
      hook.done();
    }
    expect(await categoryExists(empty.categoryId)).toBe(true);
    expect(await categoryOf(product)).toBe(empty.categoryId);
  });

  it("a product moved in after the delete is cancelled: the product stays where it was", async () => {
    const empty = await Category.create({ title: text(`Pusta ${randomUUID()}`), slug: "" }, actor);
    const product = await productIn(home);
    expect(await Category.remove({ id: empty.categoryId, version: empty.version }, actor)).toEqual(
      [],
    );
    await expect(moveProduct(product, empty.categoryId)).rejects.toThrow();
    expect(await categoryOf(product)).toBe(home);
  });

  it("the admin's product writes carry the guard: creating into or moving into a category counts, and a racing delete and create are never both done", async () => {
    const guard = async (id: number) =>
      (await db().entities.category.get({ categoryId: id }).go({ consistent: true })).data
        ?.productsAdded ?? 0;
    const target = await Category.create({ title: text(`Cel ${randomUUID()}`), slug: "" }, actor);
    const fields = (categoryId: number, n: string) => ({
      kind: "table" as const,
      categoryId,
      title: text(`Produkt ${n}`),
      description: text(""),
      slug: "",
      leadTimes: { eco: 5, standard: 3, express: 1 },
    });
    const made = await Product.Write.create(fields(target.categoryId, randomUUID()), actor);
    expect(await guard(target.categoryId)).toBe(1);
    const other = await Category.create({ title: text(`Inny ${randomUUID()}`), slug: "" }, actor);
    await Product.Write.update(
      { ...fields(other.categoryId, randomUUID()), id: made.id, version: made.version },
      actor,
    );
    expect(await guard(other.categoryId)).toBe(1);
    for (let round = 0; round < 5; round++) {
      const empty = await Category.create(
        { title: text(`Wyścig produktu ${round} ${randomUUID()}`), slug: "" },
        actor,
      );
      const [created, removed] = await Promise.allSettled([
        Product.Write.create(fields(empty.categoryId, randomUUID()), actor),
        Category.remove({ id: empty.categoryId, version: empty.version }, actor),
      ]);
      const deleted = removed.status === "fulfilled" && removed.value.length === 0;
      expect(created.status === "fulfilled" && deleted).toBe(false);
    }
  });

  it("racing a move into a category against its delete, 10 times: never both, never a product in a deleted category", async () => {
    for (let round = 0; round < 10; round++) {
      const empty = await Category.create(
        { title: text(`Wyścig ${round} ${randomUUID()}`), slug: "" },
        actor,
      );
      const product = await productIn(home);
      const [moved, removed] = await Promise.allSettled([
        moveProduct(product, empty.categoryId),
        Category.remove({ id: empty.categoryId, version: empty.version }, actor),
      ]);
      const deleted = removed.status === "fulfilled" && removed.value.length === 0;
      expect(moved.status === "fulfilled" && deleted).toBe(false);
      const exists = await categoryExists(empty.categoryId);
      expect(exists).toBe(!deleted);
      if (!exists) expect(await categoryOf(product)).toBe(home);
      // A delete that lost answers the product, or (when the move cancelled it three times) is stale; never another error.
      if (removed.status === "rejected")
        expect(removed.reason).toMatchObject({ code: "conflict.stale" });
      else if (!deleted) expect(removed.value.map((p) => p.productId)).toEqual([product]);
    }
  });

  it("an edit of the category between the read and the write is still a stale version, not a product list", async () => {
    const empty = await Category.create({ title: text(`Pusta ${randomUUID()}`), slug: "" }, actor);
    const hook = interleave(consistentQueryOf("$catalogue"), () =>
      Category.activate({ id: empty.categoryId, version: 1, value: false }, actor),
    );
    try {
      await expect(
        Category.remove({ id: empty.categoryId, version: 1 }, actor),
      ).rejects.toMatchObject({ code: "conflict.stale" });
    } finally {
      hook.done();
    }
    expect(await categoryExists(empty.categoryId)).toBe(true);
  });
});

describe("payment method retire guard", () => {
  const price = "12.50";

  async function setup() {
    const payment = await Payments.create(
      { name: text(`Płatność ${randomUUID()}`), icon: "" },
      actor,
    );
    const shipping = await Shipping.create(
      { name: text(`Wysyłka ${randomUUID()}`), icon: "", price, payments: [] },
      actor,
    );
    return { payment, shipping };
  }
  const allow = (
    shipping: { shippingMethodId: number; version: number; name: Record<string, string> },
    payments: number[],
  ) =>
    Shipping.update(
      {
        id: shipping.shippingMethodId,
        version: shipping.version,
        name: shipping.name as never,
        icon: "",
        price,
        payments,
      },
      actor,
    );
  const active = async (id: number) =>
    (await db().entities.paymentMethod.get({ paymentMethodId: id }).go({ consistent: true })).data
      ?.active !== false;
  const allowed = async (id: number) =>
    (await db().entities.shippingMethod.get({ shippingMethodId: id }).go({ consistent: true })).data
      ?.payments ?? [];

  it("a shipping method starting to allow it between the retire's read and its write: the retire is refused as in use", async () => {
    const { payment, shipping } = await setup();
    const hook = interleave(consistentQueryOf("$settings#shippingmethod"), () =>
      allow(shipping, [payment.paymentMethodId]),
    );
    try {
      await expect(
        Payments.remove({ id: payment.paymentMethodId, version: payment.version }, actor),
      ).rejects.toMatchObject({ code: "payment.in_use" });
      expect(await hook.result()).toBe("ok");
    } finally {
      hook.done();
    }
    expect(await active(payment.paymentMethodId)).toBe(true);
    expect(await allowed(shipping.shippingMethodId)).toEqual([payment.paymentMethodId]);
  });

  it("after the retire, a shipping write allowing it is refused with the form's error; so is a new shipping method", async () => {
    const { payment, shipping } = await setup();
    await Payments.remove({ id: payment.paymentMethodId, version: payment.version }, actor);
    await expect(allow(shipping, [payment.paymentMethodId])).rejects.toMatchObject({
      code: "input.invalid",
      fields: [{ field: "payments", code: "shipping.unknown_payment" }],
    });
    await expect(
      Shipping.create(
        { name: text("Nowa"), icon: "", price, payments: [payment.paymentMethodId] },
        actor,
      ),
    ).rejects.toBeInstanceOf(AppError);
    expect(await allowed(shipping.shippingMethodId)).toEqual([]);
  });

  it("a retire landing between a shipping write's read and its write cancels the shipping write", async () => {
    const { payment, shipping } = await setup();
    // The shipping update reads the payment methods (not strongly consistent); the retire lands right after that read.
    const eventual = (input: Record<string, unknown>) =>
      input.ConsistentRead !== true &&
      JSON.stringify(input.ExpressionAttributeValues ?? {}).includes("$settings#paymentmethod");
    const hook = interleave(eventual, () =>
      Payments.remove({ id: payment.paymentMethodId, version: payment.version }, actor),
    );
    try {
      await expect(allow(shipping, [payment.paymentMethodId])).rejects.toMatchObject({
        fields: [{ code: "shipping.unknown_payment" }],
      });
      expect(await hook.result()).toBe("ok");
    } finally {
      hook.done();
    }
    expect(await active(payment.paymentMethodId)).toBe(false);
    expect(await allowed(shipping.shippingMethodId)).toEqual([]);
  });

  it("racing a shipping update allowing it against its retire, 10 times: never a shipping method allowing a retired payment", async () => {
    for (let round = 0; round < 10; round++) {
      const { payment, shipping } = await setup();
      const [updated, retired] = await Promise.allSettled([
        allow(shipping, [payment.paymentMethodId]),
        Payments.remove({ id: payment.paymentMethodId, version: payment.version }, actor),
      ]);
      expect(updated.status === "fulfilled" && retired.status === "fulfilled").toBe(false);
      const isActive = await active(payment.paymentMethodId);
      expect(isActive).toBe(retired.status === "rejected");
      if (!isActive) expect(await allowed(shipping.shippingMethodId)).toEqual([]);
    }
  });
});
