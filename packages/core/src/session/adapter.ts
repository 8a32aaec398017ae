import { createHash } from "node:crypto";
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import { db } from "../dynamo/db";

/** Only a hash of the session id reaches the table (hex: ElectroDB lower-cases key values). */
export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * lucia v3's adapter over the ElectroDB table: a session is one item (TTL `expiresAt`), the user
 * another. `getSessionAndUser` costs two GetItems. Sessions listed by user come back with the id
 * hash in `id` (the raw id is never stored); nothing in this app needs their raw ids.
 */
export const dynamoAdapter: Adapter = {
  async getSessionAndUser(sessionId): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const { data: session } = await db().entities.session.get({ idHash: hashSessionId(sessionId) }).go();
    if (!session) return [null, null];
    const { data: user } = await db().entities.user.get({ userId: session.userId }).go();
    return [
      { id: sessionId, userId: session.userId, expiresAt: new Date(session.expiresAt * 1000), attributes: {} },
      user ? { id: user.userId, attributes: { email: user.email, role: user.role } } : null,
    ];
  },
  async getUserSessions(userId) {
    const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
    return data.map((s) => ({ id: s.idHash, userId: s.userId, expiresAt: new Date(s.expiresAt * 1000), attributes: {} }));
  },
  async setSession(session) {
    await db()
      .entities.session.create({ idHash: hashSessionId(session.id), userId: session.userId, expiresAt: toSeconds(session.expiresAt) })
      .go();
  },
  async updateSessionExpiration(sessionId, expiresAt) {
    await db()
      .entities.session.patch({ idHash: hashSessionId(sessionId) })
      .set({ expiresAt: toSeconds(expiresAt) })
      .go()
      .catch((error: unknown) => {
        // The session was deleted meanwhile (signed out elsewhere): nothing to extend.
        if (!String((error as Error)?.message).includes("conditional request failed")) throw error;
      });
  },
  async deleteSession(sessionId) {
    await db().entities.session.delete({ idHash: hashSessionId(sessionId) }).go();
  },
  async deleteUserSessions(userId) {
    const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
    if (data.length) await db().entities.session.delete(data.map((s) => ({ idHash: s.idHash }))).go();
  },
  async deleteExpiredSessions() {
    // DynamoDB's TTL removes them.
  },
};
