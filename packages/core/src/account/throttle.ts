import { db } from "../dynamo/db";
import { AppError } from "../error";

/**
 * Throttling on the rate-limit items (TTL-expired): a fixed-window counter for cheap lookups
 * (e-mail checks per IP), and growing delays after failed sign-ins, per account and per IP.
 */
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Counts one hit in the current window; over `limit`, refuses with `rate_limited`. One UpdateItem. */
export async function hit(scope: string, subject: string, options: { limit: number; windowSeconds: number }): Promise<void> {
  const window = Math.floor(nowSeconds() / options.windowSeconds);
  const expiresAt = (window + 1) * options.windowSeconds;
  const { data } = await db()
    .entities.rateLimit.update({ key: `${scope}#${subject}#${window}` })
    .add({ count: 1 })
    .set({ expiresAt, lastAt: Date.now() })
    .go({ response: "all_new" });
  if ((data.count ?? 0) > options.limit) {
    throw new AppError("rate_limited", "rate_limited", { params: { seconds: Math.max(1, expiresAt - nowSeconds()) } });
  }
}

export const SIGN_IN_POLICY = {
  account: { free: 3, maxDelaySeconds: 15 * 60 },
  ip: { free: 10, maxDelaySeconds: 15 * 60 },
  /** Failures are forgotten a day after the last one. */
  memorySeconds: 24 * 60 * 60,
} as const;

/** The wait after `failures` failed attempts: none for the first `free`, then 2, 4, 8 ... seconds, capped. */
export function delayAfter(failures: number, policy: { free: number; maxDelaySeconds: number }): number {
  if (failures < policy.free) return 0;
  return Math.min(2 ** (failures - policy.free + 1), policy.maxDelaySeconds);
}

const signInKeys = (email: string, ip: string) => ({
  account: `signin#account#${email}`,
  ip: `signin#ip#${ip}`,
});

/** Refuses (rate_limited, with the seconds to wait) while the account or the IP is in its delay. */
export async function assertSignInAllowed(email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  const { data } = await db().entities.rateLimit.get([{ key: keys.account }, { key: keys.ip }]).go();
  const now = Date.now();
  let wait = 0;
  for (const item of data) {
    const policy = item.key === keys.account ? SIGN_IN_POLICY.account : SIGN_IN_POLICY.ip;
    const until = (item.lastAt ?? 0) + delayAfter(item.count ?? 0, policy) * 1000;
    if (until > now) wait = Math.max(wait, Math.ceil((until - now) / 1000));
  }
  if (wait > 0) throw new AppError("rate_limited", "account.sign_in_throttled", { params: { seconds: wait } });
}

export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  const expiresAt = nowSeconds() + SIGN_IN_POLICY.memorySeconds;
  await Promise.all(
    [keys.account, keys.ip].map((key) =>
      db().entities.rateLimit.update({ key }).add({ count: 1 }).set({ lastAt: Date.now(), expiresAt }).go(),
    ),
  );
}

/** A successful sign-in forgets the account's failures (the IP's stay until they expire). */
export async function recordSignInSuccess(email: string, ip: string): Promise<void> {
  await db().entities.rateLimit.delete({ key: signInKeys(email, ip).account }).go();
}
