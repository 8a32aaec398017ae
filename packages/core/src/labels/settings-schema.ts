import * as z from "zod";
import { LabelQuoteInput } from "../pricing/schema";

/**
 * The label pricing parameters (pricing.md §3) as the admin edits them: zod only, browser-safe.
 * Every number has a unit and a valid range (LABEL_FIELDS, which the form shows and the schema
 * enforces), and the cross-field rules the price formula relies on are checked with their path.
 */

export type Unit = "mm" | "pcs" | "factor" | "PLN" | "PLN/m²" | "PLN/pc" | "PLN/mm²" | "m" | "days";
export interface FieldLimit {
  unit: Unit;
  min: number;
  max: number;
  integer?: boolean;
}

/** Units and ranges, by field kind; the schema below is built from these. */
export const LABEL_FIELDS = {
  webWidth: { unit: "mm", min: 50, max: 2000, integer: true },
  laneGap: { unit: "mm", min: 0, max: 50 },
  machineMaterialMinWidth: { unit: "mm", min: 1, max: 1000 },
  size: { unit: "mm", min: 1, max: 2000, integer: true },
  quantity: { unit: "pcs", min: 1, max: 100_000_000, integer: true },
  machineWidthMin: { unit: "mm", min: 1, max: 1000, integer: true },
  gap: { unit: "mm", min: 0, max: 100, integer: true },
  diameter: { unit: "mm", min: 10, max: 500, integer: true },
  factor: { unit: "factor", min: 0, max: 1000 },
  base: { unit: "PLN", min: 0, max: 100_000 },
  materialRate: { unit: "PLN/m²", min: 0, max: 10_000 },
  pieceRate: { unit: "PLN/pc", min: 0, max: 100 },
  enrichmentSetup: { unit: "PLN", min: 0, max: 100_000 },
  multiplier: { unit: "factor", min: 0.01, max: 100 },
  personalizationSetup: { unit: "PLN", min: 0, max: 100_000 },
  personalizationRate: { unit: "PLN/mm²", min: 0, max: 1 },
  prototype: { unit: "PLN", min: 0, max: 100_000 },
  tierFrom: { unit: "m", min: 0, max: 10_000_000 },
  tierFactor: { unit: "PLN/m²", min: 0, max: 10_000 },
  mode: { unit: "factor", min: 0.01, max: 100 },
  leadTime: { unit: "days", min: 1, max: 365, integer: true },
  rollMaxDiameter: { unit: "mm", min: 50, max: 2000, integer: true },
  materialThickness: { unit: "mm", min: 0.01, max: 5 },
} as const satisfies Record<string, FieldLimit>;
export type FieldKind = keyof typeof LABEL_FIELDS;

const num = (kind: FieldKind) => {
  const l: FieldLimit = LABEL_FIELDS[kind];
  const base = l.integer
    ? z.int()
    : z.number().refine(Number.isFinite, { message: "must be a finite number" });
  return base.min(l.min).max(l.max);
};

const Title = z.object({
  pl: z.string().trim().min(1).max(200),
  en: z.string().trim().min(1).max(200),
  de: z.string().trim().min(1).max(200),
});
const item = { id: z.int().min(0).max(1_000_000), factor: num("factor"), title: Title };
const Range = (kind: FieldKind) => z.object({ min: num(kind), max: num(kind) });
const LeadTimes = z.object({
  eco: num("leadTime"),
  standard: num("leadTime"),
  express: num("leadTime"),
});

const Shape = z.object({
  webWidth: num("webWidth"),
  laneGap: num("laneGap"),
  machineMaterialMinWidth: num("machineMaterialMinWidth"),
  width: Range("size"),
  height: Range("size"),
  quantity: Range("quantity"),
  machineWidthMin: num("machineWidthMin"),
  gaps: z.array(num("gap")).min(1).max(50),
  defaultGap: num("gap"),
  diameters: z.array(num("diameter")).min(1).max(20),
  defaultDiameter: num("diameter"),
  materials: z
    .array(z.object({ ...item, sheeting: z.boolean() }))
    .min(1)
    .max(200),
  print: z.array(z.object(item)).min(1).max(50),
  enrichment: z.array(z.object(item)).min(1).max(50),
  application: z.array(z.object(item)).length(2),
  base: num("base"),
  materialRate: num("materialRate"),
  pieceRate: num("pieceRate"),
  enrichmentSetup: num("enrichmentSetup"),
  fixedFactor: num("multiplier"),
  sheetingFactor: num("multiplier"),
  personalization: z.object({
    setup: num("personalizationSetup"),
    rate: num("personalizationRate"),
  }),
  prototype: num("prototype"),
  tiers: z
    .array(z.object({ from: num("tierFrom"), factor: num("tierFactor") }))
    .min(1)
    .max(50),
  modes: z.object({ eco: num("mode"), standard: num("mode"), express: num("mode") }),
  leadTimes: z.object({ pl: LeadTimes, en: LeadTimes, de: LeadTimes }),
  defaults: z.object({ width: num("size"), height: num("size"), quantity: num("quantity") }),
  rollMaxDiameter: num("rollMaxDiameter"),
  materialThickness: num("materialThickness"),
});

type Shape = z.infer<typeof Shape>;
type Issue = { path: (string | number)[]; code: string; params?: Record<string, string | number> };

/** The rules between fields that the price formula and the shop's form rely on. */
export function crossFieldIssues(s: Shape): Issue[] {
  const out: Issue[] = [];
  for (const k of ["width", "height", "quantity"] as const) {
    if (s[k].min > s[k].max)
      out.push({
        path: [k, "min"],
        code: "labels.range_inverted",
        params: { min: s[k].min, max: s[k].max },
      });
    if (s.defaults[k] < s[k].min || s.defaults[k] > s[k].max)
      out.push({
        path: ["defaults", k],
        code: "labels.default_outside",
        params: { min: s[k].min, max: s[k].max },
      });
  }
  if (!s.gaps.includes(s.defaultGap))
    out.push({ path: ["defaultGap"], code: "labels.default_not_in_list" });
  if (!s.diameters.includes(s.defaultDiameter))
    out.push({ path: ["defaultDiameter"], code: "labels.default_not_in_list" });
  for (const k of ["gaps", "diameters"] as const)
    if (new Set(s[k]).size !== s[k].length) out.push({ path: [k], code: "labels.duplicate" });
  for (const k of ["materials", "print", "enrichment", "application"] as const) {
    const ids = s[k].map((x) => x.id);
    ids.forEach(
      (id, i) =>
        ids.indexOf(id) !== i && out.push({ path: [k, i, "id"], code: "labels.duplicate" }),
    );
  }
  // 0 = manual, 1 = machine: the shop and the normalisation rules know these two ids.
  if (!s.application.some((a) => a.id === 0) || !s.application.some((a) => a.id === 1))
    out.push({ path: ["application"], code: "labels.application_ids" });
  if (s.tiers[0]?.from !== 0) out.push({ path: ["tiers", 0, "from"], code: "labels.tiers_start" });
  s.tiers.forEach(
    (t, i) =>
      i > 0 &&
      t.from <= s.tiers[i - 1]!.from &&
      out.push({ path: ["tiers", i, "from"], code: "labels.tiers_order" }),
  );
  if (s.machineMaterialMinWidth + s.laneGap > s.webWidth)
    out.push({ path: ["machineMaterialMinWidth"], code: "labels.wider_than_web" });
  if (s.width.max + s.laneGap > s.webWidth)
    out.push({ path: ["width", "max"], code: "labels.wider_than_web" });
  return out;
}

export const LabelSettingsSchema = Shape.superRefine((s, ctx) => {
  for (const i of crossFieldIssues(s))
    ctx.addIssue({
      code: "custom",
      path: i.path,
      message: i.code,
      params: { code: i.code, ...i.params },
    });
});
export type LabelSettingsDraft = z.infer<typeof LabelSettingsSchema>;

/** A stored reference configuration: a named label input the preview prices under both settings. */
export const ReferenceConfig = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().trim().min(1).max(120),
  input: LabelQuoteInput.omit({ locale: true, notes: true }),
});
export type ReferenceConfig = z.infer<typeof ReferenceConfig>;
export const ReferenceList = z
  .array(ReferenceConfig)
  .max(200)
  .refine((l) => new Set(l.map((r) => r.id)).size === l.length, { message: "labels.duplicate" });

/** The form's groups, in the order of the model (pricing.md §3). */
export const LABEL_GROUPS = [
  {
    id: "sizes",
    fields: [
      "webWidth",
      "laneGap",
      "machineMaterialMinWidth",
      "width",
      "height",
      "quantity",
      "machineWidthMin",
      "defaults",
    ],
  },
  { id: "materials", fields: ["materials", "materialRate"] },
  { id: "print", fields: ["print"] },
  { id: "enrichment", fields: ["enrichment", "enrichmentSetup"] },
  { id: "cores", fields: ["diameters", "defaultDiameter", "rollMaxDiameter", "materialThickness"] },
  { id: "gaps", fields: ["gaps", "defaultGap"] },
  { id: "tiers", fields: ["tiers"] },
  { id: "application", fields: ["application"] },
  {
    id: "surcharges",
    fields: ["base", "pieceRate", "fixedFactor", "sheetingFactor", "personalization", "prototype"],
  },
  { id: "modes", fields: ["modes"] },
  { id: "leadTimes", fields: ["leadTimes"] },
] as const;
