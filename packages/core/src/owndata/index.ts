import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { translator } from "../i18n/translate";
import { ownDataMessages } from "../messages/owndata";
import * as Email from "../email/index";
import { secretLink, type LinkContext } from "../email/links";
import { storage } from "../storage/index";
import { now } from "../session/clock";
import { consume, issue } from "./links";
import { erase, isOpen, ordersOf } from "./erase";
import { writeExport } from "./export";
import { EXPORT_EVERY_SECONDS, EXPORT_URL_SECONDS, TokenInput } from "./schema";

export { writeExport } from "./export";
export { erase, pseudonymOf, anonymisedCustomer } from "./erase";
export * from "./schema";

/**
 * The customer's own data (issue 31 item 6): "download my data" and "delete my account", each
 * asked for by the signed-in person and confirmed through a single-use link e-mailed to the
 * account's address (24 h); the link opens only in the same person's session.
 */
const translate = translator(ownDataMessages);
const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((e as Error)?.message ?? e));

async function emailOf(userId: string): Promise<string> {
  const { data } = await db().entities.user.get({ userId }).go();
  if (!data) throw new AppError("auth", "auth.required");
  return data.email;
}

/**
 * One export request per person per hour (a rolling hour: the marker holds the time it ends), then
 * the link by e-mail.
 */
export async function requestExport(
  userId: string,
  ctx: Pick<LinkContext, "locale" | "origin">,
): Promise<{ status: "check_email" }> {
  const to = await emailOf(userId);
  const key = `owndata#export#${userId}`;
  const nowSeconds = Math.floor(now() / 1000);
  try {
    await db()
      .entities.rateLimit.put({ key, expiresAt: nowSeconds + EXPORT_EVERY_SECONDS })
      .where((a, op) => `${op.notExists(a.expiresAt)} OR ${op.lte(a.expiresAt, nowSeconds)}`)
      .go({ response: "none" });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await db().entities.rateLimit.get({ key }).go({ consistent: true });
    const seconds = Math.max(1, (data?.expiresAt ?? nowSeconds) - nowSeconds);
    throw new AppError("rate_limited", "owndata.export_too_soon", {
      params: { minutes: Math.ceil(seconds / 60), seconds },
    });
  }
  const token = await issue(userId, "export");
  await Email.send({
    kind: "account.data_export",
    locale: ctx.locale,
    to,
    subject: translate("email.owndata.export.subject", ctx.locale),
    text: translate("email.owndata.export.text", ctx.locale, {
      link: secretLink(ctx, "ownDataExport", token),
    }),
  });
  return { status: "check_email" };
}

/**
 * Opens the export link: the ZIP is written to a temporary file as it is made (bounded memory),
 * streamed into the file store, and answered as a short-lived download URL.
 */
export const downloadExport = fn(
  TokenInput,
  async (
    { token },
    userId: string,
  ): Promise<{ url: string; fileName: string; expiresAt: number }> => {
    await consume(token, "export", userId);
    const temp = join(tmpdir(), `owndata-${randomBytes(8).toString("hex")}.zip`);
    try {
      const out = createWriteStream(temp);
      await writeExport(userId, out);
      out.end();
      await finished(out);
      const { size } = await stat(temp);
      const store = await storage();
      const key = `owndata/${userId}/${randomBytes(12).toString("hex")}.zip`;
      await store.write(key, createReadStream(temp), size, "application/zip");
      const fileName = `my-data-${new Date(now()).toISOString().slice(0, 10)}.zip`;
      const { url, expiresAt } = await store.presignGet(key, {
        fileName,
        expiresInSeconds: EXPORT_URL_SECONDS,
      });
      return { url, fileName, expiresAt };
    } finally {
      await rm(temp, { force: true });
    }
  },
);

/** Refused at once when an order is still open (the same check runs again at the confirmation). */
async function refuseOpenOrders(userId: string): Promise<void> {
  const open = (await ordersOf(userId)).filter(isOpen);
  if (open.length)
    throw new AppError("conflict", "owndata.open_orders", {
      params: { numbers: open.map((o) => o.number).join(", ") },
    });
}

export async function requestDeletion(
  userId: string,
  ctx: Pick<LinkContext, "locale" | "origin">,
): Promise<{ status: "check_email" }> {
  const to = await emailOf(userId);
  await refuseOpenOrders(userId);
  const token = await issue(userId, "delete");
  await Email.send({
    kind: "account.delete",
    locale: ctx.locale,
    to,
    subject: translate("email.owndata.delete.subject", ctx.locale),
    text: translate("email.owndata.delete.text", ctx.locale, {
      link: secretLink(ctx, "ownDataDelete", token),
    }),
  });
  return { status: "check_email" };
}

/** The e-mailed confirmation: the link (this person's, unused, unexpired), then the erasure. */
export const confirmDeletion = fn(
  TokenInput,
  async ({ token }, userId: string): Promise<{ deleted: true; orders: number }> => {
    await refuseOpenOrders(userId);
    await consume(token, "delete", userId);
    const { orders } = await erase(userId);
    return { deleted: true, orders };
  },
);
