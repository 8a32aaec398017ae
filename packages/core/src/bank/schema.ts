import * as z from "zod";

/**
 * Bank statements (issue 29, item 6): the back office uploads its bank's statement, the shop
 * proposes which incoming transfers pay which orders awaiting a bank transfer, and nothing is
 * marked paid until a person confirms. Zod only, browser-safe (the admin's upload screen).
 * Layouts: docs/bank-statements.md.
 */
export const BANK_LIMITS = {
  /** The file's bytes (a month of a small shop's account is a few dozen KB). */
  bytes: 512 * 1024,
  /** Transfers (rows, or :61: entries) in one file. */
  rows: 2_000,
  /** Characters of one line, checked before any pattern runs on it. */
  lineChars: 2_000,
} as const;

export const BANK_FORMATS = ["csv", "mt940"] as const;
export type BankFormat = (typeof BANK_FORMATS)[number];

/** What the shop proposes for a transfer. */
export const OUTCOMES = ["proposed", "review", "ignored"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Why a transfer is left for a person (or ignored). */
export const REASONS = [
  /** The title holds no order number awaiting a transfer, nor a near one. */
  "no_order",
  /** Not an exact order number, but one character away from one awaiting payment. */
  "number_typo",
  /** The order number is exact, the amount is not what the order asks. */
  "amount_mismatch",
  "currency_mismatch",
  /** The order exists but does not await a payment (paid already, cancelled…). */
  "not_awaiting",
  /** The order is to be paid another way (online, cash on delivery). */
  "not_transfer",
  /** Another transfer of this statement already pays this order. */
  "duplicate",
  /** A date or amount that does not read. */
  "unreadable",
  /** Money going out (ignored). */
  "outgoing",
] as const;
export type Reason = (typeof REASONS)[number];

const base64 = z
  .string()
  .max(Math.ceil(BANK_LIMITS.bytes / 3) * 4 + 4, "bank.too_large")
  .regex(/^[\w+/]*={0,2}$/, "bank.unreadable");

const ConfirmRow = z.object({
  /** The transfer's position in the file (1-based), as the proposal answered it. */
  row: z.int().min(1).max(BANK_LIMITS.rows),
  orderId: z.string().min(1).max(64),
  /** The order's version the proposal was made on: a change since refuses the row (stale). */
  version: z.int().min(1),
});

/**
 * `admin.bank.import`: the file's bytes as base64 (any encoding: UTF-8, or windows-1250 as
 * Polish banks export). `dryRun` (the default) only proposes; with `dryRun: false` the rows in
 * `confirm` are marked paid, each only if reading the same file again still proposes it for
 * that order: the server trusts neither the proposal nor the order the browser sends.
 */
export const BankImportInput = z.object({
  format: z.enum(BANK_FORMATS),
  content: base64,
  dryRun: z.boolean().default(true),
  confirm: z.array(ConfirmRow).max(BANK_LIMITS.rows).default([]),
});
export type BankImportInput = z.input<typeof BankImportInput>;

export interface TransferInfo {
  /** 1-based position in the file. */
  row: number;
  /** YYYY-MM-DD, or null when it does not read. */
  date: string | null;
  /** Exact decimal string, negative for money going out (`-12.30`); null when it does not read. */
  amount: string | null;
  currency: string;
  title: string;
  counterparty: string;
  outcome: Outcome;
  reason: Reason | null;
  /** The order it pays (proposed) or may pay (a typo, a wrong amount). */
  order: {
    orderId: string;
    number: string;
    version: number;
    /** What the order asks, exact decimal string in `currency`. */
    due: string;
    currency: string;
  } | null;
}

export interface ConfirmedInfo {
  row: number;
  orderId: string;
  /** `paid`, or the translated reason it was not. */
  ok: boolean;
  code: string | null;
  message: string | null;
  version: number | null;
}

export interface BankImportAnswer {
  format: BankFormat;
  /** Which text encoding the file was read as. */
  encoding: "utf-8" | "windows-1250";
  transfers: TransferInfo[];
  proposed: number;
  review: number;
  ignored: number;
  /** Only with `dryRun: false`. */
  confirmed: ConfirmedInfo[];
}
