import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { OutboxGetInput, OutboxListInput } from "./schema";
import * as Audit from "../audit/write";
import { deliver, MAX_ATTEMPTS } from "./index";
import { redactLinks } from "./redact";
import { relinkable } from "./relink";

export { OutboxGetInput, OutboxListInput, OUTBOX_STATES } from "./schema";

/**
 * The admin's Outbox reads the newest messages of the gsi2 `list_outbox` partition (messages are
 * kept 30 days); at most `WINDOW` of them, then search, filters and paging apply in memory.
 */
export const WINDOW = 1000;

export const list = fn(OutboxListInput, async (input) => {
  const { data } = await db()
    .entities.emailMessage.query.byCreated({ list: "outbox" })
    .go({
      order: "desc",
      limit: WINDOW,
      attributes: [
        "messageId",
        "kind",
        "to",
        "locale",
        "subject",
        "ref",
        "state",
        "attempts",
        "lastError",
        "transport",
        "createdAt",
        "sentAt",
      ],
    });
  const needle = input.search?.toLocaleLowerCase();
  const kept = data
    .filter((m) => !input.filters?.state || m.state === input.filters.state)
    .filter((m) => !input.filters?.kind || m.kind === input.filters.kind)
    .filter(
      (m) => !needle || `${m.to} ${m.subject} ${m.ref ?? ""}`.toLocaleLowerCase().includes(needle),
    );
  if (input.sort.dir === "asc") kept.reverse();
  const start = (input.page - 1) * input.pageSize;
  return { items: kept.slice(start, start + input.pageSize), total: kept.length };
});

/**
 * One message with its rendered HTML and text, as stored: its links' secrets hidden (so an
 * administrator cannot open someone else's link; redacted again here for a message stored before
 * the outbox redacted them), never its sealed copy. `relink`: whether "Resend with a new link"
 * applies (email/relink.ts).
 */
export const get = fn(OutboxGetInput, async ({ messageId }) => {
  const item = (await db().entities.emailMessage.get({ messageId }).go()).data;
  if (!item) throw new AppError("not_found", "email.not_found");
  const { sealed: _sealed, ...shown } = item;
  return {
    ...shown,
    text: redactLinks(item.text),
    html: redactLinks(item.html),
    relink: relinkable(item),
  };
});

/** Sends a pending or failed message again now (the admin's "send again"); recorded in the audit log. */
export const resend = fn(OutboxGetInput, async ({ messageId }, actor: Audit.Actor) => {
  const now = Date.now();
  const item = (await db().entities.emailMessage.get({ messageId }).go()).data;
  if (!item) throw new AppError("not_found", "email.not_found");
  if (item.state === "sent") throw new AppError("conflict", "email.already_sent");
  await db()
    .entities.emailMessage.patch({ messageId })
    .set({
      state: "pending",
      nextAttemptAt: now,
      attempts: Math.min(item.attempts, MAX_ATTEMPTS - 1),
    })
    .go();
  const state = await deliver(messageId, now);
  await Audit.record(actor, {
    action: "email.resend",
    target: { type: "email", id: messageId },
    before: { state: item.state },
    after: { state },
  });
  return { state };
});
