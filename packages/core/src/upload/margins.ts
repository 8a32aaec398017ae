/**
 * A print file's margins, without the upload's zod schemas: the label page's drawing imports these
 * (importing them from `./schema` put the whole schema chunk, ~26 KB gzip, on the label page's path).
 */

/** Bleed the print files need on every side of the label (mm): the page is the label plus this. */
export const BLEED_MM = 2;
/** The safe zone: text and logos stay at least this far inside the cut line (mm). */
export const SAFE_MM = 2;
