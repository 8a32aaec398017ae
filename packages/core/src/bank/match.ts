import type { Reason, TransferInfo } from "./schema";
import { decimal, type Transfer } from "./transfer";

/**
 * Which order a transfer pays (pure; bank/index.ts loads the orders). A transfer is proposed
 * only when its title holds the exact number of an order awaiting a bank transfer and the amount
 * and currency are exactly what that order asks; anything less is left for a person with the
 * reason (a number one character off, the wrong amount), and nothing here marks anything paid.
 */
export interface Candidate {
  orderId: string;
  number: string;
  version: number;
  /** Awaiting payment, and to be paid by bank transfer. */
  awaiting: boolean;
  transfer: boolean;
  /** What the order asks, minor units of `currency`. */
  due: number;
  currency: string;
}

/** Order numbers as titles carry them: `20261127-AB3C5`, also without the dash or in lower case. */
const TOKEN = /[0-9A-Z]{8}-?[0-9A-Z]{5}/g;
export const normalNumber = (s: string) => s.toUpperCase().replace(/[^0-9A-Z]/g, "");

/** The candidate tokens of a title: every run of 13 letters and digits once dashes and spaces go. */
export function tokensOf(title: string): string[] {
  const upper = title.toUpperCase();
  const found = new Set<string>();
  for (const m of upper.matchAll(TOKEN)) found.add(normalNumber(m[0]));
  // A number typed with a character missing or extra: the words of 12 to 14 letters and digits.
  for (const word of upper.split(/[^0-9A-Z-]+/)) {
    const n = normalNumber(word);
    if (n.length >= 12 && n.length <= 14 && /\d/.test(n)) found.add(n);
  }
  return [...found];
}

/** Levenshtein distance, stopping early once it exceeds `max` (strings here are ~13 characters). */
export function distance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

export function matchTransfers(transfers: Transfer[], candidates: Candidate[]): TransferInfo[] {
  const byNumber = new Map(candidates.map((c) => [normalNumber(c.number), c]));
  const awaiting = candidates.filter((c) => c.awaiting && c.transfer);
  const taken = new Set<string>();
  return transfers.map((t) => {
    const base = {
      row: t.row,
      date: t.date,
      amount: t.minor === null ? null : decimal(t.minor),
      currency: t.currency,
      title: t.title,
      counterparty: t.counterparty,
    };
    const info = (
      outcome: TransferInfo["outcome"],
      reason: Reason | null,
      c: Candidate | null,
    ) => ({
      ...base,
      outcome,
      reason,
      order: c
        ? {
            orderId: c.orderId,
            number: c.number,
            version: c.version,
            due: decimal(c.due),
            currency: c.currency,
          }
        : null,
    });
    if (t.minor === null || t.date === null || !t.currency)
      return info("review", "unreadable", null);
    if (t.minor <= 0) return info("ignored", "outgoing", null);
    const tokens = tokensOf(t.title);
    const exact = tokens.map((k) => byNumber.get(k)).find((c) => c !== undefined);
    if (exact) {
      if (!exact.awaiting) return info("review", "not_awaiting", exact);
      if (!exact.transfer) return info("review", "not_transfer", exact);
      if (t.currency !== exact.currency) return info("review", "currency_mismatch", exact);
      if (t.minor !== exact.due) return info("review", "amount_mismatch", exact);
      if (taken.has(exact.orderId)) return info("review", "duplicate", exact);
      taken.add(exact.orderId);
      return info("proposed", null, exact);
    }
    const near = awaiting.filter((c) =>
      tokens.some((k) => distance(k, normalNumber(c.number)) <= 1),
    );
    // One near order is a suggestion; several are no help to anyone.
    return info(
      "review",
      near.length ? "number_typo" : "no_order",
      near.length === 1 ? near[0]! : null,
    );
  });
}
