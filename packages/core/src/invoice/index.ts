export { issueForOrder, ofOrder, buyerOf, SERIES } from "./issue";
export { run, runSoon, retryDue, taskItem } from "./task";
export { issueNumbered, invoiceOfOrder, formatNumber, type StoredInvoice } from "./number";
export { Snapshot, type SnapshotInput } from "./schema";
export { issueCorrection, recordKsef } from "./correct";
export { ksefIdOf, queueForKsef, goesToKsef } from "./ksef-link";
