/** Demo catalogue data shaped for the pricing functions; used by the tests and the benchmark only. */
import catalogue from "../seed/catalogue.json";
import examples from "./fixtures/pricing-examples.json";
import type { LabelSettings } from "./labels";
import type { CalculatorDefinition } from "./calculator";
import type { PriceTable } from "./table";
import type { LeadTimes } from "./dates";

export { catalogue, examples };

export const labelSettings: LabelSettings = catalogue.labelPricing;

export function calculatorDef(calculatorId: number): CalculatorDefinition {
  const def = catalogue.calculators.find((c) => c.id === calculatorId);
  if (!def) throw new Error(`no calculator ${calculatorId}`);
  return def as unknown as CalculatorDefinition;
}

/** Lead times of the product that uses a calculator, or of a product by id. */
export function productLeadTimes(match: { calculatorId?: number; productId?: number }): LeadTimes {
  const product = catalogue.products.find((p) =>
    match.productId !== undefined
      ? p.id === match.productId
      : "calculatorId" in p && p.calculatorId === match.calculatorId,
  );
  if (!product || !("info" in product) || !product.info) throw new Error("no product lead times");
  return product.info;
}

export function priceTable(productId: number): PriceTable {
  const product = catalogue.products.find((p) => p.id === productId);
  if (!product) throw new Error(`no product ${productId}`);
  return {
    productId,
    attributes: catalogue.attributes.filter((a) => a.productId === productId),
    // The seed's fixture names a run `copy` (its file format); the pricing functions say `run`.
    prices: catalogue.prices.map(({ copy, ...p }) => ({ ...p, run: copy })),
    runs: catalogue.copies.map(({ copy, ...r }) => ({ ...r, run: copy })),
    discount: "discount" in product ? product.discount : 0,
    vat0: "vat0" in product ? product.vat0 : false,
    vat5: "vat5" in product ? product.vat5 : false,
    vat8: "vat8" in product ? product.vat8 : false,
  };
}
