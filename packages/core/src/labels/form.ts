// Module by module, not pricing/index: that one re-exports the zod schemas, which the label page
// does not need (~26 KB gzip more on its critical path).
import {
  MACHINE_APPLICATION,
  MANUAL_APPLICATION,
  normalizeLabelInput,
  quoteLabel,
  type LabelInput,
  type LabelQuote,
  type LabelSettings,
} from "../pricing/labels";
import type { Locale } from "../pricing/money";
import type { PricingError } from "../pricing/types";
import type { RollPlan } from "../pricing/roll";

/**
 * The label calculator's form rules (pricing.md §3), pure and browser-safe: which fields manual
 * application locks, what a change of application does, how typed text becomes a number, and
 * what the roll plan advises. The page only shows what these answer.
 */

/** Fields the UI disables (and the server resets) while application is manual. */
export const MANUAL_LOCKED_FIELDS = [
  "diameter",
  "winding",
  "gap",
  "sheeting",
  "prototype",
  "personalization",
  "freeSamples",
  "notes",
] as const;
export type LockedField = (typeof MANUAL_LOCKED_FIELDS)[number];

export function lockedFields(input: Pick<LabelInput, "application">): ReadonlySet<LockedField> {
  return new Set(input.application === MACHINE_APPLICATION ? [] : MANUAL_LOCKED_FIELDS);
}

/**
 * Switching the application method: manual resets the locked fields to their forced values and
 * clears the notes; machine keeps what was there (winding stays 0 until a direction is chosen,
 * which validation then asks for).
 */
export function changeApplication(
  settings: LabelSettings,
  input: LabelInput,
  application: number,
): LabelInput {
  const next = normalizeLabelInput(settings, { ...input, application });
  if (application === MANUAL_APPLICATION) next.notes = "";
  return next;
}

/** A material without the sheeting flag switches sheeting off. */
export function changeMaterial(
  settings: LabelSettings,
  input: LabelInput,
  material: number,
): LabelInput {
  const m = settings.materials.find((x) => x.id === material);
  return { ...input, material, sheeting: m?.sheeting ? input.sheeting : false };
}

/**
 * Typed text → the number the quote sees: "" is NaN (reported as not a whole number), a comma
 * counts as a decimal point ("20,5" → 20.5, so not_integer rather than a silent 20).
 */
export function parseTyped(text: string): number {
  const t = text.trim().replace(",", ".");
  if (t === "" || !/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) return Number.NaN;
  return Number(t);
}

export interface LabelFormState {
  quote: LabelQuote;
  /** First message per field, in the caller's language order of rules. */
  fieldErrors: Map<string, PricingError>;
  /** Size or whole-number errors: the price table is replaced by the message. */
  hidePrices: boolean;
  locked: ReadonlySet<LockedField>;
}

/** Everything the page renders from one input: the quote, errors by field, and what is locked. */
export function labelFormState(
  settings: LabelSettings,
  input: LabelInput,
  opts: { now: Date; locale: Locale },
): LabelFormState {
  const quote = quoteLabel(
    settings,
    { ...input, locale: opts.locale },
    { now: opts.now, locale: opts.locale },
  );
  const fieldErrors = new Map<string, PricingError>();
  for (const e of quote.errors)
    if (!fieldErrors.has(String(e.field))) fieldErrors.set(String(e.field), e);
  return {
    quote,
    fieldErrors,
    hidePrices: quote.prices === null,
    locked: lockedFields(quote.input),
  };
}

export type RollAdvice =
  | { kind: "fits"; plan: RollPlan }
  | { kind: "split"; plan: RollPlan; proposal: NonNullable<RollPlan["proposal"]> };

/** The roll plan as advice: fits, or a warning with the proposal of more, smaller rolls. */
export function rollAdvice(plan: RollPlan): RollAdvice {
  return plan.exceedsMax && plan.proposal
    ? { kind: "split", plan, proposal: plan.proposal }
    : { kind: "fits", plan };
}
