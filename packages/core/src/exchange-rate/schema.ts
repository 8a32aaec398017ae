import * as z from "zod";

/**
 * An NBP rate entered by hand (zod only, browser-safe: the admin's order page builds its form
 * from it): table A's number and mid as NBP published them, for the day the invoice needs.
 */
export const setManualSchema = z.object({
  currency: z.enum(["EUR"]),
  date: z
    .string()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "field.invalid"),
  rate: z
    .string()
    .trim()
    .max(12)
    .regex(/^\d{1,2}\.\d{4}$/, "exchange_rate.rate_invalid"),
  table: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d{1,3}\/A\/NBP\/\d{4}$/, "exchange_rate.table_invalid"),
  /** The stored rate's version when correcting one (absent when entering a new day). */
  version: z.int().min(1).optional(),
});
