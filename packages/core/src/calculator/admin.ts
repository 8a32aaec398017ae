import { db } from "../dynamo/db";
import { AppError, type FieldError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import type { Locale } from "../i18n/locale";
import type { CalculatorDefinition } from "../pricing/index";
import * as Product from "../product/index";
import { pageOf } from "../list/page";
import {
  type CalculatorDraft,
  removeOption,
  removeValue,
  review,
  formatFinding,
  locateValue,
} from "../workbench/index";
import { GetInput, LegacyId, ListInput, TestInput, UpdateInput } from "./admin-schema";
import { answerQuote } from "./answer";
import { sanitizeDraft } from "./sanitize-draft";

export { Info } from "./admin-schema";

export { GetInput, ListInput, TestInput, UpdateInput, LegacyId } from "./admin-schema";

/**
 * The calculator workbench's server side (admin-api.md "calculators"): list, get, update (refused
 * when the workbench's review finds a structural error or an equation that does not evaluate for
 * some reachable selection, checked against `version`, audited in the same transaction) and test
 * (the shop's quote answer for the saved definition or an unsaved draft, by the same code).
 */

type Stored = NonNullable<
  Awaited<
    ReturnType<ReturnType<ReturnType<typeof db>["entities"]["calculator"]["get"]>["go"]>
  >["data"]
>;
const target = (calculatorId: number) => ({ type: "calculator", id: String(calculatorId) });

async function load(calculatorId: number): Promise<Stored> {
  const { data } = await db().entities.calculator.get({ calculatorId }).go();
  if (!data) throw new AppError("not_found", "calculator.not_found");
  return data;
}

async function productOf(productId: number) {
  const { data } = await db().entities.product.get({ productId }).go();
  return data;
}

export const draftOf = (c: Stored): CalculatorDraft => ({
  equation: c.equation,
  copies: c.copies,
  initialDisabledValues: c.initialDisabledValues ?? [],
  discount: c.discount ?? 0,
  vat0: c.vat0 ?? false,
  vat5: c.vat5 ?? false,
  vat8: c.vat8 ?? false,
  options: c.options,
  description: c.description ?? null,
});

/** The stored shape: flags as booleans, no description as null. */
const normalize = (d: CalculatorDraft): CalculatorDraft => ({
  ...d,
  vat0: d.vat0 === true,
  vat5: d.vat5 === true,
  vat8: d.vat8 === true,
  description: d.description ?? null,
});

const definitionOf = (
  calculatorId: number,
  productId: number,
  d: CalculatorDraft,
): CalculatorDefinition => ({ id: calculatorId, productId, ...d });

/** Calculators with their product (two requests: the products, then the calculators in one batch). */
export const list = fn(ListInput, async (input) => {
  const products = (await db().entities.product.query.byId({}).go({ pages: "all" })).data.filter(
    (p) => typeof p.calculatorId === "number",
  );
  const keys = [...new Set(products.map((p) => p.calculatorId!))].map((calculatorId) => ({
    calculatorId,
  }));
  const found = keys.length
    ? ((await db().entities.calculator.get(keys).go()).data as Stored[])
    : [];
  const rows = found.map((c) => {
    const p = products.find((x) => x.productId === c.productId);
    return {
      calculatorId: c.calculatorId,
      productId: c.productId,
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- pnpm typecheck's root program infers {} without it (TS2339 on r.title.pl below)
      title: (p?.title ?? {}) as Record<string, string>,
      options: c.options.length,
      equation: c.equation,
      version: c.version ?? 1,
    };
  });
  return pageOf(rows, input, {
    searchIn: (r) => [r.equation, ...Object.values(r.title), String(r.calculatorId)],
    sortBy: {
      calculatorId: (r) => r.calculatorId,
      productId: (r) => r.productId,
      title: (r) => r.title.pl ?? "",
    },
  });
});

/** A calculator as the workbench edits it, with its version and its product's title. */
export const getDraft = fn(GetInput, async ({ calculatorId }) => {
  const c = await load(calculatorId);
  const p = await productOf(c.productId);
  return {
    calculatorId,
    productId: c.productId,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as above: tsc infers {} without it
    title: (p?.title ?? {}) as Record<string, string>,
    version: c.version ?? 1,
    draft: draftOf(c),
  };
});

const findingField = (f: { optionId?: number; valueId?: number }) =>
  f.valueId !== undefined
    ? `values.${f.valueId}`
    : f.optionId !== undefined
      ? `options.${f.optionId}`
      : "calculator";

/** Refuses a definition the workbench would not let through, with the same reasons it shows. */
export function assertSavable(def: CalculatorDefinition, locale: Locale = "pl"): void {
  const r = review(def);
  if (r.errors.length) {
    const fields: FieldError[] = r.errors.map((f) => ({
      field: findingField(f),
      code: `calculator.${f.code}`,
      params: f.params,
      message: formatFinding(f, locale),
    }));
    throw new AppError("input", "calculator.invalid", { fields });
  }
  const eq = r.equation.ok ? null : r.equation.errors[0]!;
  const failed = eq
    ? {
        code: eq.code === "parse" ? "equation_parse" : eq.code,
        params: {
          ...(eq.name ? { name: eq.name } : {}),
          ...(eq.position !== undefined ? { position: eq.position } : {}),
        },
      }
    : r.evaluation && !r.evaluation.ok
      ? { code: r.evaluation.error!.code, params: r.evaluation.error!.params ?? {} }
      : null;
  if (!failed) return;
  const selection = r.evaluation?.selection ? describeSelection(def, r.evaluation.selection) : "";
  throw new AppError(
    "input",
    selection ? "calculator.equation_fails" : "calculator.equation_invalid",
    {
      params: { ...failed.params, selection },
      fields: [
        {
          field: "equation",
          code: `pricing.${failed.code}`,
          params: { ...failed.params, selection },
        },
      ],
    },
  );
}

function describeSelection(def: CalculatorDefinition, sel: Record<number, number>): string {
  return def.options
    .filter((o) => sel[o.id] !== undefined)
    .map(
      (o) =>
        `${o.shortcode}=${o.type === "select" ? (o.values.find((v) => v.id === sel[o.id])?.value ?? sel[o.id]) : sel[o.id]}`,
    )
    .join(", ");
}

async function save(
  calculatorId: number,
  version: number,
  draft: CalculatorDraft,
  actor: Audit.Actor,
  action: string,
  locale?: Locale,
) {
  const current = await load(calculatorId);
  Audit.assertVersion(current, version);
  const clean = normalize(await sanitizeDraft(draft));
  assertSavable(definitionOf(calculatorId, current.productId, clean), locale);
  const before = draftOf(current);
  // Stored maps come back from DynamoDB in any key order: diff compares structurally, so a field is changed only if its content is.
  const { before: was, after: now } = Audit.diff(before, clean);
  if (Object.keys(now).length > 0) {
    await Audit.write(
      actor,
      { action, target: target(calculatorId), before: was, after: now },
      (e) =>
        [
          e.calculator
            .patch({ calculatorId })
            .set(now)
            .add({ version: 1 })
            .where(Audit.versionIs(version))
            .commit(),
        ] as never,
    );
    changed("calculators");
  }
  return getDraft({ calculatorId });
}

/** Saves a draft: sanitised, reviewed, version-checked, audited; the shop sees it at once here, within seconds elsewhere. */
export const update = fn(
  UpdateInput,
  async ({ calculatorId, version, draft }, actor: Audit.Actor, locale?: Locale) =>
    save(calculatorId, version, draft, actor, "calculator.update", locale),
);

/**
 * The shop's answer (`shop.calculator.quote`) for the saved definition, or for an unsaved draft of
 * it: the same function computes both, so the preview and the shop cannot differ.
 */
export const test = fn(TestInput, async (input, context: { locale: Locale; now?: Date }) => {
  const { draft, ...quoteInput } = input;
  // The saved definition exactly as the shop loads it (the product aggregate's one loader).
  const saved = await Product.calculatorDefinition(input.calculatorId);
  const def = draft ? definitionOf(saved.def.id, saved.def.productId!, draft) : saved.def;
  return answerQuote(def, saved.leadTimes, quoteInput, context);
});

/** The calculator holding an option or a value (the seed's shims name only the id). */
async function holderOf(find: (d: CalculatorDraft) => boolean): Promise<Stored> {
  const all = await list({ pageSize: 100 });
  for (const row of all.items) {
    const c = await load(row.calculatorId);
    if (find(draftOf(c))) return c;
  }
  throw new AppError("not_found", "calculator.not_found");
}

/** `POST /admin/calculator/option-delete {id}`: removes the option and every reference to it. */
export const removeOptionById = fn(
  LegacyId,
  async ({ id }, actor: Audit.Actor, locale?: Locale) => {
    const c = await holderOf((d) => d.options.some((o) => o.id === id));
    return save(
      c.calculatorId,
      c.version ?? 1,
      removeOption(draftOf(c), id),
      actor,
      "calculator.removeOption",
      locale,
    );
  },
);

/** `POST /admin/calculator/option-value-delete {id}`. */
export const removeValueById = fn(LegacyId, async ({ id }, actor: Audit.Actor, locale?: Locale) => {
  const c = await holderOf((d) => locateValue(d, id) !== null);
  return save(
    c.calculatorId,
    c.version ?? 1,
    removeValue(draftOf(c), id),
    actor,
    "calculator.removeValue",
    locale,
  );
});

/** `POST /admin/calculator/api/product-options {id}`: the options of a product's calculator. */
export const productOptions = fn(LegacyId, async ({ id }) => {
  const p = await productOf(id);
  if (!p || typeof p.calculatorId !== "number")
    throw new AppError("not_found", "product.not_found");
  const c = await load(p.calculatorId);
  return { calculatorId: c.calculatorId, version: c.version ?? 1, options: draftOf(c).options };
});
