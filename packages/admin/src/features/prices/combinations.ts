/**
 * The rows of a product's price matrix (pricing.md §5): one per combination of the active
 * price-forming attributes (one value each, the key being the value ids ascending, joined by
 * ","), then one per value of an active surcharge attribute. Pure.
 */
import { attributeRole, combinationKey } from "@printshop/core/pricing/table";

export interface AttributeLike {
  id: number;
  /** The attribute's own title: a surcharge row names it ("Spot UV varnish: Yes"). */
  title?: Record<"pl" | "en" | "de", string>;
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

const role = (a: AttributeLike) =>
  attributeRole({ price_change: a.priceChange, add_to_price: a.addToPrice });

export const formingAttributes = <A extends AttributeLike>(attrs: readonly A[]): A[] =>
  attrs.filter((a) => a.active && role(a) === "combination" && a.values.length > 0);
export const surchargeAttributes = <A extends AttributeLike>(attrs: readonly A[]): A[] =>
  attrs.filter((a) => a.active && role(a) === "surcharge");

/** Every row, combinations first (in attribute and value order), then surcharges. Capped at `limit` combinations. */
export function matrixRows(attrs: readonly AttributeLike[], limit = 200_000): MatrixRow[] {
  const forming = formingAttributes(attrs);
  const rows: MatrixRow[] = [];
  if (forming.length) {
    // An odometer over the attributes' values (the last one turning fastest): no recursion, one
    // array per row (10,000 rows took ≈ 50 ms with a spread per step; bench/grid-scroll.ts).
    const at = forming.map(() => 0);
    while (rows.length < limit) {
      const valueIds = forming.map((a, i) => a.values[at[i]!]!.id);
      rows.push({ key: keyOf(valueIds), kind: "combination", valueIds });
      let i = forming.length - 1;
      while (i >= 0 && ++at[i]! === forming[i]!.values.length) at[i--] = 0;
      if (i < 0) break;
    }
  }
  for (const a of surchargeAttributes(attrs))
    for (const v of a.values) rows.push({ key: String(v.id), kind: "surcharge", valueIds: [v.id] });
  return rows;
}

/** `combinationKey` (the ids ascending, joined by ","), without a copy and a sort for one or two ids. */
const keyOf = (ids: readonly number[]) =>
  ids.length === 1
    ? String(ids[0])
    : ids.length === 2
      ? ids[0]! <= ids[1]!
        ? `${ids[0]},${ids[1]}`
        : `${ids[1]},${ids[0]}`
      : combinationKey(ids);

/** Rows having every one of the chosen value ids (a filter per attribute; none chosen keeps all). */
export const filterRows = (rows: readonly MatrixRow[], chosen: readonly number[]) =>
  chosen.length ? rows.filter((r) => chosen.every((id) => r.valueIds.includes(id))) : [...rows];

/**
 * Labels rows: the values' titles in the language, joined by " / " (the title map is built once,
 * not per row); a surcharge row's value after its attribute's title ("Spot UV varnish: Yes"),
 * since the value alone is often only "Yes" or "No". The server's describer (core
 * price-table/describe.ts) says them the same way in previews, files and histories.
 */
export function rowLabeler(
  attrs: readonly AttributeLike[],
  lang: "pl" | "en" | "de",
): (row: MatrixRow) => string {
  const title = new Map(
    attrs.flatMap((a) => a.values.map((v) => [v.id, v.title[lang] || v.title.pl] as const)),
  );
  const owner = new Map(
    surchargeAttributes(attrs).flatMap((a) =>
      a.values.map((v) => [v.id, a.title?.[lang] || a.title?.pl || ""] as const),
    ),
  );
  return (row) => {
    const of = row.kind === "surcharge" ? owner.get(row.valueIds[0]!) : undefined;
    const values = row.valueIds.map((id) => title.get(id) ?? `#${id}`).join(" / ");
    return of ? `${of}: ${values}` : values;
  };
}

/** A row's label: its values' titles in the language, joined by " / ". */
export const rowLabel = (
  row: MatrixRow,
  attrs: readonly AttributeLike[],
  lang: "pl" | "en" | "de",
): string => rowLabeler(attrs, lang)(row);
