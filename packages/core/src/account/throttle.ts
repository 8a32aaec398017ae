import { db } from "../dynamo/db";
import { AppError } from "../error";

/**
 * Throttling on the rate-limit items (TTL-expired). Every limit is claimed with ONE conditional
 * write before the work it protects (a password hash, an e-mail, a captcha, a new cart): the write
 * succeeds only while the limit has room, so N parallel attempts — on one process or many Lambda
 * instances — let exactly the allowed number through. A refused attempt writes nothing.
 */
let clock: () => number = Date.now;
/**
 * Tests only: the throttles' clock (epoch ms). A burst that a loaded machine spreads over more
 * than the first delay (2 s) would otherwise earn its later attempts honestly; a frozen clock makes
 * "N parallel attempts at one instant" exact. Without an argument, back to the real clock.
 */
export function useClock(now?: () => number): void {
  clock = now ?? Date.now;
}
const nowMs = () => clock();
const nowSeconds = () => Math.floor(nowMs() / 1000);
const isConditionFailure = (e: unknown) => /conditional request failed|ConditionalCheckFailed/i.test(String((e as Error)?.message ?? e));

/**
 * Claims one hit in the current fixed window (one conditional UpdateItem: `count < limit`);
 * over the limit, refuses with `rate_limited` and the seconds until the window ends.
 */
export async function hit(scope: string, subject: string, options: { limit: number; windowSeconds: number }): Promise<void> {
  const window = Math.floor(nowSeconds() / options.windowSeconds);
  const expiresAt = (window + 1) * options.windowSeconds;
  try {
    await db()
      .entities.rateLimit.update({ key: `${scope}#${subject}#${window}` })
      .add({ count: 1 })
      .set({ expiresAt, lastAt: nowMs() })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, options.limit)}`)
      .go({ response: "none" });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    throw new AppError("rate_limited", "rate_limited", { params: { seconds: Math.max(1, expiresAt - nowSeconds()) } });
  }
}

export const SIGN_IN_POLICY = {
  account: { free: 3, maxDelaySeconds: 15 * 60 },
  ip: { free: 10, maxDelaySeconds: 15 * 60 },
  /** Attempts are forgotten a day after the last one. */
  memorySeconds: 24 * 60 * 60,
} as const;

/** The wait after `attempts` counted attempts: none for the first `free`, then 2, 4, 8 ... seconds, capped. */
export function delayAfter(attempts: number, policy: { free: number; maxDelaySeconds: number }): number {
  if (attempts < policy.free) return 0;
  return Math.min(2 ** (attempts - policy.free + 1), policy.maxDelaySeconds);
}

const signInKeys = (email: string, ip: string) => ({
  account: `signin#account#${email}`,
  ip: `signin#ip#${ip}`,
});

/**
 * Claims one sign-in attempt on a key, or answers the seconds to wait. The free attempts are one
 * conditional ADD (`count < free`); past them, the item is read and the attempt claimed with
 * `count = <what was read>` once its delay has passed, so two parallel attempts never both see
 * the same count. Losing that race re-reads (the winner's claim then usually means a wait).
 */
async function claim(key: string, policy: { free: number; maxDelaySeconds: number }): Promise<number> {
  const expiresAt = () => nowSeconds() + SIGN_IN_POLICY.memorySeconds;
  try {
    await db()
      .entities.rateLimit.update({ key })
      .add({ count: 1 })
      .set({ lastAt: nowMs(), expiresAt: expiresAt() })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, policy.free)}`)
      .go({ response: "none" });
    return 0;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  for (let attempt = 0; attempt < 8; attempt++) {
    const { data } = await db().entities.rateLimit.get({ key }).go({ consistent: true });
    const count = data?.count ?? 0;
    const until = (data?.lastAt ?? 0) + delayAfter(count, policy) * 1000;
    const now = nowMs();
    if (until > now) return Math.ceil((until - now) / 1000);
    try {
      await db()
        .entities.rateLimit.update({ key })
        .add({ count: 1 })
        .set({ lastAt: now, expiresAt: expiresAt() })
        .where((a, op) => (data ? op.eq(a.count, count) : op.notExists(a.count)))
        .go({ response: "none" });
      return 0;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return 1;
}

/**
 * Claims a sign-in attempt for the IP and then the account, before the password is checked;
 * refuses (rate_limited, with the seconds to wait) while either is in its delay. Every attempt
 * counts until it succeeds: a success forgets the account's attempts and gives the IP its one back.
 */
export async function claimSignIn(email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  let wait = await claim(keys.ip, SIGN_IN_POLICY.ip);
  if (wait === 0) wait = await claim(keys.account, SIGN_IN_POLICY.account);
  if (wait > 0) throw new AppError("rate_limited", "account.sign_in_throttled", { params: { seconds: wait } });
}

/** A successful sign-in forgets the account's attempts and returns the IP's. */
export async function recordSignInSuccess(email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  await Promise.all([
    db().entities.rateLimit.delete({ key: keys.account }).go(),
    db()
      .entities.rateLimit.update({ key: keys.ip })
      .add({ count: -1 })
      .where((a, op) => op.gt(a.count, 0))
      .go({ response: "none" })
      .catch((e: unknown) => {
        if (!isConditionFailure(e)) throw e;
      }),
  ]);
}
