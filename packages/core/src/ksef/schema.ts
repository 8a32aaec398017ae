import * as z from "zod";

/**
 * The KSeF queue's contract (browser-safe: zod only). The invoice module calls `Ksef.enqueue`
 * with its invoice's id and FA(3) XML; `Ksef.status` answers where the invoice is.
 */
export const KSEF_STATES = ["to_send", "sending", "accepted", "refused", "offline"] as const;
export type KsefState = (typeof KSEF_STATES)[number];

/** DynamoDB's item limit is 400 KB: larger documents go by reference (`xmlRef`). */
export const MAX_INLINE_XML = 300_000;
export const MAX_XML = 1_000_000;

export const InvoiceId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);

export const EnqueueInput = z.union([
  z.object({ invoiceId: InvoiceId, xml: z.string().min(1).max(MAX_INLINE_XML) }),
  z.object({
    invoiceId: InvoiceId,
    /** The invoice module's reference (an S3 key) to the document, read when it is sent. */
    xmlRef: z.string().min(1).max(1024),
    invoiceHash: z.string().length(44),
    invoiceSize: z.number().int().min(1).max(MAX_XML),
    sellerNip: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    issueDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
]);
export type EnqueueInput = z.infer<typeof EnqueueInput>;

export const StatusInput = z.object({ invoiceId: InvoiceId });

export const Reason = z.object({
  code: z.number().int(),
  description: z.string(),
  details: z.array(z.string()),
});

export const Info = z.object({
  invoiceId: z.string(),
  state: z.enum(KSEF_STATES),
  attempts: z.number().int(),
  invoiceHash: z.string(),
  ksefNumber: z.string().nullable(),
  acquisitionDate: z.string().nullable(),
  /** KSeF's refusal (state `refused`). */
  reason: Reason.nullable(),
  /** Why it has not been decided yet (state `offline` or `sending`). */
  lastError: z.string().nullable(),
  offlineMode: z.boolean(),
  /** KOD I (kody-qr.md), once the NIP and the issue date are known. */
  qrUrl: z.string().nullable(),
  /** KOD II: for an invoice that waited for KSeF (offline), with the Offline certificate configured. */
  certificateQrUrl: z.string().nullable(),
  hasUpo: z.boolean(),
  nextAttemptAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type Info = z.infer<typeof Info>;

export const SendDueResult = z.object({
  claimed: z.number().int(),
  accepted: z.number().int(),
  refused: z.number().int(),
  offline: z.number().int(),
  pending: z.number().int(),
});
export type SendDueResult = z.infer<typeof SendDueResult>;
