/** The print floor's queue (issue 27): lines in production, marking them printed, job tickets. */
export { list, rowsOf, fileStatusOf, queueOrder, type QueueRow } from "./queue";
export { markPrinted } from "./printed";
export * from "./schema";
export { ticket, tickets, MAX_TICKETS } from "./ticket";
