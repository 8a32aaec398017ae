import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "./db";

/**
 * ElectroDB on the project's document client (@printshop/dynamo): what it needs of it beyond the
 * methods (tested in packages/dynamo) — a cancelled transaction comes back as `canceled`.
 */
beforeAll(async () => {
  await useTestTable("document");
});

describe("ElectroDB on the document client", () => {
  it("gives ElectroDB what it needs: a cancelled transaction comes back as `canceled`, not thrown", async () => {
    await db().entities.idCounter.create({ counter: "doc-test", value: 1 }).go();
    const result = await db()
      .transaction.write(({ idCounter }) => [
        idCounter.create({ counter: "doc-test", value: 2 }).commit(),
        idCounter.create({ counter: "doc-test-2", value: 1 }).commit(),
      ])
      .go();
    expect(result.canceled).toBe(true);
    expect(result.data.map((d) => d.code)).toEqual(["ConditionalCheckFailed", "None"]);
  });
});
