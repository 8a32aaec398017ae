import * as z from "zod";

/** The customer's own data (issue 31 item 6): browser-safe inputs and limits (zod only). */

/** An e-mailed link's token (32 random bytes, base64url), bounded before anything reads it. */
export const TokenInput = z.object({ token: z.string().trim().min(20).max(200) });
export type TokenInput = z.infer<typeof TokenInput>;

/** How long an e-mailed export or deletion link opens. */
export const LINK_TTL_SECONDS = 24 * 60 * 60;
/** One export request per person in any hour. */
export const EXPORT_EVERY_SECONDS = 60 * 60;
/**
 * The customer's own print files go into the export up to these sizes: each file at most 25 MB,
 * all of them together at most 200 MB (a bigger one is listed in files.json as left out, with its
 * size; the order page still downloads it). PDFs the shop makes (invoices) always go in.
 */
export const EXPORT_FILE_CAP = 25 * 1024 * 1024;
export const EXPORT_FILES_TOTAL_CAP = 200 * 1024 * 1024;
/** How long the finished ZIP's download URL works (the page follows it at once). */
export const EXPORT_URL_SECONDS = 10 * 60;
