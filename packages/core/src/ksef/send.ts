import { randomUUID } from "node:crypto";
import type { KsefConnection } from "./auth";
import { isKsefError, KsefError, type KsefReason } from "./errors";
import type { InvoiceStatus } from "./client";
import type { SendDueResult } from "./schema";
import {
  awaitDecision,
  findInSession,
  invoiceStatus,
  invoiceUpo,
  isProcessing,
  openSession,
  type OnlineSession,
} from "./session";
import { due, move, type Item } from "./store";

/**
 * One round of the queue (docs/ksef.md): claim what is due, resolve what an earlier round left
 * without an answer (by reading KSeF, never by sending again), send the rest through ONE online
 * session, wait (bounded) for KSeF's decisions, close the session. KSeF unavailable: the items
 * wait as `offline` and are retried with backoff, the document unchanged.
 */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** Refusals of the session, not of the invoice: the invoice is sent again in another session. */
const SESSION_CODES = new Set([21155, 21173, 21180]);
/** Decisions that mean "not processed, send again" (open-api.json: 405, 500, 550). */
const RETRY_DECISIONS = new Set([405, 500, 550]);

export interface SendContext {
  conn: KsefConnection;
  loadXml: (item: Item) => Promise<string>;
  now: number;
  limit: number;
}

export const backoff = (attempts: number, retryAfterS: number | null) =>
  Math.max(
    Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS),
    (retryAfterS ?? 0) * 1000,
  );

const why = (e: unknown) =>
  (isKsefError(e)
    ? `${e.kind}: ${e.message}`
    : `error: ${String((e as Error)?.message ?? e)}`
  ).slice(0, 300);

export async function sendDue(ctx: SendContext): Promise<SendDueResult> {
  const claimId = randomUUID();
  const result: SendDueResult = { claimed: 0, accepted: 0, refused: 0, offline: 0, pending: 0 };
  const candidates = [
    ...(await due("sending", ctx.now, ctx.limit)),
    ...(await due("offline", ctx.now, ctx.limit)),
    ...(await due("to_send", ctx.now, ctx.limit)),
  ].slice(0, ctx.limit);
  const claimed: Item[] = [];
  for (const c of candidates) {
    const taken = await move(c, {
      state: "sending",
      claimId,
      nextAttemptAt: Date.now() + LEASE_MS,
      offlineMode: c.offlineMode || c.state === "offline",
    });
    if (taken) claimed.push(taken);
  }
  result.claimed = claimed.length;
  if (!claimed.length) return result;

  const count = (item: Item | null) => {
    if (!item) return;
    if (item.state === "accepted") result.accepted++;
    else if (item.state === "refused") result.refused++;
    else if (item.state === "offline") result.offline++;
    else result.pending++;
  };
  const toSend: Item[] = [];
  const toRead: { item: Item; sessionRef: string; invoiceRef: string }[] = [];

  // An earlier round's send whose answer is unknown: KSeF's list says whether it arrived.
  for (const item of claimed) {
    if (!item.sessionRef) {
      toSend.push(item);
      continue;
    }
    try {
      const ref =
        item.invoiceRef ??
        (await findInSession(ctx.conn, item.sessionRef, item.invoiceHash))?.referenceNumber;
      if (ref) toRead.push({ item, sessionRef: item.sessionRef, invoiceRef: ref });
      else toSend.push(item); // KSeF never received it: sending it is the first send
    } catch (error) {
      count(await release(item, claimId, error, "sending"));
    }
  }

  let session: OnlineSession | null = null;
  if (toSend.length) {
    try {
      session = await openSession(ctx.conn);
    } catch (error) {
      for (const item of toSend) count(await release(item, claimId, error, "offline"));
    }
    if (session) {
      for (const [i, item] of toSend.entries()) {
        const sent = await sendOne(ctx, session, item, claimId);
        if (sent.ok)
          toRead.push({
            item: sent.item,
            sessionRef: session.referenceNumber,
            invoiceRef: sent.invoiceRef,
          });
        else {
          count(sent.item);
          if (sent.stop) {
            for (const rest of toSend.slice(i + 1))
              count(await release(rest, claimId, sent.error, "offline"));
            break;
          }
        }
      }
    }
  }
  const decided = await Promise.all(
    toRead.map((r) => decide(ctx, r.item, r.sessionRef, r.invoiceRef, claimId)),
  );
  decided.forEach(count);
  // Closing starts the session's UPO; KSeF closes an open session after 12 h anyway.
  if (session) await session.close().catch(() => undefined);
  return result;
}

/** An attempt without a decision: the item waits (offline: not sent; sending: maybe sent). */
async function release(
  item: Item,
  claimId: string,
  error: unknown,
  state: "offline" | "sending" | "to_send",
) {
  const attempts = item.attempts + 1;
  return move(
    item,
    {
      state,
      attempts,
      lastError: why(error),
      nextAttemptAt: Date.now() + backoff(attempts, isKsefError(error) ? error.retryAfter : null),
      offlineMode: item.offlineMode || state === "offline",
    },
    { claimId, remove: ["claimId"] },
  );
}

type Sent =
  | { ok: true; item: Item; invoiceRef: string }
  | { ok: false; item: Item | null; stop: boolean; error: unknown };

async function sendOne(
  ctx: SendContext,
  session: OnlineSession,
  item: Item,
  claimId: string,
): Promise<Sent> {
  // The session is written down before the send: if the answer is lost, the next round asks
  // this session's list for the invoice's hash instead of sending it again.
  const noted = await move(
    item,
    { sessionRef: session.referenceNumber },
    { claimId, remove: ["invoiceRef"] },
  );
  if (!noted) return { ok: false, item: null, stop: false, error: null };
  let xml: string;
  try {
    xml = await ctx.loadXml(noted);
  } catch (error) {
    return { ok: false, item: await release(noted, claimId, error, "to_send"), stop: false, error };
  }
  try {
    const sent = await session.send(Buffer.from(xml, "utf8"), { offlineMode: noted.offlineMode });
    if (sent.invoiceHash !== noted.invoiceHash)
      throw new KsefError("protocol", "the document changed since it was queued");
    const stored = await move(noted, { invoiceRef: sent.referenceNumber }, { claimId });
    return stored
      ? { ok: true, item: stored, invoiceRef: sent.referenceNumber }
      : { ok: false, item: null, stop: false, error: null };
  } catch (error) {
    if (
      isKsefError(error) &&
      error.kind === "refused" &&
      !error.reasons.some((r) => SESSION_CODES.has(r.code))
    )
      return { ok: false, item: await refuse(noted, claimId, error.reasons), stop: false, error };
    if (isKsefError(error) && error.kind === "refused")
      return {
        ok: false,
        item: await release(noted, claimId, error, "to_send"),
        stop: true,
        error,
      };
    // No answer: KSeF may have it. Left `sending` in this session, resolved by the next round.
    return { ok: false, item: await release(noted, claimId, error, "sending"), stop: true, error };
  }
}

async function decide(
  ctx: SendContext,
  item: Item,
  sessionRef: string,
  invoiceRef: string,
  claimId: string,
) {
  let status: InvoiceStatus;
  try {
    status = item.invoiceRef
      ? await awaitDecision(ctx.conn, sessionRef, invoiceRef)
      : await invoiceStatus(ctx.conn, sessionRef, invoiceRef);
    if (!item.invoiceRef) {
      const noted = await move(item, { invoiceRef }, { claimId });
      if (!noted) return null;
      item = noted;
      if (isProcessing(status.status.code))
        status = await awaitDecision(ctx.conn, sessionRef, invoiceRef);
    }
  } catch (error) {
    return release(item, claimId, error, "sending");
  }
  const code = status.status.code;
  if (isProcessing(code))
    return release(
      item,
      claimId,
      new KsefError("unavailable", `still processing (${code})`),
      "sending",
    );
  if (code === 200) {
    const upo = await invoiceUpo(ctx.conn, sessionRef, invoiceRef).catch(() => undefined);
    return move(
      item,
      {
        state: "accepted",
        ksefNumber: status.ksefNumber ?? undefined,
        acquisitionDate: status.acquisitionDate ?? undefined,
        ...(upo && upo.length <= 100_000 ? { upo } : {}),
        decidedAt: Date.now(),
        nextAttemptAt: 0,
      },
      { claimId, remove: ["claimId", "lastError"] },
    );
  }
  const reason = {
    code,
    description: status.status.description,
    details: status.status.details ?? [],
  };
  if (RETRY_DECISIONS.has(code))
    return release(
      item,
      claimId,
      new KsefError("unavailable", `not processed (${code} ${reason.description})`),
      "to_send",
    ).then((i) => (i ? move(i, {}, { remove: ["sessionRef", "invoiceRef"] }) : null));
  return refuse(item, claimId, [reason]);
}

async function refuse(item: Item, claimId: string, reasons: KsefReason[]) {
  const first = reasons[0] ?? { code: 0, description: "", details: [] };
  return move(
    item,
    {
      state: "refused",
      reasonCode: first.code,
      reason: first.description.slice(0, 500),
      reasonDetails: JSON.stringify(reasons.flatMap((r) => r.details).slice(0, 20)).slice(0, 4000),
      decidedAt: Date.now(),
      nextAttemptAt: 0,
    },
    { claimId, remove: ["claimId", "lastError"] },
  );
}
