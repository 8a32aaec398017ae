import { PdfWriter, type Cell } from "../document/pdf";
import type { Info as KsefInfo } from "../ksef/schema";
import type { StoredInvoice } from "./number";
import { labeller, secondLanguage, type LabelKey } from "./pdf-labels";
import { ratePercent, Snapshot } from "./schema";

/**
 * The invoice's PDF, from the stored snapshot (what was issued, never the order as it is now) and
 * where KSeF has it: in Polish, with the buyer's language beside it for a foreign buyer. Once KSeF
 * accepted the invoice it carries the KSeF number and KOD I (kody-qr.md: the verification link as
 * a QR code, the KSeF number under it, the link printed too); an invoice waiting as issued offline
 * carries KOD I marked OFFLINE and, with the Offline certificate configured, KOD II (CERTYFIKAT).
 */
export interface DrawnCodes {
  /** KOD I as drawn (modules), its link and the label under it. */
  kod1: { url: string; label: string; matrix: boolean[][] } | null;
  kod2: { url: string; matrix: boolean[][] } | null;
}

const money = (amount: string, currency: string) => `${amount} ${currency}`;
const rateText = (rate: Snapshot["lines"][number]["rate"]) =>
  rate === "0 WDT" ? "0% WDT" : `${ratePercent(rate)}%`;

/** The day as printed: `2026-11-27` (ISO: the same in every language on the document). */
const day = (d: string) => d;

function partyLines(party: Snapshot["seller"] | Snapshot["buyer"], l: (k: LabelKey) => string) {
  const lines = [party.name, party.address.line1];
  if (party.address.line2) lines.push(party.address.line2);
  lines.push(party.address.country);
  if ("nip" in party && party.nip) lines.push(`${l("nip")}: ${party.nip}`);
  if ("vatId" in party && party.vatId) lines.push(`${l("vatId")}: ${party.vatId}`);
  return lines.join("\n");
}

export async function renderInvoicePdf(
  invoice: StoredInvoice,
  ksef: KsefInfo | null,
): Promise<{ pdf: Uint8Array; codes: DrawnCodes }> {
  const s = Snapshot.parse(JSON.parse(invoice.snapshot));
  const second = secondLanguage(s);
  const l = labeller(second);
  const w = await PdfWriter.create({
    title: `${l(s.kind)} ${s.number}`,
    language: "pl",
    author: s.seller.name,
    subject: `${l("order")} ${s.orderNumber}`,
  });
  w.heading(`${l(s.kind)} ${s.number}`);
  w.text(
    [
      `${l("issueDate")}: ${day(s.issueDate)}`,
      `${l("saleDate")}: ${day(s.saleDate)}`,
      `${l("order")}: ${s.orderNumber}`,
    ].join("\n"),
  );
  if (s.corrected) {
    w.space(4);
    w.text(
      `${l("corrects")}: ${s.corrected.number} (${day(s.corrected.issueDate)})${
        s.corrected.ksefNumber ? `, ${l("ksefNumber")}: ${s.corrected.ksefNumber}` : ""
      }\n${l("reason")}: ${s.corrected.reason}`,
    );
  }
  w.space(8);
  w.row([
    { text: l("seller"), share: 0.5, bold: true },
    { text: l("buyer"), share: 0.5, bold: true },
  ]);
  w.row(
    [
      { text: partyLines(s.seller, l), share: 0.5 },
      { text: partyLines(s.buyer, l), share: 0.5 },
    ],
    10,
  );
  w.space(8);

  const head: Cell[] = [
    { text: l("lp"), share: 0.05, bold: true },
    { text: l("name"), share: 0.3, bold: true },
    { text: l("quantity"), share: 0.08, bold: true, align: "right" },
    { text: l("unit"), share: 0.07, bold: true },
    { text: l("unitNet"), share: 0.12, bold: true, align: "right" },
    { text: l("net"), share: 0.11, bold: true, align: "right" },
    { text: l("rate"), share: 0.08, bold: true, align: "right" },
    { text: l("vatAmount"), share: 0.09, bold: true, align: "right" },
    { text: l("gross"), share: 0.1, bold: true, align: "right" },
  ];
  w.row(head, 8);
  w.rule();
  s.lines.forEach((line, i) =>
    w.row(
      [
        { text: String(i + 1), share: 0.05 },
        { text: line.name, share: 0.3 },
        { text: line.quantity, share: 0.08, align: "right" },
        { text: line.unit, share: 0.07 },
        { text: line.unitNet, share: 0.12, align: "right" },
        { text: line.net, share: 0.11, align: "right" },
        { text: rateText(line.rate), share: 0.08, align: "right" },
        { text: line.vat, share: 0.09, align: "right" },
        { text: line.gross, share: 0.1, align: "right" },
      ],
      8,
    ),
  );
  w.rule();
  w.space(6);

  w.text(l("totals"), { bold: true });
  const foreign = s.currency !== "PLN";
  w.row(
    [
      { text: l("rate"), share: 0.2, bold: true },
      { text: l("net"), share: 0.2, bold: true, align: "right" },
      { text: l("vatAmount"), share: 0.2, bold: true, align: "right" },
      { text: foreign ? l("vatPln") : "", share: 0.2, bold: true, align: "right" },
      { text: "", share: 0.2 },
    ],
    8,
  );
  for (const t of s.totals)
    w.row(
      [
        { text: rateText(t.rate), share: 0.2 },
        { text: money(t.net, s.currency), share: 0.2, align: "right" },
        { text: money(t.vat, s.currency), share: 0.2, align: "right" },
        { text: foreign && t.vatPln ? money(t.vatPln, "PLN") : "", share: 0.2, align: "right" },
        { text: "", share: 0.2 },
      ],
      9,
    );
  w.space(6);
  const paid = Boolean(s.payment.paidOn);
  w.text(`${l(paid ? "paid" : "due")}: ${money(s.gross, s.currency)}`, { bold: true, size: 12 });
  w.text(`${l("currency")}: ${s.currency}`);
  if (s.exchange)
    w.text(
      `${l("exchange")}: 1 ${s.currency} = ${s.exchange.rate} PLN (${l("table")} ${s.exchange.table}, ${day(s.exchange.date)})`,
    );
  w.space(6);
  const payment = [`${l("payment")}: ${l(s.payment.form)}`];
  if (s.payment.paidOn) payment.push(`${l("paidOn")}: ${day(s.payment.paidOn)}`);
  if (s.payment.dueOn) payment.push(`${l("dueOn")}: ${day(s.payment.dueOn)}`);
  if (!paid && s.seller.bankAccount)
    payment.push(
      `${l("bank")}: ${s.seller.bankAccount}${s.seller.bankName ? ` (${s.seller.bankName})` : ""}`,
    );
  w.text(payment.join("\n"));
  if (s.notes.length) {
    w.space(6);
    w.text(`${l("notes")}:`, { bold: true });
    w.text(s.notes.join("\n"));
  }

  const codes: DrawnCodes = { kod1: null, kod2: null };
  const accepted = ksef?.state === "accepted" && ksef.ksefNumber;
  const offline = ksef && !accepted && (ksef.offlineMode || ksef.state === "offline");
  if (ksef?.qrUrl && (accepted || offline)) {
    w.space(10);
    if (accepted) w.text(`${l("ksefNumber")}: ${ksef.ksefNumber}`, { bold: true });
    w.ensure(150);
    const label = accepted ? (ksef.ksefNumber ?? "") : "OFFLINE";
    const top = w.y;
    const matrix = w.qr(ksef.qrUrl, { size: 110 });
    w.text(label, { size: 8, bold: true, width: 260 });
    w.text(ksef.qrUrl, { size: 7, muted: true, width: 240 });
    w.text(l("kod1"), { size: 7, muted: true, width: 240 });
    codes.kod1 = { url: ksef.qrUrl, label, matrix };
    if (offline && ksef.certificateQrUrl) {
      const below = w.y;
      w.y = top;
      const x = 320;
      const m2 = w.qr(ksef.certificateQrUrl, { size: 110, x });
      w.text("CERTYFIKAT", { size: 9, bold: true, x, width: 200 });
      w.text(ksef.certificateQrUrl, { size: 7, muted: true, x, width: 227 });
      w.text(l("kod2"), { size: 7, muted: true, x, width: 227 });
      codes.kod2 = { url: ksef.certificateQrUrl, matrix: m2 };
      w.y = Math.min(w.y, below);
    }
  }
  return { pdf: await w.save(), codes };
}

/** The invoice's PDF, with where KSeF has it (the queue's item, or null before it is queued). */
export async function invoicePdf(
  invoice: StoredInvoice,
  ksef: KsefInfo | null,
): Promise<Uint8Array> {
  return (await renderInvoicePdf(invoice, ksef)).pdf;
}
