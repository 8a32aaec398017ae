import * as z from "zod";
import { normaliseCombination } from "./chunking";
import { parseDecimal } from "./number";
import { ROUNDINGS } from "./rounding";

/** Inputs of `admin.prices.*` (admin-api.md). Browser-safe: the grid editor validates with them too. */

const productId = z.int().positive();
export const Combination = z
  .string()
  .max(400)
  .transform((s, ctx) => {
    const c = normaliseCombination(s);
    if (!c)
      ctx.addIssue({
        code: "custom",
        message: "prices.combination_invalid",
        params: { code: "prices.combination_invalid" },
      });
    return c ?? "";
  });
/** A run: how many pieces. admin-api.md names the field `copy` in every procedure, so the wire keeps it. */
export const Run = z.int().min(1).max(999_999_999);
/** A net price as typed: "1 234,56", "1.234,56", "1234.56" or a number with at most 2 decimals. */
export const Net = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const parsed = parseDecimal(typeof v === "number" ? String(v) : v);
  if (!parsed.ok) {
    ctx.addIssue({
      code: "custom",
      message: `prices.number.${parsed.error}`,
      params: { code: `prices.number.${parsed.error}` },
    });
    return z.NEVER;
  }
  return parsed.value;
});
const Version = z.int().min(0);

export const GetInput = z.object({ productId, combination: Combination });
/** A price table as `admin.prices.get` answers it for one combination: the runs, and per run its net and gross (PLN, two decimals). */
export const Info = z.object({
  productId,
  combination: Combination,
  version: Version,
  changeSetId: z.string().nullable(),
  vat: z.number(),
  runs: z.array(Run),
  cells: z.array(z.object({ copy: Run, net: z.string(), gross: z.string() })),
});
export type Info = z.infer<typeof Info>;
export const SaveInput = z.object({
  productId,
  combination: Combination,
  /** `net: null` removes the cell. */
  cells: z.array(z.object({ copy: Run, net: Net.nullable() })).max(1000),
  version: Version,
});
/**
 * Cells of any combinations saved together (the matrix's save): one change set of kind "save".
 * At most 20,000 cells (≈ 0.9 MB of JSON, under the 1 MB request limit); more is a job for an import.
 */
export const SaveCellsInput = z.object({
  productId,
  cells: z
    .array(z.object({ combination: Combination, copy: Run, net: Net.nullable() }))
    .min(1)
    .max(20_000),
  version: Version,
});
export const RunsInput = z.object({ productId });
/** `admin.prices.matrix`: the whole current version for the editor. */
export const MatrixInput = z.object({ productId });
export const RunInput = z.object({ productId, copy: Run, version: Version.optional() });
/** Removing a run: refused with its dependents (cart lines that chose it) unless `confirm`. */
export const RemoveRunInput = RunInput.extend({ confirm: z.boolean().default(false) });
export const Percent = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const parsed = parseDecimal(typeof v === "number" ? String(v) : v, 4);
  if (!parsed.ok || Number(parsed.value) > 1000) {
    ctx.addIssue({
      code: "custom",
      message: "prices.percent_invalid",
      params: { code: "prices.percent_invalid" },
    });
    return z.NEVER;
  }
  return parsed.value;
});
export const ChangeAllInput = z
  .object({
    productId,
    range: z.enum(["all", "one"]),
    copy: Run.optional(),
    /** With range "one" and no `copy`: the prices of this combination (the seed's price screen sends the combination it shows). */
    combination: Combination.optional(),
    changeType: z.enum(["increase", "decrease"]),
    value: Percent,
    rounding: z.enum(ROUNDINGS).default("0.01"),
    preview: z.boolean().default(false),
    version: Version.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.range === "one" && v.copy === undefined && !v.combination)
      ctx.addIssue({
        code: "custom",
        path: ["copy"],
        message: "prices.copy_required",
        params: { code: "prices.copy_required" },
      });
    if (v.changeType === "decrease" && Number(v.value) > 100)
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "prices.percent_invalid",
        params: { code: "prices.percent_invalid" },
      });
  });
export const ChangeSetsInput = z.object({
  productId,
  limit: z.int().min(1).max(1000).default(100),
});
export const ChangeSetId = z.string().regex(/^\d{1,10}\.\d{1,10}$/);
export const RollbackInput = z.object({ changeSetId: ChangeSetId, version: Version.optional() });
export const Format = z.enum(["csv", "xlsx"]);
export const ExportInput = z.object({ productId, format: Format });
export const ImportInput = z.object({
  productId,
  format: Format,
  /** CSV text, or base64 of the XLSX file. */
  content: z.string().max(30_000_000),
  dryRun: z.boolean().default(true),
  removeMissing: z.boolean().default(false),
  version: Version.optional(),
});
export const CellHistoryInput = z.object({ productId, combination: Combination, copy: Run });

/** What uses an attribute or value: price cells (with their combinations) and cart lines. */
export interface Dependents {
  priceCells: number;
  /** The combinations with prices that use it (at most 50 listed), each as labels in pl. */
  combinations: { combination: string; label: string; cells: number }[];
  cartLines: number;
}
