import * as z from "zod";

/**
 * A person's active sessions as their account page and the admin's profile list them (zod only,
 * browser-safe). `id` is the session's stored key (the SHA-256 of the cookie's value): it names a
 * session to revoke, and cannot be used as one.
 */
export const SessionRow = z.object({
  id: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
  /** The browser's User-Agent at sign-in ("" when it sent none). */
  device: z.string(),
  /** The address of the sign-in. */
  address: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  /** When it ends at the latest (absolute end, or idle end when sooner). */
  expiresAt: z.number(),
});
export type SessionRow = z.infer<typeof SessionRow>;

export const RevokeInput = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });

/** "Sign out everywhere": every session of the person, or every other one (`keepCurrent`). */
export const SignOutEverywhereInput = z.object({ keepCurrent: z.boolean() });
