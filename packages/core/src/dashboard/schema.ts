import * as z from "zod";

/** `admin.dashboard.get` (browser-safe, zod only): a range of Warsaw calendar days, at most a year. */
const Day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/);
export const DashboardInput = z
  .object({ from: Day.optional(), to: Day.optional() })
  .default({})
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: "dashboard.range",
    path: ["from"],
  });
export type DashboardInput = z.infer<typeof DashboardInput>;

/** Days shown when no range is given, and the longest range. */
export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
/** Product kinds as the figures split them (order/record.ts PRODUCT_KINDS). */
export const FIGURE_KINDS = ["label", "calculator", "table"] as const;
