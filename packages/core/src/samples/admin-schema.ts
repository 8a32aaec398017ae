import * as z from "zod";

/** Browser-safe shapes of the back office's sample requests (zod only). */
export const SAMPLE_STATUSES = ["new", "sent", "rejected"] as const;

export const SampleListInput = z.object({
  page: z.int().min(1).max(100_000).default(1),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(10),
  sort: z
    .object({ by: z.enum(["createdAt"]), dir: z.enum(["asc", "desc"]).default("desc") })
    .default({ by: "createdAt", dir: "desc" }),
  /** Company, person, e-mail, city or phone (a part of any). */
  search: z.string().trim().max(200).optional(),
  filters: z.object({ status: z.enum(SAMPLE_STATUSES).optional() }).optional(),
});
export type SampleListInput = z.input<typeof SampleListInput>;

export const MarkSentInput = z.object({
  requestId: z.string().min(1).max(64),
  /** The day the samples went out. */
  sentOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "field.invalid"),
  version: z.int().min(1),
});
export type MarkSentInput = z.input<typeof MarkSentInput>;
