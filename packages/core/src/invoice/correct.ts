import { db } from "../dynamo/db";
import { AppError } from "../error";
import { differenceTotals } from "./compute";
import { issueNumbered, type StoredInvoice } from "./number";
import { SERIES, documentOf, warsawDay } from "./issue";
import { Line, Snapshot } from "./schema";

/**
 * A correction (FA(3) KOR) of an issued invoice: its lines as they stood (StanPrzed) and as they
 * are now, the per-rate differences, the corrected invoice's number, date and KSeF number (or
 * "issued outside KSeF"), its own number in the KOR series (gapless like every series).
 */
export async function issueCorrection(
  invoiceId: string,
  change: { reason: string; lines: Line[] },
  opts: { now?: Date } = {},
): Promise<StoredInvoice> {
  const now = opts.now ?? new Date();
  const { data } = await db().entities.invoice.get({ invoiceId }).go({ consistent: true });
  if (!data || data.kind !== "vat") throw new AppError("not_found", "invoice.not_found");
  const original = Snapshot.parse(JSON.parse(data.snapshot));
  const lines = change.lines.map((l) => Line.parse(l));
  const diff = differenceTotals(original.lines, lines, original.exchange);
  const day = warsawDay(now);
  const base = {
    ...original,
    kind: "correction" as const,
    issueDate: day,
    createdAt: now.getTime(),
    lines: lines.length ? lines : original.lines,
    totals: diff.totals,
    gross: diff.gross,
    corrected: {
      number: original.number,
      issueDate: original.issueDate,
      ...(data.ksefNumber ? { ksefNumber: data.ksefNumber } : {}),
      reason: change.reason,
      linesBefore: original.lines,
    },
  };
  const { invoice } = await issueNumbered(
    {
      series: SERIES.correction,
      year: Number(day.slice(0, 4)),
      orderId: original.orderId,
      kind: "correction",
      onePerOrder: false,
    },
    (n) =>
      documentOf(Snapshot.parse({ ...base, ...n }), {
        orderId: original.orderId,
        kind: "correction",
        now,
      }),
  );
  return invoice;
}

/**
 * What KSeF said of an invoice (for the KSeF client): sent, accepted with its KSeF number, or
 * rejected. Only an `issued` invoice is ever sent; the change is conditioned on the version read.
 */
export async function recordKsef(
  invoiceId: string,
  version: number,
  to: { state: "sent" | "accepted" | "rejected"; ksefNumber?: string },
): Promise<void> {
  const from = to.state === "sent" ? ["issued"] : ["sent"];
  try {
    await db()
      .entities.invoice.patch({ invoiceId })
      .set({ state: to.state, ...(to.ksefNumber ? { ksefNumber: to.ksefNumber } : {}) })
      .add({ version: 1 })
      .where(
        (a, op) =>
          `${op.eq(a.version, version)} AND (${from.map((s) => op.eq(a.state, s)).join(" OR ")})`,
      )
      .go({ response: "none" });
  } catch (error) {
    if (/conditional/i.test(String(error))) throw new AppError("conflict", "conflict.stale");
    throw error;
  }
}
