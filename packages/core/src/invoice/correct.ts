import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { Dec, round2Dec } from "../pricing/money";
import { differenceTotals } from "./compute";
import { issueNumbered, type AlsoWrite, type StoredInvoice } from "./number";
import { SERIES, documentOf, warsawDay } from "./issue";
import { Line, ratePercent, Snapshot } from "./schema";
import { CorrectInput, type CorrectionLine } from "./actions-schema";

/**
 * A correction (FA(3) KOR) of an issued invoice or of an earlier correction: the corrected
 * document's lines as they stood (StanPrzed: for a correction of a correction, that correction's
 * lines after it) and as they are now, the per-rate differences, the corrected DOCUMENT's number,
 * date and KSeF number (or "issued outside KSeF"), and its own number in the KOR series (gapless
 * like every series). A document that failed the schema, or a pro forma, is never corrected.
 */
const CORRECTABLE = new Set(["issued", "sent", "accepted"]);

export async function issueCorrection(
  invoiceId: string,
  change: { reason: string; lines: Line[] },
  opts: { now?: Date; also?: AlsoWrite; version?: number } = {},
): Promise<StoredInvoice> {
  const now = opts.now ?? new Date();
  const { data } = await db().entities.invoice.get({ invoiceId }).go({ consistent: true });
  if (!data || data.kind === "proforma") throw new AppError("not_found", "invoice.not_found");
  if (opts.version !== undefined && (data.version ?? 1) !== opts.version)
    throw new AppError("conflict", "conflict.stale");
  if (!CORRECTABLE.has(data.state)) throw new AppError("input", "invoice.not_correctable");
  const corrected = Snapshot.parse(JSON.parse(data.snapshot));
  const lines = change.lines.map((l) => Line.parse(l));
  const diff = differenceTotals(corrected.lines, lines, corrected.exchange);
  const day = warsawDay(now);
  const base = {
    ...corrected,
    kind: "correction" as const,
    issueDate: day,
    createdAt: now.getTime(),
    lines: lines.length ? lines : corrected.lines,
    totals: diff.totals,
    gross: diff.gross,
    corrected: {
      number: corrected.number,
      issueDate: corrected.issueDate,
      ...(data.ksefNumber ? { ksefNumber: data.ksefNumber } : {}),
      reason: change.reason,
      linesBefore: corrected.lines,
    },
  };
  const version = data.version ?? 1;
  const { invoice } = await issueNumbered(
    {
      series: SERIES.correction,
      year: Number(day.slice(0, 4)),
      orderId: corrected.orderId,
      kind: "correction",
      onePerOrder: false,
      // The corrected document as read: a change in between (KSeF's number arrived) is a conflict.
      stillValid: async () =>
        ((await db().entities.invoice.get({ invoiceId }).go({ consistent: true })).data?.version ??
          0) === version,
      also: (e, n) => [
        e.invoice
          .check({ invoiceId })
          .where((a, op) => op.eq(a.version, version))
          .commit(),
        ...(opts.also ? opts.also(e, n) : []),
      ],
    },
    (n) =>
      documentOf(Snapshot.parse({ ...base, ...n }), {
        orderId: corrected.orderId,
        kind: "correction",
        now,
      }),
  );
  return invoice;
}

/** A line as corrected: quantity × net unit price, rounded once, the VAT at the line's rate. */
export function correctedLine(before: Line, change: CorrectionLine): Line {
  const quantity = new Dec(change.quantity);
  const unitNet = new Dec(change.unitNet);
  const net = round2Dec(quantity.times(unitNet));
  const vat = round2Dec(net.times(ratePercent(before.rate)).div(100));
  return {
    ...before,
    quantity: quantity.toFixed(),
    unitNet: unitNet.toFixed(),
    net: net.toFixed(2),
    vat: vat.toFixed(2),
    gross: net.plus(vat).toFixed(2),
  };
}

/**
 * The administrator's correction (`admin.invoices.correct`): the lines that change, by position,
 * with quantity and net unit price; every amount computed here. Checked against the corrected
 * document's version, numbered and audited (`invoice.correct`) in one transaction.
 */
export const correct = fn(CorrectInput, async (input, actor: Audit.Actor) => {
  const { data } = await db()
    .entities.invoice.get({ invoiceId: input.invoiceId })
    .go({ consistent: true });
  if (!data || data.kind === "proforma") throw new AppError("not_found", "invoice.not_found");
  const before = Snapshot.parse(JSON.parse(data.snapshot)).lines;
  const after = [...before];
  for (const change of input.lines) {
    const line = before[change.index];
    if (!line)
      throw new AppError("input", "invoice.line_unknown", {
        fields: [{ field: `lines.${change.index}.index`, code: "invoice.line_unknown" }],
      });
    after[change.index] = correctedLine(line, change);
  }
  if (after.every((l, i) => l.net === before[i]!.net && l.quantity === before[i]!.quantity))
    throw new AppError("input", "invoice.correction_empty");
  return issueCorrection(
    input.invoiceId,
    { reason: input.reason, lines: after },
    {
      version: input.version,
      also: (e, n) => [
        Audit.entryItem(e, actor, {
          action: "invoice.correct",
          target: { type: "invoice", id: input.invoiceId },
          before: { lines: input.lines.map((l) => before[l.index]) },
          after: { correction: n.number, reason: input.reason, lines: input.lines },
        }),
      ],
    },
  );
});

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
