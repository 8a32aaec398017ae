import { useEffect, useMemo, useRef, useState } from "react";
import { useKeptState, useRestoredOffer } from "./keep";
import { SaveConfig } from "./SaveConfig";
import { useConfirmKeptQuote, useRenderNow } from "../../render-context";
import { SearchableSelect } from "@printshop/ui";
import {
  quoteTable,
  startingChoices,
  type PriceTable,
  type TablePrice,
} from "@printshop/core/pricing/table";
import { keysFor } from "@printshop/core/price-table/keys";
import { formatPricingError } from "@printshop/core/pricing/messages";
import { vatChoices } from "@printshop/core/pricing/money";
import type { LeadTimes } from "@printshop/core/pricing/dates";
import { trpc } from "../../trpc";
import { pick, type Locale, type Translated } from "@printshop/core/i18n/locale";
import { useLocale } from "../../useLocale";
import { PriceGrid } from "./PriceGrid";
import { PriceErrors } from "./PriceErrors";
import { OrderSummary } from "./OrderSummary";
import { ProductLayout, markOptionChange, useDebounced, useMeasureTable } from "./ProductLayout";
import { useProductOrder } from "./useProductOrder";
import type { TableProductData } from "./types";

type Product = TableProductData;
/** A text in the page's language from a { pl, en, de } map stored with the definition. */
const title = (t: unknown, locale: Locale) => pick(t as Partial<Translated> | undefined, locale);

const sameSelection = (a: number[], b: number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The price cells this page has been sent (`shop.table.prices`: the selection, its surcharges and
 * every combination one option change away), by combination key; a key fetched without cells has
 * no prices. The page never holds the whole table. The starting selection's cells came with the
 * product (`start`): the first table is priced without another call.
 */
function useKnownPrices(product: Product, valueIds: number[]) {
  const { start } = product;
  const initialData = sameSelection(valueIds, start.valueIds)
    ? { changeSetId: start.changeSetId, runs: product.runs, keys: start.keys, prices: start.cells }
    : undefined;
  // Known from the first render (not after an effect): the first paint already shows the prices.
  const [known, setKnown] = useState<Known>(() =>
    merge(
      { keys: new Set(), prices: [], changeSetId: null },
      { changeSetId: start.changeSetId, keys: start.keys, prices: start.cells },
    ),
  );
  const query = trpc.shop.table.prices.useQuery(
    { productId: product.id, valueIds },
    { staleTime: 60_000, initialData },
  );
  useEffect(() => {
    const data = query.data;
    if (data) setKnown((k) => merge(k, data));
  }, [query.data]);
  return { known, error: query.error };
}

type Known = { keys: Set<string>; prices: TablePrice[]; changeSetId: string | null };
/** Adds an answer's cells; a newer version of the table replaces what was known of the older one. */
function merge(
  k: Known,
  data: {
    changeSetId: string | null;
    keys: string[];
    prices: { combination: string; run: number; price: string }[];
  },
): Known {
  const same = k.changeSetId === data.changeSetId;
  const keys = new Set([...(same ? k.keys : []), ...data.keys]);
  const fresh = new Set(data.keys);
  const prices = [
    ...(same ? k.prices.filter((p) => !fresh.has(p.combination)) : []),
    ...data.prices.map((p) => ({
      combination: p.combination,
      run: p.run,
      price: Number(p.price),
    })),
  ];
  return { keys, prices, changeSetId: data.changeSetId };
}

/** A product without lead times: one object, so the memos that take it keep their value across renders. */
const NO_LEAD_TIMES: LeadTimes = { eco: 0, standard: 0, express: 0 };

/** A price-table product (business cards): a select per attribute, rows per run. */
export function TableProduct({ product }: { product: Product }) {
  const { locale } = useLocale();
  const attributesOf = useMemo(
    () =>
      product.attributes.map((a) => ({
        id: a.id,
        title: a.title,
        active: a.active,
        add_to_price: a.addToPrice,
        price_change: a.priceChange,
        values: a.values,
      })),
    [product],
  );
  const attributes = attributesOf.filter((a) => a.active);
  // Surcharges start switched off (their second value, "No"); the rest start on their first value.
  // Kept across a language switch (keep.ts).
  // Opened from an offer's link: each attribute on the offer's value, and the offer's VAT (keep.ts).
  const restored = useRestoredOffer(product.id);
  const fromOffer = restored?.config.kind === "table" ? restored.config : null;
  const [chosen, setChosen] = useKeptState<Record<number, number>>(product.id, "chosen", () => {
    const start = startingChoices(attributes);
    for (const a of attributes) {
      const v = a.values.find((x) => fromOffer?.valueIds.includes(x.id));
      if (v) start[a.id] = v.id;
    }
    return start;
  });
  const [vat, setVat] = useKeptState(product.id, "vat", () => (fromOffer ? restored!.vat : 23));
  const now = useRenderNow();
  const valueIds = useMemo(() => Object.values(chosen), [chosen]);
  const { known } = useKnownPrices(product, valueIds);
  const table = useMemo<PriceTable>(
    () => ({
      productId: product.id,
      attributes: attributesOf,
      prices: known.prices,
      runs: product.runs.map((run) => ({ run })),
      discount: product.discount,
      ...product.vat,
    }),
    [product, attributesOf, known.prices],
  );
  const needed = useMemo(() => keysFor(attributesOf, valueIds), [attributesOf, valueIds]);
  const ready = needed.every((k) => known.keys.has(k));
  const leadTimes = product.info ?? NO_LEAD_TIMES;
  const computed = useMemo(
    () => quoteTable(table, valueIds, { now, leadTimes, vat, locale }),
    [table, valueIds, now, leadTimes, vat, locale],
  );
  // Until the cells of a new selection arrive, the last priced answer stays on screen (marked busy).
  const last = useRef<typeof computed | null>(null);
  if (ready) last.current = computed;
  const local = ready ? computed : (last.current ?? { ...computed, errors: [] });
  const localOk = local.errors.length === 0;
  // One object per change of what it holds: a fresh object each render would restart the debounce
  // and re-render the page every 120 ms for ever.
  const asked = useMemo(
    () => ({ productId: product.id, valueIds, vat: vat as 23, locale }),
    [product.id, valueIds, vat, locale],
  );
  const serverInput = useDebounced(asked, 120);
  const server = trpc.shop.table.quote.useQuery(serverInput, {
    enabled: localOk,
    staleTime: 60_000,
  });
  useConfirmKeptQuote("shop.table.quote", server.refetch);
  const confirmed =
    server.data && serverInput.valueIds === valueIds && server.data.errors.length === 0
      ? server.data
      : null;
  const rows = confirmed ? confirmed.rows : local.rows;
  useMeasureTable(local);
  const order = useProductOrder(localOk ? rows : [], product.id);
  const run = order.selected?.quantity ?? rows[0]?.quantity;

  const params = attributes.map((a) => ({
    title: title(a.title, locale),
    value: title(a.values.find((v) => v.id === chosen[a.id])?.title, locale),
  }));
  const options = (
    <div className="option-list">
      {attributes.map((a) => (
        <div key={a.id} className="option-field">
          <label htmlFor={`attr-${a.id}`}>{title(a.title, locale)}</label>
          <SearchableSelect
            id={`attr-${a.id}`}
            label={title(a.title, locale)}
            value={chosen[a.id] ?? null}
            options={a.values.map((v) => ({ value: v.id, label: title(v.title, locale) }))}
            onChange={(v) => {
              markOptionChange();
              setChosen((c) => ({ ...c, [a.id]: v }));
            }}
          />
        </div>
      ))}
    </div>
  );
  const prices = !localOk ? (
    <PriceErrors
      locale={locale}
      messages={local.errors.map((e) => formatPricingError(e, locale))}
    />
  ) : (
    <PriceGrid
      rows={rows}
      selected={order.selected}
      onSelect={order.setSelected}
      sign={order.sign}
      convert={order.convert}
      busy={server.isFetching || !ready}
    />
  );
  return (
    <ProductLayout
      title={product.title}
      options={options}
      prices={prices}
      description={product.description}
      summary={
        <>
          <OrderSummary
            productTitle={product.title}
            mode={order.selected?.mode ?? null}
            quantity={order.selected?.quantity ?? null}
            cell={localOk ? order.cell : null}
            next={localOk ? order.next : null}
            params={params}
            vatChoices={vatChoices(table)}
            vat={vat}
            onVat={setVat}
            convert={order.convert}
            sign={order.sign}
            hasError={!localOk}
            adding={order.adding}
            productId={product.id}
            offer={
              localOk && run
                ? {
                    config: { kind: "table", productId: product.id, valueIds, quantity: run },
                    vat: vat as 23,
                  }
                : null
            }
            onAdd={() =>
              order.selected &&
              order.addToCart({
                config: {
                  kind: "table",
                  productId: product.id,
                  valueIds,
                  quantity: order.selected.quantity,
                },
                mode: order.selected.mode,
                vat: vat as 23,
                locale,
              })
            }
          />
          <SaveConfig
            value={
              order.selected && localOk
                ? {
                    config: {
                      kind: "table",
                      productId: product.id,
                      valueIds,
                      quantity: order.selected.quantity,
                    },
                    mode: order.selected.mode,
                    vat: vat as 23,
                  }
                : null
            }
          />
        </>
      }
    />
  );
}
