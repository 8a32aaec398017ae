import * as z from "zod";
import { LocaleSchema, VatSchema } from "../pricing/schema";
import { LineConfig } from "../cart/line-config";
import { ModeSchema } from "../cart/schema";
import { SAVED_NAME_MAX } from "./limits";

/**
 * "Order again" and saved configurations (issue 31 items 2 and 3), browser-safe (zod only): the
 * shop imports the bounds from limits.ts, without zod.
 */

const lineId = z.string().regex(/^[\w-]{1,40}$/);
/** Whole PLN net with grosze, as the answer shows it ("123.45"). */
const amount = z.string().regex(/^-?\d{1,12}\.\d{2}$/);

export const ReorderInput = z.object({
  orderId: z.string().min(1).max(64),
  /** Only these lines of the order (a button per line); absent: every line. */
  lineIds: z.array(lineId).min(1).max(50).optional(),
  /**
   * One per click (the page makes it when it shows the button): the lines it adds get ids derived
   * from it, so a second call with the same key finds them in the cart and adds nothing.
   */
  idempotencyKey: z.string().regex(/^[\w-]{16,64}$/),
  /**
   * Today's net of each line the customer was shown and accepted (the confirm step). A line whose
   * today's price differs from what was paid goes in only when its accepted net equals today's.
   */
  accepted: z
    .array(z.object({ lineId, net: amount }))
    .max(50)
    .optional(),
  locale: LocaleSchema.optional(),
});
export type ReorderInput = z.input<typeof ReorderInput>;

export { SAVED_MAX, SAVED_NAME_MAX } from "./limits";

export const SaveConfigInput = z.object({
  name: z.string().trim().max(SAVED_NAME_MAX).optional(),
  config: LineConfig,
  mode: ModeSchema,
  vat: VatSchema.optional(),
});
export type SaveConfigInput = z.input<typeof SaveConfigInput>;

export const ConfigRef = z.object({ configId: z.string().regex(/^[\w-]{1,40}$/) });
export const SavedListInput = z.object({ locale: LocaleSchema.optional() }).optional();
