import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";

/**
 * The entities' checked shapes refuse what their zod schema refuses, on DynamoDB Local: the
 * calculator's runs, options and description, whose workbench schemas are built on the first
 * write they check (entities/shapes.ts `lazyChecked`), and nothing is written.
 */
beforeAll(async () => {
  await useTestTable("checked");
});

const option = {
  id: 1,
  active: true,
  title: { pl: "Format", en: "Size", de: "Format" },
  shortcode: "format",
  dependant: null,
  dependantValue: null,
  type: "select" as const,
  values: [{ id: 11, value: 1, title: { pl: "A4" }, excluding: null }],
};
const calculator = (calculatorId: number) => ({
  calculatorId,
  productId: 900,
  equation: "format * copies",
  copies: { "100": 1, "200": 1.8 },
  options: [option],
  description: { pl: "<p>Opis</p>" },
});
const stored = async (calculatorId: number) =>
  (await db().entities.calculator.get({ calculatorId }).go()).data;

describe("checked shapes of a calculator", () => {
  it("accepts a calculator its schemas accept", async () => {
    await db().entities.calculator.put(calculator(1)).go();
    expect(await stored(1)).toMatchObject({
      copies: { "100": 1, "200": 1.8 },
      options: [option],
      description: { pl: "<p>Opis</p>" },
    });
  });

  it.each([
    ["a run that is not a whole number", { copies: { "0.5": 1 } }],
    ["a multiplier that is not a number", { copies: { "100": "one" } }],
    ["an option without its kind's fields", { options: [{ ...option, values: undefined }] }],
    ["an option of an unknown kind", { options: [{ ...option, type: "slider" }] }],
    ["a description that is not text per language", { description: { pl: 42 } }],
  ])("refuses %s and writes nothing", async (_label, change) => {
    const calculatorId = 100 + Math.floor(Math.random() * 1_000_000);
    await expect(
      db()
        .entities.calculator.put({ ...calculator(calculatorId), ...change } as never)
        .go(),
    ).rejects.toThrow(/Invalid value/);
    expect(await stored(calculatorId)).toBeNull();
  });
});
