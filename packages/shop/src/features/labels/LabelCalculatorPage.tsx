import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useKeptState } from "../product/keep";
import { useConfirmKeptQuote, useHydrated, useRenderNow } from "../../render-context";
import { useFieldsAsHydrated, useLabelOffer } from "./useLabelOffer";
import { Link } from "react-router";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { labelFormState, parseTyped } from "@printshop/core/labels/form";
import { convertFromPLN, noVatAllowed } from "@printshop/core/pricing/money";
import {
  labelDefaults,
  type LabelInput,
  type LabelSettings,
  MACHINE_APPLICATION,
} from "@printshop/core/pricing/labels";
import { pick } from "@printshop/core/i18n/locale";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { useCurrencyChoice } from "../cart/useCart";
import { useDebounced } from "../product/ProductLayout";
import { LabelOptions } from "./LabelOptions";
import { LabelPrices, type Mode } from "./LabelPrices";
import { LabelSummary } from "./LabelSummary";
import { RollPlanView } from "./RollPlanView";
import { PriceBlockers } from "./PriceBlockers";
import { LabelDrawing } from "./LabelDrawing";
import { nextLabelRun } from "./nextRun";
import type { LabelForm, LabelProduct, SetInput } from "./types";
import "./labels.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";
import { SaveConfig } from "../product/SaveConfig";

const SamplesModal = lazy(() => import("../samples/SamplesModal"));

/**
 * The roll-label calculator (products 1, 62, 29). Prices come at once from the shared pricing
 * module and are confirmed by `shop.labels.quote`; the server prices the cart line again.
 */
export default function LabelCalculatorPage({ product }: { product: LabelProduct }) {
  const { t } = useTranslation("labels");
  usePageTitle(
    product.title,
    product.description ? product.description.replace(/\s+/g, " ") : null,
  );
  useHydrated();
  const { locale, to } = useLocale();
  const toast = useToast();
  const utils = trpc.useUtils();
  const settings = product.labelPricing as unknown as LabelSettings;
  const offer = useLabelOffer(product.id);
  const [form, setForm] = useKeptState<LabelForm>(
    product.id,
    "form",
    offer.form(() => {
      const d = labelDefaults(settings, { defaultMaterial: product.defaultMaterial });
      const typed = { width: String(d.width), height: String(d.height) };
      return { typed: { ...typed, quantity: String(d.quantity) }, input: d };
    }),
  );
  const [mode, setMode] = useKeptState<Mode>(product.id, "mode", () => "eco");
  const [samplesOpen, setSamplesOpen] = useState(false);
  const [samplesOpened, setSamplesOpened] = useState(false);
  const [added, setAdded] = useState(false);
  const now = useRenderNow();

  const current: LabelInput = useMemo(
    () => ({
      ...form.input,
      width: parseTyped(form.typed.width),
      height: parseTyped(form.typed.height),
      quantity: parseTyped(form.typed.quantity),
      locale,
      noVat: form.input.noVat && noVatAllowed(locale),
    }),
    [form, locale],
  );
  const state = useMemo(
    () => labelFormState(settings, current, { now, locale }),
    [settings, current, now, locale],
  );
  const ok = state.quote.errors.length === 0;

  // The server's confirmation of the same input (debounced while typing).
  const asked = useDebounced(state.quote.input, 150);
  const sameInput = JSON.stringify(asked) === JSON.stringify(state.quote.input);
  const server = trpc.shop.labels.quote.useQuery(asked, {
    enabled: ok && sameInput,
    staleTime: 60_000,
  });
  useConfirmKeptQuote("shop.labels.quote", server.refetch);
  const confirmed =
    ok && sameInput && server.data && server.data.prices && server.data.errors.length === 0
      ? server.data
      : null;
  const prices = confirmed?.prices ?? state.quote.prices;
  const roll = confirmed?.roll ?? state.quote.roll;

  // The next run up in the same mode (the "+500 pcs for 12 zł"), priced by the same module.
  const nextQuantity = ok ? nextLabelRun(state.quote.input.quantity, settings.quantity.max) : null;
  const nextPrice = useMemo(
    () =>
      nextQuantity
        ? (labelFormState(settings, { ...current, quantity: nextQuantity }, { now, locale }).quote
            .prices?.[mode] ?? null)
        : null,
    [nextQuantity, settings, current, now, locale, mode],
  );

  const currency = useCurrencyChoice();
  const rate = currency.info?.rate ?? 1;
  const sign = currency.info?.sign ?? "zł";
  const convert = useCallback(
    (pln: number) => (rate === 1 ? pln : convertFromPLN(pln, rate)),
    [rate],
  );

  const setInput: SetInput = (change) => {
    setAdded(false);
    setForm((f) => ({ ...f, input: change(f.input) }));
  };
  const setTyped = (field: "width" | "height" | "quantity", text: string) => {
    setAdded(false);
    setForm((f) => ({ ...f, typed: { ...f.typed, [field]: text } }));
  };

  useFieldsAsHydrated(form.typed, setTyped);

  const add = trpc.shop.cart.add.useMutation({
    onSuccess: (answer) => {
      utils.shop.cart.get.setData({ locale }, answer.cart);
      setAdded(true);
      toast.info(answer.offer?.state === "expired" ? answer.offer.message : t("summary.added"));
    },
    onError: (error) => toast.error(messageOf(error, t)),
  });
  const onAdd = () => {
    if (!ok) return;
    const input = state.quote.input;
    add.mutate({
      config: { kind: "label", productId: product.id, input: input },
      mode,
      locale,
      ...(input.notes ? { comment: input.notes } : {}),
      ...(offer.offerId ? { offerId: offer.offerId } : {}),
    });
  };
  // The prices as a company in another EU country pays them (pricing.md §3's noVat, en and de):
  // shown only; the order's rate is decided at checkout from the buyer's EU VAT id.
  const onNoVat = (on: boolean) => setInput((i) => ({ ...i, noVat: on }));

  // Issue 28, fault 10: the order box repeats a typed size only when it is a number ("abc × 40 mm"
  // was echoed); otherwise a dash, beside the field's own message.
  const echo = (field: "width" | "height" | "quantity") =>
    Number.isFinite(current[field]) ? form.typed[field].trim() : "—";
  const machine = current.application === MACHINE_APPLICATION;
  const materialTitle = pick(
    settings.materials.find((m) => m.id === current.material)?.title,
    locale,
  );
  return (
    <article className="product-page label-calculator" data-testid="label-calculator">
      <h1>{product.title}</h1>
      <div className="product-columns">
        <section className="product-options" aria-labelledby="label-config-title">
          <h2 id="label-config-title">{t("configuration")}</h2>
          <LabelOptions
            settings={settings}
            form={form}
            setTyped={setTyped}
            setInput={setInput}
            errors={state.fieldErrors}
            locked={state.locked}
          />
        </section>
        <div className="label-middle">
          <LabelDrawing
            width={current.width}
            height={current.height}
            materialId={current.material}
            materialTitle={materialTitle}
            winding={state.quote.input.winding}
            machine={machine}
            core={state.quote.input.diameter}
            rollDiameter={roll?.diameterMm ?? null}
            gap={state.quote.input.gap}
          />
          <section
            className="product-prices"
            aria-labelledby="label-prices-title"
            aria-live="polite"
          >
            <h2 id="label-prices-title">{t("prices")}</h2>
            {prices && ok ? (
              <>
                <LabelPrices
                  prices={prices}
                  mode={mode}
                  onMode={setMode}
                  convert={convert}
                  sign={sign}
                  confirmed={Boolean(confirmed) && !server.isFetching}
                />
                <p className="hint price-status" role="status">
                  {server.isFetching ? t("confirming") : null}
                </p>
                <RollPlanView plan={roll} machine={machine} />
              </>
            ) : (
              <PriceBlockers errors={state.fieldErrors} />
            )}
            <div className="label-samples">
              <button
                type="button"
                className="button-secondary"
                onClick={() => {
                  setSamplesOpened(true);
                  setSamplesOpen(true);
                }}
                data-testid="samples-open"
              >
                {t("samples.button")}
              </button>
              <Link to={to("/page/program-partnerski")} data-testid="loyalty-link">
                {t("samples.loyalty")}
              </Link>
            </div>
          </section>
        </div>
        <div className="product-summary">
          <LabelSummary
            productTitle={product.title}
            size={`${echo("width")} × ${echo("height")} mm`}
            quantity={echo("quantity")}
            mode={mode}
            price={ok && prices ? prices[mode] : null}
            pieces={ok ? state.quote.input.quantity : null}
            next={nextQuantity && nextPrice ? { quantity: nextQuantity, net: nextPrice.net } : null}
            convert={convert}
            sign={sign}
            currency={currency.currency}
            currencies={Object.keys(currency.currencies ?? {})}
            onCurrency={currency.setCurrency}
            noVatAllowed={noVatAllowed(locale)}
            noVat={Boolean(current.noVat)}
            onNoVat={onNoVat}
            adding={add.isPending}
            added={added}
            onAdd={onAdd}
            productId={product.id}
            offer={
              ok
                ? { config: { kind: "label", productId: product.id, input: state.quote.input } }
                : null
            }
          />
          <SaveConfig
            value={
              ok
                ? {
                    config: { kind: "label", productId: product.id, input: state.quote.input },
                    mode,
                  }
                : null
            }
          />
        </div>
      </div>
      {product.description ? (
        <section className="product-description">
          {product.description.split(/\n{2,}/).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </section>
      ) : null}
      {/* Stays mounted once opened: after a successful request it keeps showing the thank-you state. */}
      {samplesOpened ? (
        <Suspense fallback={null}>
          <SamplesModal
            open={samplesOpen}
            onClose={() => setSamplesOpen(false)}
            summary={`${product.title}: ${echo("width")} × ${echo("height")} mm, ${echo("quantity")}`}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
