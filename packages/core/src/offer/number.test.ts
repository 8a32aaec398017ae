import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { formatNumber, storeNumbered } from "./number";

/** Offer numbers on DynamoDB Local: the year's counter step and the offer in one transaction. */
beforeAll(() => useTestTable("offer-number"));

const make =
  (offerId: string, year: number) =>
  ({ number, seq }: { number: string; seq: number }) => ({
    body: { offerId, number },
    item: {
      offerId,
      number,
      year,
      seq,
      body: JSON.stringify({ number }),
      createdAt: 1,
      validUntil: "2026-12-11",
    },
  });

describe("offer numbers", () => {
  it("are OF/<year>/<six digits>", () => {
    expect(formatNumber(2026, 123)).toBe("OF/2026/000123");
    expect(formatNumber(2027, 1)).toBe("OF/2027/000001");
    expect(formatNumber(2026, 1234567)).toBe("OF/2026/1234567");
  });

  it("12 offers issued at once get 12 consecutive numbers, each stored under its own", async () => {
    const out = await Promise.all(
      Array.from({ length: 12 }, (_, i) => storeNumbered(2026, make(`par${i}`, 2026))),
    );
    const numbers = out.map((o) => o.number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => formatNumber(2026, i + 1)));
    for (const o of out) {
      const item = await db().entities.offer.get({ offerId: o.offerId }).go();
      expect(item.data?.number).toBe(o.number);
      expect(JSON.parse(item.data!.body)).toEqual({ number: o.number });
    }
    const counter = await db().entities.offerCounter.get({ year: 2026 }).go();
    expect(counter.data?.last).toBe(12);
  }, 120_000);

  it("each year starts at 1 and does not move the other year's counter", async () => {
    const first = await storeNumbered(2027, make("y2027a", 2027));
    const second = await storeNumbered(2027, make("y2027b", 2027));
    expect([first.number, second.number]).toEqual(["OF/2027/000001", "OF/2027/000002"]);
    expect((await db().entities.offerCounter.get({ year: 2026 }).go()).data?.last).toBe(12);
  });
});
