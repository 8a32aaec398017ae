import { AppError } from "../error";
import { fn } from "../fn";
import { pick } from "../i18n/locale";
import { formatDay } from "../format/date";
import { A4, MARGIN, PdfWriter } from "../document/pdf";
import * as Labels from "../labels/index";
import { ordersById, filesOf, rowsOf, lineIdOf, type StoredOrder } from "./queue";
import { TicketInput, TicketsInput } from "./schema";

/**
 * Job tickets (admin.production.ticket, and the orders list's "print job tickets"): one A4 page
 * per order line, in Polish (the print floor's language) — product, every parameter of the line
 * as the cart, e-mail and admin describe it (the stored `params`, labels/describe.ts), quantity,
 * pieces per roll and rolls (the roll plan of the label calculator), dispatch date and mode,
 * the customer's notes, the print files with their preflight verdicts, and the order number as
 * a QR code (scanned at the machine to open the order).
 */
const MODES: Record<string, string> = {
  eco: "ekonomiczny",
  standard: "standardowy",
  express: "ekspresowy",
};
const KINDS: Record<string, string> = {
  label: "etykiety na rolce",
  calculator: "produkt z kalkulatora",
  table: "produkt z cennika",
};
const FILES: Record<string, string> = {
  missing: "brak pliku",
  error: "błędy",
  unchecked: "niesprawdzony",
  warning: "uwagi",
  ok: "gotowy do druku",
};
/** At most this many tickets in one PDF (a request's time and memory). */
export const MAX_TICKETS = 200;

type Line = StoredOrder["lines"][number];

/** Pieces per roll and rolls of a label line: the calculator's roll plan (its proposal when the base rolls would be too wide). */
async function rollsOf(line: Line, placedAt: number) {
  const config = line.config as { kind?: string; input?: Record<string, unknown> } | undefined;
  if (config?.kind !== "label" || !config.input) return null;
  const q = await Labels.quote({ ...(config.input as object), noVat: false } as never, {
    locale: "pl",
    now: new Date(placedAt),
  }).catch(() => null);
  const plan = q?.roll;
  if (!plan) return null;
  const split = plan.exceedsMax && plan.proposal ? plan.proposal : plan;
  return { perRoll: split.labelsPerRoll, rolls: split.rolls };
}

async function draw(pdf: PdfWriter, order: StoredOrder, lineIds: string[] | null) {
  const rows = rowsOf(order, await filesOf(order), "pl");
  for (const [i, line] of order.lines.entries()) {
    const lineId = lineIdOf(line, i);
    if (lineIds && !lineIds.includes(lineId)) continue;
    const row = rows[i]!;
    // Every ticket on its own page (the first one on the document's first page).
    if (pdf.y < A4[1] - MARGIN) pdf.newPage();
    const top = pdf.y;
    pdf.qr(order.number, { size: 110, x: A4[0] - MARGIN - 110, keepCursor: true });
    pdf.text("Karta zlecenia", { size: 20, bold: true, width: 360 });
    pdf.text(`Zamówienie ${order.number}`, { size: 14, bold: true, width: 360 });
    pdf.text(`Pozycja ${i + 1} z ${order.lines.length}`, { size: 11, width: 360 });
    pdf.text(
      `Wysyłka: ${formatDay(row.dispatchDate, "pl")} · tryb ${MODES[row.mode] ?? row.mode}`,
      { size: 12, bold: true, width: 360 },
    );
    pdf.y = Math.min(pdf.y, top - 118);
    pdf.rule();
    const field = (label: string, value: string) =>
      pdf.row(
        [
          { text: label, share: 0.32, bold: true },
          { text: value || "—", share: 0.68 },
        ],
        11,
      );
    field("Produkt", `${row.title} (${KINDS[row.kind] ?? row.kind})`);
    for (const p of line.params ?? [])
      field(pick(p.title, "pl"), typeof p.value === "string" ? p.value : pick(p.value, "pl"));
    field("Ilość", `${row.quantity} szt.`);
    const rolls = await rollsOf(line, order.createdAt);
    if (rolls) {
      field("Sztuk na rolce", `${rolls.perRoll} szt.`);
      field("Liczba rolek", String(rolls.rolls));
    }
    pdf.rule();
    field("Uwagi do pozycji", line.comment ?? "");
    field("Uwagi do zamówienia", String(order.customer.notes ?? ""));
    if (line.prepressFix) field("Przygotowanie pliku", "klient prosi o poprawę pliku przez nas");
    field(
      "Pliki",
      row.files.length
        ? row.files.map((f) => `${f.fileName} (${FILES[f.verdict] ?? f.verdict})`).join("\n")
        : FILES.missing!,
    );
    field("Klient", row.customer);
  }
}

const toWire = (bytes: Uint8Array, fileName: string) => ({
  fileName,
  contentType: "application/pdf" as const,
  base64: Buffer.from(bytes).toString("base64"),
});

/** One line's job ticket. */
export const ticket = fn(TicketInput, async ({ orderId, lineId }) => {
  const [order] = await ordersById([orderId]);
  if (!order) throw new AppError("not_found", "order.not_found");
  if (!order.lines.some((l, i) => lineIdOf(l, i) === lineId))
    throw new AppError("not_found", "production.line_not_found");
  const pdf = await PdfWriter.create({ title: `Karta zlecenia ${order.number}`, language: "pl" });
  await draw(pdf, order, [lineId]);
  return toWire(await pdf.save(), `karta-${order.number}-${lineId}.pdf`);
});

/** Job tickets of whole orders, a page per line, in the order the ids came. */
export const tickets = fn(TicketsInput, async ({ orderIds }) => {
  const found = await ordersById([...new Set(orderIds)]);
  const byId = new Map(found.map((o) => [o.orderId, o]));
  const orders = orderIds.flatMap((id) => byId.get(id) ?? []);
  if (orders.length === 0) throw new AppError("not_found", "order.not_found");
  const count = orders.reduce((n, o) => n + o.lines.length, 0);
  if (count > MAX_TICKETS)
    throw new AppError("input", "production.too_many_lines", { params: { max: MAX_TICKETS } });
  const pdf = await PdfWriter.create({ title: "Karty zleceń", language: "pl" });
  for (const o of orders) await draw(pdf, o, null);
  return toWire(await pdf.save(), `karty-zlecen-${orders.length}.pdf`);
});
