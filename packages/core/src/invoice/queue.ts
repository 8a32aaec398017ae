/**
 * Hands an issued document to the KSeF queue (ksef/): kept in invoice/ksef-link.ts, the one place
 * (the invoice task, the admin's issue and corrections all queue through it). A VAT invoice or a
 * correction whose FA(3) passed the schema is queued; a document that failed it (`xsd_failed`) or
 * a pro forma never is. The queue's id is the number with `-` for `/`: FV/2026/12 → FV-2026-12.
 */
export { ksefIdOf, queueForKsef } from "./ksef-link";
