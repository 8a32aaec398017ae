import * as z from "zod";

/** Browser-safe shapes of the Outbox (zod only). */
export const OUTBOX_STATES = ["pending", "sent", "failed"] as const;

export const OutboxListInput = z.object({
  page: z.int().min(1).max(100_000).default(1),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(10),
  sort: z
    .object({ by: z.enum(["createdAt"]), dir: z.enum(["asc", "desc"]).default("desc") })
    .default({ by: "createdAt", dir: "desc" }),
  search: z.string().trim().max(200).optional(),
  filters: z
    .object({ state: z.enum(OUTBOX_STATES).optional(), kind: z.string().trim().max(60).optional() })
    .optional(),
});
export type OutboxListInput = z.input<typeof OutboxListInput>;

export const OutboxGetInput = z.object({ messageId: z.string().min(1).max(64) });
