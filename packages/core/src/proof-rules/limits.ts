/**
 * Proof approval's bounds without zod (the shop's order pages import this file, not schema.ts,
 * so their chunks carry no zod).
 */
/** Longest note of prepress and comment of the customer, and the skip reason. */
export const MAX_NOTE = 2000;
export const MAX_COMMENT = 2000;
export const MAX_REASON = 500;
/** A proof file (PDF or image) at most this large: it is drawn in the customer's browser. */
export const MAX_PROOF_BYTES = 50 * 1024 * 1024;
/** Proofs per line (each round of changes adds one). */
export const MAX_PROOFS_PER_LINE = 20;
/** The reminder goes this long after the proof without an answer. */
export const REMIND_AFTER_MS = 24 * 3600 * 1000;
