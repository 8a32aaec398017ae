import { createHash, randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import type { ShopService } from "../entities/service";
import { toLocale } from "../i18n/locale";
import { layout, textToHtml } from "./layout";
import { memoryTransport, type EmailTransport, type OutgoingMessage } from "./transport";
import { sesTransport } from "./ses";

export {
  memoryTransport,
  sent,
  clearSent,
  type EmailTransport,
  type OutgoingMessage,
} from "./transport";
export { sesTransport } from "./ses";
// The back office's Outbox (list, get, resend) is email/outbox.ts, imported where it is used: a
// namespace re-export here put it, the audit log's write side and its schemas into every shop
// cold start (the Lambda's code splitting places a module a lazy chunk uses beside its importers).

/**
 * E-mail with an outbox. Every message is first STORED (an `emailMessage` item, written in the same
 * transaction as the order or status change it announces, or on its own), then handed to the
 * transport; a failed send stays `pending` and is retried with growing delays (`retryDue`, run
 * by a schedule in AWS and a timer in the local server) up to `MAX_ATTEMPTS`. So a mail service
 * that is down never loses a message and never fails or delays the order that caused it.
 *
 * Transports: SES in AWS (`EMAIL_TRANSPORT=ses`, set by the stack), else the memory/log
 * transport: locally the stored item is the delivery (the admin's Outbox shows it).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; without one, the text is laid out as HTML. */
  html?: string;
  kind: string;
  locale?: string;
  /** What the message refers to (an order id), shown in the Outbox. */
  ref?: string;
}

export const MAX_ATTEMPTS = 8;
/** Minutes before try n+1 after n failures: 1, 5, 15, 60, 180, 360, 720. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360, 720];
/** While one process sends, others leave the message alone this long. */
const LEASE_MS = 5 * 60_000;
const KEEP_DAYS = 30;

let chosen: EmailTransport | undefined;

/** The transport in use: one set with `useTransport`, else SES when the stack says so, else memory. */
export function transport(): EmailTransport {
  return (chosen ??= process.env.EMAIL_TRANSPORT === "ses" ? sesTransport() : memoryTransport);
}

export function useTransport(next: EmailTransport | undefined): void {
  chosen = next;
}

type TxEntities = Parameters<Parameters<ShopService["transaction"]["write"]>[0]>[0];

/** A stable message id for "this message about that thing" (a retried write makes no second one). */
export const messageIdFor = (...parts: string[]) =>
  createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 24);

function itemOf(message: EmailMessage, messageId: string, now: number) {
  const locale = toLocale(message.locale);
  return {
    messageId,
    kind: message.kind,
    to: message.to,
    locale,
    subject: message.subject,
    text: message.text,
    html:
      message.html ??
      layout({ lang: locale, title: message.subject, body: textToHtml(message.text) }),
    ...(message.ref ? { ref: message.ref } : {}),
    state: "pending" as const,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    expiresAt: Math.floor(now / 1000) + KEEP_DAYS * 86_400,
  };
}

/**
 * The outbox item for a transaction (`create`: a retried transaction cannot store it twice).
 * After the transaction, call `deliver(messageId)`.
 */
export function enqueueIn(
  entities: TxEntities,
  message: EmailMessage,
  messageId: string,
  now = Date.now(),
) {
  return entities.emailMessage.create(itemOf(message, messageId, now)).commit();
}

/** Stores a message on its own and tries to send it at once; never throws for a failed send. */
export async function send(message: EmailMessage): Promise<{ messageId: string }> {
  const messageId = randomBytes(16).toString("base64url");
  await db()
    .entities.emailMessage.create(itemOf(message, messageId, Date.now()))
    .go();
  await deliver(messageId);
  return { messageId };
}

/**
 * Sends one stored message if it is still pending and due: takes a lease (a conditional write,
 * so two processes do not both send it), sends, and records the outcome. Answers the new state.
 */
export async function deliver(
  messageId: string,
  now = Date.now(),
): Promise<"sent" | "pending" | "failed" | "skipped"> {
  const e = db().entities.emailMessage;
  const item = (await e.get({ messageId }).go()).data;
  if (!item || item.state !== "pending" || item.nextAttemptAt > now) return "skipped";
  try {
    await e
      .patch({ messageId })
      .set({ state: "pending", nextAttemptAt: now + LEASE_MS })
      .where(
        (a, op) => `${op.eq(a.state, "pending")} AND ${op.eq(a.nextAttemptAt, item.nextAttemptAt)}`,
      )
      .go();
  } catch {
    return "skipped"; // someone else holds it
  }
  const t = transport();
  const outgoing: OutgoingMessage = {
    to: item.to,
    subject: item.subject,
    text: item.text,
    html: item.html,
    kind: item.kind,
    locale: item.locale,
  };
  try {
    await t.send(outgoing);
  } catch (error) {
    const attempts = item.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    const retryAt =
      now + (BACKOFF_MINUTES[Math.min(attempts - 1, BACKOFF_MINUTES.length - 1)] ?? 720) * 60_000;
    await e
      .patch({ messageId })
      .set({
        state: failed ? "failed" : "pending",
        nextAttemptAt: failed ? now : retryAt,
        attempts,
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
      })
      .go();
    if (!process.env.VITEST)
      console.error(
        `[email] ${item.kind} to ${item.to} failed (attempt ${attempts}${failed ? ", giving up" : ""}): ${String((error as Error)?.message ?? error)}`,
      );
    return failed ? "failed" : "pending";
  }
  await e
    .patch({ messageId })
    .set({
      state: "sent",
      nextAttemptAt: now,
      attempts: item.attempts + 1,
      sentAt: now,
      transport: t.name,
    })
    .go();
  return "sent";
}

/**
 * `deliver`, waiting at most `waitMs` for it (a request path: a slow mail service must not hold
 * the shopper's answer; an unfinished send keeps its lease and the retry schedule picks it up).
 */
export async function deliverSoon(messageId: string, waitMs = 2500): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    deliver(messageId).finally(() => clearTimeout(timer)),
    new Promise<void>((ok) => (timer = setTimeout(ok, waitMs))),
  ]);
}

/** Delivers whatever is pending and due (the retry schedule); answers how many went out. */
export async function retryDue(
  now = Date.now(),
  limit = 100,
): Promise<{ tried: number; sent: number }> {
  const { data } = await db()
    .entities.emailMessage.query.byState({ state: "pending" })
    .lte({ nextAttemptAt: now })
    .go({ limit });
  let sentCount = 0;
  for (const m of data) if ((await deliver(m.messageId, now)) === "sent") sentCount++;
  return { tried: data.length, sent: sentCount };
}
