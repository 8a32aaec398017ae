import { Dec, round2Dec } from "../pricing/money";
import type { Info as Order } from "../order/schema";
import type { ExchangeRate, InvoiceVatRate, Line, RateTotal, SnapshotInput } from "./schema";

/**
 * The lines and totals of an invoice from a stored order. The order keeps PLN amounts and the
 * shop's rate of its currency when it was placed; an invoice in that currency shows each figure
 * converted as the order showed it (pricing.md §2: round2(PLN / rate), per figure), so the
 * invoice asks for what the customer was asked for. The VAT of a rate is the sum of its lines'
 * VAT (gross − net of each line as priced), so the invoice's total is what was paid.
 */
export interface OrderCharges {
  /** Names of the extra charges in the invoice's language. */
  shipping: string;
  paymentFee: string;
  packing: string;
  unit: string;
  serviceUnit: string;
}

const inCurrency = (pln: string, order: Pick<Order, "currency" | "rate">) =>
  order.currency === "PLN" ? round2Dec(pln) : round2Dec(new Dec(pln).div(order.rate));

function line(
  name: string,
  unit: string,
  quantity: number,
  netPln: string,
  grossPln: string,
  rate: InvoiceVatRate,
  order: Pick<Order, "currency" | "rate">,
): Line {
  const net = inCurrency(netPln, order);
  const gross = rate === "0 WDT" ? net : inCurrency(grossPln, order);
  const q = new Dec(quantity > 0 ? quantity : 1);
  return {
    name: name.slice(0, 512),
    unit,
    quantity: q.toFixed(),
    unitNet: net.div(q).toDecimalPlaces(8).toFixed(),
    net: net.toFixed(2),
    rate,
    vat: gross.minus(net).toFixed(2),
    gross: gross.toFixed(2),
  };
}

function rateOf(order: Pick<Order, "noVat">, vat: number | undefined): InvoiceVatRate {
  if (order.noVat) return "0 WDT";
  if (vat === 8) return "8";
  if (vat === 5) return "5";
  return "23";
}

const positive = (v: string | undefined): v is string => v !== undefined && new Dec(v).gt(0);

/** Every line of the order (products, then shipping, payment fee and packing when charged). */
export function orderLines(order: Order, names: OrderCharges): Line[] {
  const lines: Line[] = [];
  for (const l of order.lines) {
    const net = l.netAfterDiscount ?? l.net ?? "0.00";
    const gross = l.grossAfterDiscount ?? l.gross ?? net;
    const title = l.title?.pl ?? "";
    lines.push(
      line(title || "—", names.unit, l.quantity ?? 1, net, gross, rateOf(order, l.vat), order),
    );
  }
  const t = order.totals;
  const extra: [string, string | undefined, string | undefined][] = [
    [names.shipping, t.shippingNet, t.shippingGross],
    [names.paymentFee, t.paymentFeeNet, t.paymentFeeGross],
    [names.packing, t.packingNet, t.packingGross],
  ];
  for (const [name, net, gross] of extra)
    if (positive(net))
      lines.push(line(name, names.serviceUnit, 1, net, gross ?? net, rateOf(order, 23), order));
  return lines;
}

/** Totals per rate; with an NBP rate, each rate's VAT also in PLN (art. 31a). */
export function rateTotals(lines: Line[], exchange?: ExchangeRate): RateTotal[] {
  const byRate = new Map<InvoiceVatRate, { net: Dec; vat: Dec }>();
  for (const l of lines) {
    const t = byRate.get(l.rate) ?? { net: new Dec(0), vat: new Dec(0) };
    byRate.set(l.rate, { net: t.net.plus(l.net), vat: t.vat.plus(l.vat) });
  }
  return [...byRate].map(([rate, t]) => ({
    rate,
    net: t.net.toFixed(2),
    vat: t.vat.toFixed(2),
    ...(exchange ? { vatPln: round2Dec(t.vat.times(exchange.rate)).toFixed(2) } : {}),
  }));
}

export const grossOf = (lines: Line[]): string =>
  lines.reduce((acc, l) => acc.plus(l.gross), new Dec(0)).toFixed(2);

/**
 * A correction's differences: per rate, after minus before (negative for a refund), and the
 * amount due likewise.
 */
export function differenceTotals(
  before: Line[],
  after: Line[],
  exchange?: ExchangeRate,
): { totals: RateTotal[]; gross: string } {
  const a = rateTotals(after);
  const b = rateTotals(before);
  const rates = [...new Set([...a, ...b].map((t) => t.rate))];
  const totals = rates.map((rate) => {
    const x = a.find((t) => t.rate === rate);
    const y = b.find((t) => t.rate === rate);
    const vat = new Dec(x?.vat ?? 0).minus(y?.vat ?? 0);
    return {
      rate,
      net: new Dec(x?.net ?? 0).minus(y?.net ?? 0).toFixed(2),
      vat: vat.toFixed(2),
      ...(exchange ? { vatPln: round2Dec(vat.times(exchange.rate)).toFixed(2) } : {}),
    };
  });
  return { totals, gross: new Dec(grossOf(after)).minus(grossOf(before)).toFixed(2) };
}

export type { SnapshotInput };
