/**
 * The rows of a product's price matrix (pricing.md §5): one per combination of the active
 * price-forming attributes (one value each, the key being the value ids ascending, joined by
 * ","), then one per value of an active surcharge attribute. Pure.
 */
import { attributeRole, combinationKey } from "@printshop/core/pricing/table";

export interface AttributeLike {
  id: number;
  active: boolean;
  addToPrice: boolean;
  priceChange: boolean;
  values: { id: number; title: Record<"pl" | "en" | "de", string> }[];
}

export interface MatrixRow {
  key: string;
  kind: "combination" | "surcharge";
  valueIds: number[];
}

const role = (a: AttributeLike) => attributeRole({ price_change: a.priceChange, add_to_price: a.addToPrice });

export const formingAttributes = <A extends AttributeLike>(attrs: readonly A[]): A[] => attrs.filter((a) => a.active && role(a) === "combination" && a.values.length > 0);
export const surchargeAttributes = <A extends AttributeLike>(attrs: readonly A[]): A[] => attrs.filter((a) => a.active && role(a) === "surcharge");

/** Every row, combinations first (in attribute and value order), then surcharges. Capped at `limit` combinations. */
export function matrixRows(attrs: readonly AttributeLike[], limit = 200_000): MatrixRow[] {
  const forming = formingAttributes(attrs);
  const rows: MatrixRow[] = [];
  if (forming.length) {
    const walk = (i: number, picked: number[]) => {
      if (rows.length >= limit) return;
      if (i === forming.length) {
        rows.push({ key: combinationKey(picked), kind: "combination", valueIds: [...picked] });
        return;
      }
      for (const v of forming[i]!.values) walk(i + 1, [...picked, v.id]);
    };
    walk(0, []);
  }
  for (const a of surchargeAttributes(attrs)) for (const v of a.values) rows.push({ key: String(v.id), kind: "surcharge", valueIds: [v.id] });
  return rows;
}

/** Rows having every one of the chosen value ids (a filter per attribute; none chosen keeps all). */
export const filterRows = (rows: readonly MatrixRow[], chosen: readonly number[]) => (chosen.length ? rows.filter((r) => chosen.every((id) => r.valueIds.includes(id))) : [...rows]);

/** Labels rows: the values' titles in the language, joined by " / " (the title map is built once, not per row). */
export function rowLabeler(attrs: readonly AttributeLike[], lang: "pl" | "en" | "de"): (row: MatrixRow) => string {
  const title = new Map(attrs.flatMap((a) => a.values.map((v) => [v.id, v.title[lang] || v.title.pl] as const)));
  return (row) => row.valueIds.map((id) => title.get(id) ?? `#${id}`).join(" / ");
}

/** A row's label: its values' titles in the language, joined by " / ". */
export const rowLabel = (row: MatrixRow, attrs: readonly AttributeLike[], lang: "pl" | "en" | "de"): string => rowLabeler(attrs, lang)(row);
