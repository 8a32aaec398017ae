/**
 * The preflight's limits and the verdict of a file the check gave up on, without the upload's zod
 * schemas: the preflight's worker imports these (schema.ts re-exports them), and zod would be
 * half of that worker's code.
 */
import type { Preflight } from "./schema";

/**
 * What one PDF may inflate in all during its check (bytes, every decoded stream together: object
 * streams, cross-reference streams, every stage of a filter chain). pdf-lib decodes each object
 * stream whole when it loads a file: a 0.5 MB object stream of spaces inflates to 500 MB, and
 * ArrayBuffers are outside V8's heap, so a worker's heap limit does not bound them (preflight.ts
 * counts them). Real print files inflate a few MB here (a 500-page PDF: well under 1 MB).
 */
export const PREFLIGHT_MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/**
 * A PDF the automatic check gave up on (it inflates beyond the cap, needs more memory or time than
 * the check may take, or crashed the check): not an error in the file, but nobody has looked at it.
 * Our prepress checks it by hand, so the line asks for the prepress choice (`needsPrepress`).
 */
export const TOO_COMPLEX_TO_CHECK = "too_complex_to_check";
export const tooComplexToCheck = (): Preflight => ({
  verdict: "unchecked",
  pages: null,
  issues: [{ code: TOO_COMPLEX_TO_CHECK }],
});
