import { createCustomAttribute } from "electrodb";
import * as z from "zod";
import { LineConfig } from "../cart/line-config";
import { workbenchSchemas } from "../workbench/schema-build";
import { translated } from "./attributes";

/**
 * The kinds of a stored order line. The storage layer keeps its own lists (entities/order.ts has
 * the statuses) rather than importing the order domain's, which imports the storage layer;
 * lists.test.ts keeps them equal to order/record.ts's.
 */
export const LINE_KINDS = ["label", "calculator", "table"] as const;

const Translated = z.object({ pl: z.string(), en: z.string(), de: z.string() });

/**
 * Nested shapes of the entities, as ElectroDB `map`/`list` attributes with their properties
 * (ElectroDB stores and returns only the properties a map declares, so every property a writer
 * sets is listed). They mirror the domain's zod schemas (named beside each shape).
 *
 * Three things a `map` cannot say, and what stands for them instead of an untyped attribute:
 * - a value that may be `null` (a number check refuses null): `nullable(schema)`;
 * - a union of shapes (a string or a list; the three kinds of a cart line's configuration);
 * - a record keyed by data (a calculator's `{ [run]: multiplier }`, a configuration's
 *   `{ [optionId]: value }`): the keys are values, not property names.
 * Those are `checked(schema)`: an ElectroDB custom attribute whose TypeScript type is the zod
 * schema's output and whose write is validated by that schema (stored as the plain DynamoDB
 * map/list it always was, so items written before still load). entities/types.test.ts lists
 * every entity's attributes: no `any`, and each `custom` one is named there.
 */

/** A value ElectroDB's types cannot express, typed and checked on write by its zod schema. */
export const checked = <S extends z.ZodType>(schema: S) => lazyChecked(() => schema);
export const requiredChecked = <S extends z.ZodType>(schema: S) =>
  requiredLazyChecked(() => schema);

/**
 * The same with a schema built on the first write it checks (`schema` is called then, and should
 * keep what it builds): the calculator's shapes, whose workbench schemas a shop never writes with.
 */
export const lazyChecked = <S extends z.ZodType>(schema: () => S) =>
  createCustomAttribute<z.output<S>>({
    validate: (v) => v === undefined || schema().safeParse(v).success,
  });
export const requiredLazyChecked = <S extends z.ZodType>(schema: () => S) =>
  createCustomAttribute<
    z.output<S>,
    { readonly required: true; readonly validate: (v: z.output<S>) => boolean }
  >({
    required: true,
    validate: (v) => v !== undefined && schema().safeParse(v).success,
  });

const num = { type: "number", required: true } as const;
const str = { type: "string", required: true } as const;
const optNum = { type: "number" } as const;
const optStr = { type: "string" } as const;
const bool = { type: "boolean", required: true } as const;

/** pl/en/de where a language may be missing (the workbench's `Translated`, pricing's `Title`). */
export const partialTranslated = {
  type: "map",
  properties: { pl: optStr, en: optStr, de: optStr },
} as const;

const requiredTranslated = { ...translated, required: true } as const;
const range = { type: "map", required: true, properties: { min: num, max: num } } as const;
const modes = {
  type: "map",
  required: true,
  properties: { eco: num, standard: num, express: num },
} as const;
/** A label option: the pricing model reads its title per language (`Title`, a language may be missing). */
const option = { id: num, factor: num, title: { ...partialTranslated, required: true } } as const;
const options = {
  type: "list",
  required: true,
  items: { type: "map", properties: option },
} as const;

/** The label pricing parameters (labels/settings-schema.ts `LabelSettingsSchema`, pricing.md §3). */
export const labelSettings = {
  type: "map",
  required: true,
  properties: {
    webWidth: num,
    laneGap: num,
    machineMaterialMinWidth: num,
    width: range,
    height: range,
    quantity: range,
    machineWidthMin: num,
    gaps: { type: "list", required: true, items: { type: "number" } },
    defaultGap: num,
    diameters: { type: "list", required: true, items: { type: "number" } },
    defaultDiameter: num,
    materials: {
      type: "list",
      required: true,
      items: { type: "map", properties: { ...option, sheeting: bool } },
    },
    print: options,
    enrichment: options,
    application: options,
    base: num,
    materialRate: num,
    pieceRate: num,
    enrichmentSetup: num,
    fixedFactor: num,
    sheetingFactor: num,
    personalization: { type: "map", required: true, properties: { setup: num, rate: num } },
    prototype: num,
    tiers: {
      type: "list",
      required: true,
      items: { type: "map", properties: { from: num, factor: num } },
    },
    modes,
    leadTimes: { type: "map", required: true, properties: { pl: modes, en: modes, de: modes } },
    defaults: {
      type: "map",
      required: true,
      properties: { width: num, height: num, quantity: num },
    },
    rollMaxDiameter: num,
    materialThickness: num,
  },
} as const;

/** A label configuration as quoted (pricing/schema.ts `LabelQuoteInput` without locale and notes). */
const labelInputProperties = {
  width: num,
  height: num,
  quantity: num,
  material: num,
  print: num,
  enrichment: num,
  application: num,
  diameter: num,
  gap: num,
  winding: num,
  sheeting: { type: "boolean" },
  prototype: { type: "boolean" },
  personalization: { type: "boolean" },
  freeSamples: { type: "boolean" },
  noVat: { type: "boolean" },
} as const;

/** The stored reference configurations (labels/settings-schema.ts `ReferenceConfig`). */
export const labelReferences = {
  type: "list",
  required: true,
  items: {
    type: "map",
    properties: {
      id: str,
      name: str,
      input: { type: "map", required: true, properties: labelInputProperties },
    },
  },
} as const;

/** A person and their addresses (account/person.ts `PersonSchema`); each property may be missing (older items: `{}`). */
const personProperties = {
  firstName: optStr,
  lastName: optStr,
  phone: optStr,
  /** 1 company, 2 private person (a number enum, which ElectroDB's string enums cannot say). */
  type: checked(z.union([z.literal(1), z.literal(2)])),
  billingCompany: optStr,
  billingName: optStr,
  billingTax: optStr,
  billingAddress1: optStr,
  billingAddress2: optStr,
  billingPostcode: optStr,
  billingCity: optStr,
  billingCountry: optStr,
  differentDeliveryAddress: { type: "boolean" },
  deliveryName: optStr,
  deliveryAddress1: optStr,
  deliveryAddress2: optStr,
  deliveryPostcode: optStr,
  deliveryCity: optStr,
  deliveryCountry: optStr,
  deliveryContactPerson: optStr,
  deliveryPhone: optStr,
  deliveryEmail: optStr,
} as const;

/** An account's profile (account/rules.ts `profileSchema` = the person). */
export const profile = { type: "map", required: true, properties: personProperties } as const;

/** The customer of an order (checkout/schema.ts `CustomerSchema`: the person, an e-mail and the order's notes). */
export const orderCustomer = {
  type: "map",
  required: true,
  properties: { ...personProperties, email: optStr, notes: optStr },
} as const;

/** A parameter shown on a line: its title and a value that is either plain text or translated. */
const lineParams = {
  type: "list",
  items: {
    type: "map",
    properties: {
      title: requiredTranslated,
      value: requiredChecked(z.union([z.string(), Translated])),
    },
  },
} as const;

/** What cart and order lines share (cart/line.ts `CartLine`). */
const lineProperties = {
  id: str,
  kind: { type: ["label", "calculator", "table"], required: true },
  productId: requiredChecked(z.number().nullable()),
  title: requiredTranslated,
  params: { ...lineParams, required: true },
  /** The structured configuration the server prices from (cart/line-config.ts `LineConfig`: a union of three kinds). */
  config: requiredChecked(LineConfig),
  mode: { type: ["eco", "standard", "express"], required: true },
  quantity: num,
  vat: num,
  days: num,
} as const;

/** The cart's lines (cart/line.ts `CartLine`), in the order they were added. */
export const cartLines = {
  type: "list",
  items: {
    type: "map",
    properties: {
      ...lineProperties,
      netGrosze: num,
      discountGrosze: num,
      comment: optStr,
      addedAt: num,
      prepressFix: { type: "boolean" },
      /** The offer whose price the line holds (offer/hold.ts). */
      offerId: optStr,
    },
  },
} as const;

/**
 * An order's lines (checkout/index.ts `place`): the cart line without its grosze, with PLN amounts as
 * decimal strings. Every property may be missing: the order view and the admin read older items
 * field by field (order/view.ts, order/admin.ts).
 */
export const orderLines = {
  type: "list",
  required: true,
  items: {
    type: "map",
    properties: {
      id: optStr,
      kind: { type: LINE_KINDS },
      productId: checked(z.number().nullable()),
      title: translated,
      params: lineParams,
      /** As the cart line had it; only its kind is checked (order/record.ts `OrderLineConfig`). */
      config: checked(z.looseObject({ kind: z.enum(LINE_KINDS) })),
      mode: { type: ["eco", "standard", "express"] },
      quantity: optNum,
      vat: optNum,
      days: optNum,
      comment: checked(z.string().nullable()),
      net: optStr,
      gross: optStr,
      discount: optStr,
      netAfterDiscount: optStr,
      grossAfterDiscount: optStr,
      prepressFix: { type: "boolean" },
    },
  },
} as const;

/** An order's PLN totals, decimal strings (checkout/index.ts `place`). */
export const orderTotals = {
  type: "map",
  required: true,
  properties: {
    net: optStr,
    gross: optStr,
    discount: optStr,
    netAfterDiscount: optStr,
    grossAfterDiscount: optStr,
    shippingNet: optStr,
    shippingGross: optStr,
    /** The payment's own fee (cash on delivery), when it has one. */
    paymentFeeNet: optStr,
    paymentFeeGross: optStr,
    /** Protective packing, when asked for. */
    packingNet: optStr,
    packingGross: optStr,
    toPayNet: optStr,
    toPayGross: optStr,
  },
} as const;

/** A calculator's runs: `{ [run]: multiplier }` (workbench/schema.ts `CalculatorDraft.copies`), keyed by data. */
export const calculatorRuns = requiredLazyChecked(
  () => workbenchSchemas().CalculatorDraft.shape.copies,
);

/**
 * A calculator's options (workbench/schema.ts `OptionDraft`): a list ElectroDB checks, of options
 * the zod schema checks, because an option is a union (select with values | input with bounds)
 * with nullable fields and a value's `excluding` is a string or a list.
 */
export const calculatorOptions = {
  type: "list",
  required: true,
  items: lazyChecked(() => workbenchSchemas().OptionDraft),
} as const;

/** A calculator's description: rich text per language, or null (workbench/schema.ts `CalculatorDraft.description`). */
export const calculatorDescription = lazyChecked(
  () => workbenchSchemas().CalculatorDraft.shape.description,
);
