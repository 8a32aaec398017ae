import * as z from "zod";
import { CalculatorQuoteInput, LabelQuoteInput } from "../pricing/schema";

/**
 * A cart line's configuration, what the server prices from (browser-safe, zod only). Apart from
 * the rest of cart/schema.ts, which re-exports it: the entities check a stored line with it
 * (entities/shapes.ts), so a shop cold start builds this schema and not the cart's input and
 * answer schemas, which load with the cart's procedures (bench/lambda-cold.ts).
 */
const id = z.int().positive();
/** The run: how many pieces. api.md names it `quantity` in a cart line's config. */
const run = z.int().positive().max(10_000_000);

export const LineConfig = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("label"), productId: id.optional(), input: LabelQuoteInput }),
  z.object({
    kind: z.literal("calculator"),
    calculatorId: id,
    selections: CalculatorQuoteInput.shape.selections,
    quantity: run,
  }),
  z.object({
    kind: z.literal("table"),
    productId: id,
    valueIds: z.array(id).max(50),
    quantity: run,
  }),
]);
export type LineConfig = z.infer<typeof LineConfig>;
