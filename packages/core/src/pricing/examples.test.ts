import { describe, expect, it } from "vitest";
import { quoteLabel, type LabelInput } from "./labels";
import { quoteCalculator } from "./calculator";
import { quoteTable } from "./table";
import { dispatchDate } from "./dates";
import { calculatorDef, examples, labelSettings, priceTable, productLeadTimes } from "./test-data";

/**
 * The worked cases of pricing-examples.json, table-driven. Per its `about`: a label case with
 * errors lists field:code pairs; a calculator case lists failing option ids with the rule
 * broken (502:step) or "conflict" with the conflicting value-id pairs.
 */
const now = new Date("2026-03-02T08:00:00.000Z");
const money = (x: { net: number; gross: number }) => ({ net: x.net, gross: x.gross });

describe("pricing-examples.json: roll labels", () => {
  it.each(examples.label.map((c, i) => [i, c] as const))("label case %i", (_i, c) => {
    const q = quoteLabel(labelSettings, c.input as LabelInput, { now });
    const e = c.expect as Record<string, unknown>;
    if ("errors" in e) {
      expect(q.errors.map((x) => `${x.field}:${x.code}`).sort()).toEqual(
        [...(e.errors as string[])].sort(),
      );
      expect(q.prices).toBeNull();
      return;
    }
    expect(q.errors).toEqual([]);
    expect(q.lanes).toBe(e.lanes);
    expect(q.runMeters).toBe(e.runMeters);
    for (const mode of ["eco", "standard", "express"] as const) {
      expect(money(q.prices![mode]), mode).toEqual(e[mode]);
    }
  });
});

describe("pricing-examples.json: calculators", () => {
  it.each(examples.calculator.map((c, i) => [i, c] as const))("calculator case %i", (_i, c) => {
    const def = calculatorDef(c.calculatorId);
    const q = quoteCalculator(def, c.selections, {
      now,
      vat: c.vat,
      leadTimes: productLeadTimes({ calculatorId: c.calculatorId }),
    });
    const e = c.expect as { rows?: unknown[]; errors?: string[]; pairs?: number[][] };
    if (e.errors) {
      const failing = [
        ...q.errors.map((x) => `${x.field}:${x.code}`),
        ...(q.conflicts.length ? ["conflict"] : []),
      ];
      expect(failing.sort()).toEqual([...e.errors].sort());
      if (e.pairs) expect(q.conflicts.map((p) => [p.a.valueId, p.b.valueId])).toEqual(e.pairs);
      expect(q.rows).toEqual([]);
      return;
    }
    expect(q.errors).toEqual([]);
    expect(q.conflicts).toEqual([]);
    const strip = ({ days: _d, date: _t, ...rest }: { days: number; date: string }) => rest;
    expect(
      q.rows.map((r) => ({
        quantity: r.quantity,
        eco: strip(r.eco),
        standard: strip(r.standard),
        express: strip(r.express),
      })),
    ).toEqual(e.rows);
  });
});

describe("pricing-examples.json: price tables", () => {
  it.each(examples.table.map((c, i) => [i, c] as const))("table case %i", (_i, c) => {
    const q = quoteTable(priceTable(c.productId), c.valueIds, {
      now,
      vat: c.vat,
      leadTimes: productLeadTimes({ productId: c.productId }),
    });
    expect(q.errors).toEqual([]);
    const strip = ({ days: _d, date: _t, ...rest }: { days: number; date: string }) => rest;
    expect(
      q.rows.map((r) => ({
        quantity: r.quantity,
        eco: strip(r.eco),
        standard: strip(r.standard),
        express: strip(r.express),
      })),
    ).toEqual(c.expect.rows);
  });
});

describe("pricing-examples.json: dispatch dates", () => {
  it.each(examples.dispatchDates)(
    "ordered $orderedAt with $workingDays working days → $expect",
    (c) => {
      expect(dispatchDate(new Date(c.orderedAt), c.workingDays)).toBe(c.expect);
    },
  );
});
