import * as z from "zod";
import { PRODUCT_KINDS } from "../order/record";

/**
 * The print floor's queue (issue 27, admin-api.md "production"): browser-safe shapes, zod only.
 * A line is in production while its order's status is `in_production`; it is marked printed one
 * by one, and the order is shipped when every line is.
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "field.invalid");
const id = z.string().min(1).max(64);

export const ProductionListInput = z.object({
  page: z.int().min(1).max(10_000).default(1),
  pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).default(25),
  filters: z
    .object({
      kind: z.enum(PRODUCT_KINDS).optional(),
      /** Dispatch dates (Warsaw calendar days), inclusive. */
      from: isoDay.optional(),
      to: isoDay.optional(),
      /** Lines still to print only (the default), or the printed ones of unshipped orders too. */
      printed: z.enum(["no", "all"]).optional(),
    })
    .optional(),
});
export type ProductionListInput = z.input<typeof ProductionListInput>;

export const MarkPrintedInput = z.object({
  orderId: id,
  lineId: id,
  /** The order's version as read (the queue answers it per line). */
  version: z.int().min(1),
  /** When this is the order's last line: e-mail the customer that it is shipped (as a status change would). */
  notify: z.boolean().default(true),
});
export type MarkPrintedInput = z.input<typeof MarkPrintedInput>;

export const TicketInput = z.object({ orderId: id, lineId: id });

/** Job tickets of whole orders (the orders list's bulk action): one PDF, a page per line. */
export const TicketsInput = z.object({ orderIds: z.array(id).min(1).max(50) });

/** Sort rank of a line's mode on the same dispatch day: express first. */
export const MODE_RANK: Record<string, number> = { express: 0, standard: 1, eco: 2 };

/** The file status of a line in the queue: its worst preflight verdict, or `missing`. */
export const FILE_STATUSES = ["missing", "error", "unchecked", "warning", "ok"] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
