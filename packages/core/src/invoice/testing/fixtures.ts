import type { Info as Order } from "../../order/schema";
import { grossOf, orderLines, rateTotals, differenceTotals } from "../compute";
import type { ExchangeRate, SnapshotInput } from "../schema";

/** Test fixtures: a seller, buyers of each kind and orders as checkout stores them. */
export const SELLER = {
  name: "Drukarnia Przykładowa sp. z o.o.",
  nip: "5260250274",
  address: { line1: "ul. Prosta 1", line2: "00-001 Warszawa", country: "PL" },
  email: "biuro@example.pl",
  phone: "221234567",
  bankAccount: "PL61109010140000071219812874",
  bankName: "Bank",
};

export const NAMES = {
  shipping: "Wysyłka",
  paymentFee: "Opłata za płatność",
  packing: "Pakowanie",
  unit: "szt.",
  serviceUnit: "usł.",
};

const pl = (s: string) => ({ pl: s, en: s, de: s });

export function order(over: Partial<Order> = {}): Order {
  return {
    orderId: "o-1",
    number: "2026/11/0001",
    cartId: "c-1",
    locale: "pl",
    currency: "PLN",
    rate: "1",
    noVat: false,
    lines: [
      {
        id: "l1",
        title: pl("Etykiety na rolce 50×50"),
        quantity: 500,
        vat: 23,
        net: "200.00",
        gross: "246.00",
        netAfterDiscount: "200.00",
        grossAfterDiscount: "246.00",
      },
    ],
    totals: { shippingNet: "20.00", shippingGross: "24.60" },
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: {},
    paymentStatus: "paid",
    status: "new",
    createdAt: Date.UTC(2026, 10, 20, 10),
    ...over,
  };
}

export const NIP_BUYER = {
  type: "nip" as const,
  nip: "7740001454",
  name: "Kupujący S.A.",
  address: { line1: "ul. Długa 5", line2: "09-411 Płock", country: "PL" },
};
export const EU_BUYER = {
  type: "eu" as const,
  vatId: "DE123456789",
  name: "Käufer GmbH",
  address: { line1: "Hauptstraße 1", line2: "10115 Berlin", country: "DE" },
};
export const CONSUMER = {
  type: "consumer" as const,
  name: "Jan Kowalski",
  address: { line1: "ul. Krótka 2", line2: "30-001 Kraków", country: "PL" },
};

let seq = 0;

/** A VAT invoice's snapshot input from an order (what issuing builds), numbered FV/2026/n. */
export function snapshotOf(
  o: Order,
  buyer: SnapshotInput["buyer"],
  exchange?: ExchangeRate,
): SnapshotInput {
  seq += 1;
  const lines = orderLines(o, NAMES);
  return {
    kind: "vat",
    number: `FV/2026/${seq}`,
    series: "FV",
    year: 2026,
    seq,
    orderId: o.orderId,
    orderNumber: o.number,
    issueDate: "2026-11-23",
    saleDate: "2026-11-23",
    createdAt: Date.UTC(2026, 10, 23, 9),
    seller: SELLER,
    buyer,
    currency: o.currency as "PLN" | "EUR",
    ...(exchange ? { exchange } : {}),
    lines,
    totals: rateTotals(lines, exchange),
    gross: grossOf(lines),
    payment: { form: "online", paidOn: "2026-11-23" },
    notes: o.noVat ? ["Dostawa wewnątrzwspólnotowa, art. 42 ustawy o VAT"] : [],
    locale: o.locale as "pl",
  };
}

/** A correction of `original` to `after` (e.g. one line returned). */
export function correctionOf(
  original: SnapshotInput,
  after: SnapshotInput["lines"],
  ksefNumber?: string,
): SnapshotInput {
  const linesBefore = original.lines;
  const diff = differenceTotals(linesBefore, after);
  return {
    ...original,
    kind: "correction",
    number: `KOR/2026/${original.seq}`,
    series: "KOR",
    issueDate: "2026-11-25",
    lines: after,
    totals: diff.totals,
    gross: diff.gross,
    corrected: {
      number: original.number,
      issueDate: original.issueDate,
      ...(ksefNumber ? { ksefNumber } : {}),
      reason: "Zwrot części towaru",
      linesBefore,
    },
  };
}
