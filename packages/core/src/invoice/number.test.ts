import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { issueNumbered, type Numbering } from "./number";

/** Gapless numbering on DynamoDB Local: the counter's step and the invoice in one transaction. */
beforeAll(() => useTestTable("invoice-number"));

const body = (orderId: string) => async (n: Numbering) => ({
  orderId,
  kind: "vat" as const,
  snapshot: JSON.stringify({ number: n.number }),
  state: "issued" as const,
  createdAt: Date.now(),
});

describe("invoice numbers", () => {
  it("50 invoices issued in parallel get 50 consecutive numbers, no gap, no duplicate", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        issueNumbered(
          { series: "FV", year: 2026, orderId: `par-${i}`, kind: "vat", onePerOrder: true },
          body(`par-${i}`),
        ),
      ),
    );
    const seqs = results.map((r) => r.invoice.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored = await db().entities.invoice.scan.go({ pages: "all" });
    const numbers = stored.data.filter((i) => i.series === "FV").map((i) => i.invoiceId);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.sort()).toEqual(seqs.map((s) => `FV/2026/${s}`).sort());
    // Each stored invoice carries the number it was built for (not another racer's).
    for (const i of stored.data) expect(JSON.parse(i.snapshot)).toEqual({ number: i.invoiceId });
    const counter = await db().entities.invoiceCounter.get({ series: "FV", year: 2026 }).go();
    expect(counter.data?.last).toBe(50);
  }, 120_000);

  it("an order issued twice (a retry, two events at once) has one invoice and takes one number", async () => {
    const opts = {
      series: "DUP",
      year: 2026,
      orderId: "dup-1",
      kind: "vat" as const,
      onePerOrder: true,
    };
    const [a, b] = await Promise.all([
      issueNumbered(opts, body("dup-1")),
      issueNumbered(opts, body("dup-1")),
    ]);
    expect(a.invoice.invoiceId).toBe("DUP/2026/1");
    expect(b.invoice.invoiceId).toBe("DUP/2026/1");
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const again = await issueNumbered(opts, body("dup-1"));
    expect(again).toMatchObject({ created: false, invoice: { invoiceId: "DUP/2026/1" } });
    const next = await issueNumbered({ ...opts, orderId: "dup-2" }, body("dup-2"));
    expect(next.invoice.invoiceId).toBe("DUP/2026/2");
  });

  it("series and years count separately", async () => {
    const a = await issueNumbered(
      { series: "PF", year: 2026, orderId: "s-1", kind: "proforma", onePerOrder: true },
      body("s-1"),
    );
    const b = await issueNumbered(
      { series: "PF", year: 2027, orderId: "s-2", kind: "proforma", onePerOrder: true },
      body("s-2"),
    );
    expect([a.invoice.invoiceId, b.invoice.invoiceId]).toEqual(["PF/2026/1", "PF/2027/1"]);
  });
});
