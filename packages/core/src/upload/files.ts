/**
 * Print files without zod: the accepted types and sizes, the browser's own check of a chosen file,
 * the preflight's shape and whether it needs prepress. `schema.ts` re-exports all of it with the
 * API's input schemas; the shop's upload step imports this module (no zod in its bundle).
 */
import { TOO_COMPLEX_TO_CHECK } from "./verdicts";

/** What the upload step accepts (zod only: the browser checks the same rules before sending). */
export const MAX_FILE_BYTES = 200 * 1024 * 1024;
export const MAX_FILES_PER_LINE = 10;

export const FILE_TYPES = {
  pdf: "application/pdf",
  ai: "application/postscript",
  eps: "application/postscript",
  tif: "image/tiff",
  tiff: "image/tiff",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
} as const;
export type FileExtension = keyof typeof FILE_TYPES;
export const ACCEPT = Object.keys(FILE_TYPES)
  .map((e) => `.${e}`)
  .join(",");

export const extensionOf = (name: string): string =>
  /\.([A-Z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** The content type a file is stored with (decided by its extension, never by the browser). */
export function contentTypeFor(name: string): string | null {
  const ext = extensionOf(name);
  return Object.prototype.hasOwnProperty.call(FILE_TYPES, ext)
    ? FILE_TYPES[ext as FileExtension]
    : null;
}

/** A file the browser is about to send: `null` when acceptable, else the reason's code. */
export function checkFile(file: {
  name: string;
  size: number;
}): "upload.wrong_type" | "upload.too_large" | "upload.empty" | null {
  if (!contentTypeFor(file.name)) return "upload.wrong_type";
  if (file.size <= 0) return "upload.empty";
  if (file.size > MAX_FILE_BYTES) return "upload.too_large";
  return null;
}

/** What an issue's message interpolates (millimetres, page numbers). */
export interface PreflightParams {
  page?: number;
  pages?: number;
  width?: number;
  height?: number;
  wantWidth?: number;
  wantHeight?: number;
}
export interface PreflightIssue {
  code: string;
  params?: PreflightParams;
}
export interface Preflight {
  /** ok: ready to print; warning: printable, read the note; error: the file will not print as ordered; unchecked: our prepress checks it. */
  verdict: "ok" | "warning" | "error" | "unchecked";
  pages: number | null;
  issues: PreflightIssue[];
}

export { BLEED_MM, SAFE_MM } from "./margins";

export { PREFLIGHT_MAX_INFLATED_BYTES, TOO_COMPLEX_TO_CHECK, tooComplexToCheck } from "./verdicts";

/**
 * Whether a checked file keeps its line from being ordered as it is: a file that will not print as
 * ordered (verdict error: wrong size, unreadable), one without bleed, or one too complex for the
 * automatic check (`TOO_COMPLEX_TO_CHECK`). Such a line is placed only
 * when the shopper asked our prepress to fix the file (`prepressFix` on the line).
 */
export function needsPrepress(preflight: Preflight | null): boolean {
  if (!preflight) return false;
  return (
    preflight.verdict === "error" ||
    preflight.issues.some((i) => i.code === "no_bleed" || i.code === TOO_COMPLEX_TO_CHECK)
  );
}
