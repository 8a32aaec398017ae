import { createHash, randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import type { ShopService } from "../entities/service";
import { toLocale } from "../i18n/locale";
import { layout, textToHtml } from "./layout";
import { memoryTransport, type EmailTransport, type OutgoingMessage } from "./transport";
import { sesTransport } from "./ses";
import { redactLinks } from "./redact";
import { open, seal } from "./seal";

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
 *
 * Links with secrets (a registration's or password reset's token, a guest's signed order link)
 * never sit in clear in the table: the stored `text` and `html` are redacted (email/redact.ts;
 * they are what the Outbox shows, kept 30 days), and the message as it is to be sent is SEALED
 * beside them (email/seal.ts) only while it is unsent: the retry schedule and the Outbox's "send
 * again" open it, and the send that succeeds removes it. Sealing the whole text and HTML, rather
 * than the tokens alone to be put back later, keeps what is sent exactly what was written. A
 * message that failed for good keeps its sealed copy (encrypted, and the links' own lifetimes are
 * at most the 30 days the message is kept) so that "send again" still sends the real link. Once
 * sent, a lost link is renewed, not recovered: email/relink.ts (the Outbox's "Resend with a new
 * link").
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

/** A message ready for the outbox (`prepare`): redacted for the table, sealed while unsent. */
export type PreparedMessage = Awaited<ReturnType<typeof prepare>>;

/**
 * The outbox item of a message: rendered, with its links' secrets hidden (`redactLinks`) and, if
 * there were any, the message as written sealed under `messageId` (sealing needs the key, so it
 * is done here, before a transaction, and not in `enqueueIn`).
 */
export async function prepare(message: EmailMessage, messageId: string, now = Date.now()) {
  const locale = toLocale(message.locale);
  const html =
    message.html ??
    layout({ lang: locale, title: message.subject, body: textToHtml(message.text) });
  const stored = { text: redactLinks(message.text), html: redactLinks(html) };
  const redacted = stored.text !== message.text || stored.html !== html;
  return {
    messageId,
    kind: message.kind,
    to: message.to,
    locale,
    subject: message.subject,
    ...stored,
    ...(redacted
      ? { redacted: true, sealed: await seal({ text: message.text, html }, messageId) }
      : {}),
    ...(message.ref ? { ref: message.ref } : {}),
    state: "pending" as const,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    expiresAt: Math.floor(now / 1000) + KEEP_DAYS * 86_400,
  };
}

/**
 * The outbox item for a transaction (`create`: a retried transaction cannot store it twice),
 * from `prepare`. After the transaction, call `deliver(messageId)`.
 */
export function enqueueIn(entities: TxEntities, message: PreparedMessage) {
  return entities.emailMessage.create(message).commit();
}

/** Stores a message on its own and tries to send it at once; never throws for a failed send. */
export async function send(message: EmailMessage): Promise<{ messageId: string }> {
  const messageId = randomBytes(16).toString("base64url");
  await db()
    .entities.emailMessage.create(await prepare(message, messageId))
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
  try {
    // The message as written: its sealed copy while it has one, else the stored text is it.
    const parts = item.sealed ? await open(item.sealed, messageId) : item;
    const outgoing: OutgoingMessage = {
      to: item.to,
      subject: item.subject,
      text: parts.text,
      html: parts.html,
      kind: item.kind,
      locale: item.locale,
    };
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
    // Sent: the links went out, and the table keeps only their redacted copy.
    .remove(["sealed"])
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
