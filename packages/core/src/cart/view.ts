import { pick, type Locale } from "../i18n/locale";
import { convertFromPLN, grossGrosze, noVatAllowed } from "../pricing/money";
import type { CurrencyInfo } from "../currency/index";
import { dispatchDate } from "../pricing/dates";
import type { CartLine, StoredCart } from "./line";
import type { Amounts } from "./schema";

/** The currency a cart shows: the one chosen, else PLN for pl and EUR for en and de (pricing.md §2). */
export function currencyFor(
  chosen: string | null | undefined,
  locale: Locale,
  currencies: Record<string, CurrencyInfo>,
): CurrencyInfo {
  const code = chosen && currencies[chosen] ? chosen : locale === "pl" ? "PLN" : "EUR";
  return currencies[code] ?? currencies.PLN ?? { code: "PLN", sign: "zł", rate: 1 };
}

/** A line's §2 block in PLN grosze under the VAT rate in force. */
export function lineGrosze(
  line: Pick<CartLine, "netGrosze" | "discountGrosze" | "vat">,
  noVat: boolean,
) {
  const vat = noVat ? 0 : line.vat;
  const netAfter = line.netGrosze - line.discountGrosze;
  return {
    net: line.netGrosze,
    gross: grossGrosze(line.netGrosze, vat),
    discount: line.discountGrosze,
    netAfterDiscount: netAfter,
    grossAfterDiscount: grossGrosze(netAfter, vat),
  };
}

const fromGrosze = (g: Record<keyof Amounts, number>): Amounts => ({
  net: g.net / 100,
  gross: g.gross / 100,
  discount: g.discount / 100,
  netAfterDiscount: g.netAfterDiscount / 100,
  grossAfterDiscount: g.grossAfterDiscount / 100,
});

/** Converts each figure separately (pricing.md §2), back to whole hundredths. */
function convertGrosze(
  g: Record<keyof Amounts, number>,
  rate: number,
): Record<keyof Amounts, number> {
  if (rate === 1) return g;
  const c = (x: number) => Math.round(convertFromPLN(x / 100, rate) * 100);
  return {
    net: c(g.net),
    gross: c(g.gross),
    discount: c(g.discount),
    netAfterDiscount: c(g.netAfterDiscount),
    grossAfterDiscount: c(g.grossAfterDiscount),
  };
}

const zero = (): Record<keyof Amounts, number> => ({
  net: 0,
  gross: 0,
  discount: 0,
  netAfterDiscount: 0,
  grossAfterDiscount: 0,
});
const addTo = (sum: Record<keyof Amounts, number>, g: Record<keyof Amounts, number>) => {
  for (const k of Object.keys(sum) as (keyof Amounts)[]) sum[k] += g[k];
};

/**
 * What the shop shows of a cart: every line's figures in the chosen currency (converted per
 * figure) and in PLN, and the totals as sums of the converted lines.
 */
export function view(
  cart: StoredCart | null,
  locale: Locale,
  currencies: Record<string, CurrencyInfo>,
  extraLines: { key: string; grosze: Record<keyof Amounts, number> }[] = [],
  now: Date = new Date(),
) {
  const currency = currencyFor(cart?.currency, locale, currencies);
  const noVat = Boolean(cart?.noVat) && noVatAllowed(locale);
  const totalPln = zero();
  const total = zero();
  const items = (cart?.lines ?? []).map((line, index) => {
    const pln = lineGrosze(line, noVat);
    const shown = convertGrosze(pln, currency.rate);
    addTo(totalPln, pln);
    addTo(total, shown);
    const a = fromGrosze(shown);
    return {
      id: line.id,
      index,
      kind: line.kind,
      productId: line.productId,
      productName: pick(line.title, locale),
      params: line.params.map((p) => ({
        title: pick(p.title, locale),
        value: typeof p.value === "string" ? p.value : pick(p.value, locale),
      })),
      mode: line.mode,
      days: line.days,
      /** The dispatch date (YYYY-MM-DD) if the files and the payment are in today (pricing.md §6). */
      dispatch: dispatchDate(now, line.days),
      quantity: line.quantity,
      vat: noVat ? 0 : line.vat,
      comment: line.comment ?? null,
      config: line.config,
      priceNet: a.net,
      priceGross: a.gross,
      priceDiscount: a.discount,
      priceNetAfterDiscount: a.netAfterDiscount,
      priceGrossAfterDiscount: a.grossAfterDiscount,
      pln: fromGrosze(pln),
    };
  });
  for (const extra of extraLines) {
    addTo(totalPln, extra.grosze);
    addTo(total, convertGrosze(extra.grosze, currency.rate));
  }
  const t = fromGrosze(total);
  return {
    items,
    count: items.length,
    currency: currency.code,
    sign: currency.sign,
    rate: currency.rate,
    noVat,
    discount: 0,
    totalNet: t.net,
    totalGross: t.gross,
    totalDiscount: t.discount,
    totalNetAfterDiscount: t.netAfterDiscount,
    totalGrossAfterDiscount: t.grossAfterDiscount,
    pln: fromGrosze(totalPln),
  };
}
export type CartView = ReturnType<typeof view>;
