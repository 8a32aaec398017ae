import { useMemo } from "react";
import { useKeptState, useRestoredOffer } from "./keep";
import { SaveConfig } from "./SaveConfig";
import { useConfirmKeptQuote, useRenderNow } from "../../render-context";
import { SearchableSelect } from "@printshop/ui";
// Module by module, not pricing/index: that one re-exports the zod schemas, which the product
// page does not need (they would add ~45 KB gzip to the route).
import {
  calculatorStartingSelection,
  excludedBy,
  quoteCalculator,
  type CalculatorDefinition,
} from "@printshop/core/pricing/calculator";
import {
  formatConflict,
  formatPricingError,
  formatUnavailable,
  pricingMessage,
} from "@printshop/core/pricing/messages";
import { vatChoices } from "@printshop/core/pricing/money";
import type { LeadTimes } from "@printshop/core/pricing/dates";
import { trpc } from "../../trpc";
import { pick, type Locale, type Translated } from "@printshop/core/i18n/locale";
import { useLocale } from "../../useLocale";
import { PriceGrid } from "./PriceGrid";
import { PriceErrors } from "./PriceErrors";
import { OrderSummary } from "./OrderSummary";
import {
  InfoPanel,
  ProductLayout,
  markOptionChange,
  useDebounced,
  useMeasureTable,
} from "./ProductLayout";
import { useProductOrder } from "./useProductOrder";
import type { CalculatorProductData } from "./types";

type Product = CalculatorProductData;
/** A text in the page's language from a { pl, en, de } map stored with the definition. */
const title = (t: unknown, locale: Locale) => pick(t as Partial<Translated> | undefined, locale);

/** A product without lead times: one object, so the memos that take it keep their value across renders. */
const NO_LEAD_TIMES: LeadTimes = { eco: 0, standard: 0, express: 0 };

/** A calculator product (magazines, flyers): prices at once from the shared module, confirmed by the server. */
export function CalculatorProduct({ product }: { product: Product }) {
  const { locale } = useLocale();
  const calc = product.calculator;
  const def = useMemo<CalculatorDefinition>(
    () => ({
      id: calc.calculatorId,
      productId: calc.productId,
      equation: calc.equation,
      copies: calc.copies,
      initialDisabledValues: calc.initialDisabledValues ?? [],
      discount: calc.discount ?? 0,
      vat0: calc.vat0,
      vat5: calc.vat5,
      vat8: calc.vat8,
      options: calc.options,
    }),
    [calc],
  );
  const leadTimes = product.info ?? NO_LEAD_TIMES;
  // Kept across a language switch (keep.ts).
  // Opened from an offer's link: the offer's selections and VAT (keep.ts).
  const restored = useRestoredOffer(product.id);
  const fromOffer = restored?.config.kind === "calculator" ? restored.config : null;
  const [selections, setSelections] = useKeptState<Record<number, number>>(
    product.id,
    "selections",
    () => ({ ...calculatorStartingSelection(def), ...fromOffer?.selections }),
  );
  const [typed, setTyped] = useKeptState<Record<number, string>>(product.id, "typed", () => ({}));
  const [vat, setVat] = useKeptState(product.id, "vat", () => (fromOffer ? restored!.vat : 23));
  const now = useRenderNow();

  const input = useMemo(() => {
    const out: Record<number, unknown> = { ...selections };
    for (const [id, text] of Object.entries(typed))
      out[Number(id)] = text.trim() === "" ? undefined : Number(text.replace(",", "."));
    return out;
  }, [selections, typed]);
  const local = useMemo(
    () => quoteCalculator(def, input, { now, leadTimes, vat, locale }),
    [def, input, now, leadTimes, vat, locale],
  );
  const localOk = local.errors.length === 0 && local.conflicts.length === 0;

  // One object per change of what it holds: a fresh object each render would restart the debounce
  // and re-render the page every 120 ms for ever.
  const asked = useMemo(
    () => ({
      calculatorId: def.id,
      selections: input as Record<string, number>,
      vat: vat as 23,
      locale,
    }),
    [def.id, input, vat, locale],
  );
  const serverInput = useDebounced(asked, 120);
  const server = trpc.shop.calculator.quote.useQuery(serverInput, {
    enabled: localOk,
    staleTime: 60_000,
  });
  useConfirmKeptQuote("shop.calculator.quote", server.refetch);
  const confirmed =
    server.data && serverInput.selections === (input as object) ? server.data : null;
  const rows =
    confirmed && confirmed.errors.length === 0 && confirmed.conflicts.length === 0
      ? confirmed.rows
      : local.rows;
  useMeasureTable(local);

  const order = useProductOrder(localOk ? rows : [], product.id);
  const run = order.selected?.quantity ?? rows[0]?.quantity;
  const disabledValues = new Set(local.disabledValues);
  const disabledOptions = new Set(local.disabledOptions);
  const errorsByField = new Map<string, string>();
  for (const e of local.errors)
    if (!errorsByField.has(String(e.field)))
      errorsByField.set(String(e.field), formatPricingError(e, locale));
  const generalErrors = local.errors.filter(
    (e) => !def.options.some((o) => String(o.id) === String(e.field)),
  );
  const hasError = !localOk;

  const change = (optionId: number, value: number) => {
    markOptionChange();
    setSelections((s) => ({ ...s, [optionId]: value }));
  };

  const params = def.options
    .filter((o) => o.active && !disabledOptions.has(o.id))
    .map((o) => ({
      title: title(o.title, locale),
      value:
        o.type === "select"
          ? title(o.values.find((v) => v.id === selections[o.id])?.title, locale)
          : (typed[o.id] ?? String(selections[o.id] ?? "")),
    }));

  const options = (
    <div className="option-list">
      {def.options
        .filter((o) => o.active)
        .map((o) => {
          const fieldId = `opt-${o.id}`;
          const error = errorsByField.get(String(o.id));
          const off = disabledOptions.has(o.id);
          const info = o.info ? title(o.info, locale) : "";
          return (
            <div key={o.id} className={`option-field${error ? " has-error" : ""}`}>
              <label htmlFor={fieldId}>{title(o.title, locale)}</label>
              {info ? <InfoPanel id={`${fieldId}-info`} text={info} /> : null}
              {o.type === "select" ? (
                <SearchableSelect
                  id={fieldId}
                  label={title(o.title, locale)}
                  disabled={off}
                  value={off ? null : (selections[o.id] ?? null)}
                  options={o.values.map((v) => ({
                    value: v.id,
                    label: title(v.title, locale),
                    disabled: disabledValues.has(v.id),
                    reason: disabledValues.has(v.id)
                      ? formatUnavailable(def, excludedBy(def, selections, v.id), locale)
                      : undefined,
                  }))}
                  onChange={(v) => change(o.id, v)}
                  invalid={Boolean(error)}
                  describedBy={error ? `${fieldId}-error` : undefined}
                />
              ) : (
                <input
                  id={fieldId}
                  type="number"
                  inputMode="numeric"
                  step={o.step ?? undefined}
                  min={o.min ?? undefined}
                  max={o.max ?? undefined}
                  disabled={off}
                  value={typed[o.id] ?? String(selections[o.id] ?? "")}
                  aria-invalid={Boolean(error) || undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  onChange={(e) => {
                    markOptionChange();
                    setTyped((s) => ({ ...s, [o.id]: e.target.value }));
                  }}
                />
              )}
              {error ? (
                <p id={`${fieldId}-error`} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
    </div>
  );

  const prices = hasError ? (
    local.conflicts.length > 0 ? (
      <PriceErrors
        locale={locale}
        messages={local.conflicts.map((c) => formatConflict(def, c, locale))}
        footer={<p>{pricingMessage("infoline", locale)}</p>}
      />
    ) : (
      <PriceErrors
        locale={locale}
        messages={generalErrors.map((e) => formatPricingError(e, locale))}
      />
    )
  ) : (
    <PriceGrid
      rows={rows}
      selected={order.selected}
      onSelect={order.setSelected}
      sign={order.sign}
      convert={order.convert}
      busy={server.isFetching}
    />
  );

  return (
    <ProductLayout
      title={product.title}
      options={options}
      prices={prices}
      description={product.description || title(calc.description, locale) || null}
      summary={
        <>
          <OrderSummary
            productTitle={product.title}
            mode={order.selected?.mode ?? null}
            quantity={order.selected?.quantity ?? null}
            cell={hasError ? null : order.cell}
            next={hasError ? null : order.next}
            params={params}
            vatChoices={vatChoices(def)}
            vat={vat}
            onVat={setVat}
            convert={order.convert}
            sign={order.sign}
            hasError={hasError}
            adding={order.adding}
            productId={product.id}
            offer={
              !hasError && run
                ? {
                    config: {
                      kind: "calculator",
                      calculatorId: def.id,
                      selections: input as Record<string, number>,
                      quantity: run,
                    },
                    vat: vat as 23,
                  }
                : null
            }
            onAdd={() =>
              order.selected &&
              order.addToCart({
                config: {
                  kind: "calculator",
                  calculatorId: def.id,
                  selections: input as Record<string, number>,
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
              order.selected && !hasError
                ? {
                    config: {
                      kind: "calculator",
                      calculatorId: def.id,
                      selections: input as Record<string, number>,
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
