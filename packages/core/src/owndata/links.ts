import { createHash, randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { now } from "../session/clock";
import { LINK_TTL_SECONDS } from "./schema";

export type Purpose = "export" | "delete";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((e as Error)?.message ?? e));

/** A new single-use link token for the person (only its hash is stored), valid LINK_TTL_SECONDS. */
export async function issue(userId: string, purpose: Purpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db()
    .entities.ownDataLink.create({
      tokenHash: hashOf(token),
      userId,
      purpose,
      expiresAt: Math.floor(now() / 1000) + LINK_TTL_SECONDS,
    })
    .go();
  return token;
}

/**
 * Uses a link: it must exist, be of this purpose, unexpired, and belong to the signed-in person
 * (a link forwarded to someone else's session opens nothing). Deleted with a condition, so of two
 * uses at once one wins. Every refusal is the same `owndata.link_invalid` (403): it says nothing
 * about which check failed, and a foreign link stays usable by its owner.
 */
export async function consume(token: string, purpose: Purpose, userId: string): Promise<void> {
  const tokenHash = hashOf(token);
  const invalid = () => new AppError("forbidden", "owndata.link_invalid");
  const { data } = await db().entities.ownDataLink.get({ tokenHash }).go({ consistent: true });
  if (!data || data.purpose !== purpose || data.userId !== userId) throw invalid();
  if (data.expiresAt * 1000 <= now()) throw invalid();
  try {
    await db()
      .entities.ownDataLink.delete({ tokenHash })
      .where((a, op) => op.eq(a.userId, userId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw invalid();
    throw error;
  }
}

/** Ends every link of the person (the account is deleted). */
export async function endAll(userId: string): Promise<void> {
  const { data } = await db().entities.ownDataLink.query.byUser({ userId }).go({ pages: "all" });
  if (data.length)
    await db()
      .entities.ownDataLink.delete(data.map((l) => ({ tokenHash: l.tokenHash })))
      .go();
}
