import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Account from "../account/index";
import * as Audit from "./index";

/**
 * The audit list names people and subjects (issue 27 fault 6): the actor by name (else e-mail),
 * a user, product or order by its name, title or number; and the `person` filter finds a person
 * by part of the name or e-mail, never needing an id. On DynamoDB Local.
 */
let anna: string;
let jan: string;
beforeAll(async () => {
  await useTestTable("audit-names");
  anna = await Account.createForTest({
    email: "anna.names@example.com",
    password: "names password 1",
    role: "administrator",
    profile: { firstName: "Anna", lastName: "Nowak" },
  });
  jan = await Account.createForTest({
    email: "jan.names@example.com",
    password: "names password 2",
  });
  await db()
    .entities.product.put({
      productId: 4711,
      categoryId: 1,
      kind: "table",
      slug: "ulotki-names",
      sort: 1,
      active: true,
      title: { pl: "Ulotki", en: "Flyers", de: "Flyer" },
    })
    .go();
  const actor = { userId: anna, email: "anna.names@example.com" };
  await Audit.record(actor, {
    action: "user.setRole",
    target: { type: "user", id: jan },
    before: { role: "customer" },
    after: { role: "content" },
  });
  await Audit.record(actor, {
    action: "product.update",
    target: { type: "product", id: "4711" },
    before: { active: false },
    after: { active: true },
  });
  await Audit.record(
    { userId: "script-1", email: "script@example.com" },
    { action: "image.upload", target: { type: "image", id: "a.png" }, before: null, after: {} },
  );
}, 300_000);

describe("the audit list's names", () => {
  it("names the actor by name, a user without a name by e-mail, a product by its titles", async () => {
    const { items, total } = await Audit.list({});
    expect(total).toBe(3);
    const role = items.find((i) => i.action === "user.setRole")!;
    expect(role.actor).toEqual({ id: anna, email: "anna.names@example.com", name: "Anna Nowak" });
    expect(role.target).toEqual({ type: "user", id: jan, title: "jan.names@example.com" });
    const product = items.find((i) => i.action === "product.update")!;
    expect(product.target.title).toEqual({ pl: "Ulotki", en: "Flyers", de: "Flyer" });
    // A script (no account) keeps its e-mail only; an image has no title to look up.
    const upload = items.find((i) => i.action === "image.upload")!;
    expect(upload.actor).toEqual({ id: "script-1", email: "script@example.com" });
    expect(upload.target).toEqual({ type: "image", id: "a.png" });
  });

  it("filters by a person's name or e-mail, any case", async () => {
    const byName = await Audit.list({ person: "nowak" });
    expect(byName.items.map((i) => i.action).sort()).toEqual(["product.update", "user.setRole"]);
    expect((await Audit.list({ person: "ANNA.NAMES@" })).total).toBe(2);
    expect((await Audit.list({ person: "Kowalski" })).total).toBe(0);
  });

  it("refuses a person query longer than 100 characters before reading anything", async () => {
    await expect(Audit.list({ person: "x".repeat(101) })).rejects.toThrow();
  });
});
