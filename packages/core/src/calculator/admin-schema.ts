import * as z from "zod";
import { CalculatorDraft } from "../workbench/schema";
import { CalculatorQuoteInput } from "../pricing/schema";

/** Inputs of admin.calculators.* (zod only, browser-safe). */
const id = z.int().positive();

export const ListInput = z.object({
  page: z.int().min(1).max(100_000).default(1),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(10),
  sort: z
    .object({
      by: z.enum(["calculatorId", "productId", "title"]),
      dir: z.enum(["asc", "desc"]).default("desc"),
    })
    .default({ by: "calculatorId", dir: "desc" }),
  search: z.string().trim().max(200).optional(),
  filters: z.object({}).optional(),
});
export const GetInput = z.object({ calculatorId: id });
export const UpdateInput = z.object({
  calculatorId: id,
  version: z.int().min(1),
  draft: CalculatorDraft,
});
/** The calculator aggregate as `admin.calculators.get` answers it: the definition (draft) with its product's title and version. */
export const Info = z.object({
  calculatorId: id,
  productId: id,
  title: z.record(z.string(), z.string()),
  version: z.int().min(1),
  draft: CalculatorDraft,
});
export type Info = z.infer<typeof Info>;
export const TestInput = CalculatorQuoteInput.extend({ draft: CalculatorDraft.optional() });

/** The seed's legacy payloads: `{id}` of an option, a value, or (product-options) a product. */
export const LegacyId = z.object({
  id: z.union([
    z.int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ]),
});
