import { db } from "../dynamo/db";
import { AppError } from "../error";
import { addressKey } from "./address";

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
const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((e as Error)?.message ?? e));

/**
 * Claims one hit in the current fixed window (one conditional UpdateItem: `count < limit`);
 * over the limit, refuses with `rate_limited` and the seconds until the window ends.
 */
export async function hit(
  scope: string,
  subject: string,
  options: { limit: number; windowSeconds: number },
): Promise<void> {
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
    throw new AppError("rate_limited", "rate_limited", {
      params: { seconds: Math.max(1, expiresAt - nowSeconds()) },
    });
  }
}

/**
 * Sign-in throttles, claimed before any password hash. Per address (an IPv6 address by its /64,
 * see address.ts): the first `free` attempts at once, then waits of 2, 4, 8 … seconds, answered 429.
 * Per account: after `free` counted attempts the sign-in asks for a solved captcha (ALTCHA) instead
 * of a wait, so someone else's failures never lock a customer out of their own account.
 */
/**
 * Like {@link hit}, but counts `member` (e.g. an order id) once however often it is claimed: the
 * window's item holds the members as a set, and the one conditional write admits a member already
 * in it or a new one while the set is below the limit. Two presses of one order's button are one
 * order against the limit, at once or on a retry.
 */
export async function hitFor(
  scope: string,
  subject: string,
  member: string,
  options: { limit: number; windowSeconds: number },
): Promise<void> {
  const window = Math.floor(nowSeconds() / options.windowSeconds);
  const expiresAt = (window + 1) * options.windowSeconds;
  try {
    await db()
      .entities.rateLimit.update({ key: `${scope}#${subject}#${window}` })
      .add({ members: [member] })
      .set({ expiresAt, lastAt: nowMs() })
      .where(
        (a, op) =>
          `${op.notExists(a.members)} OR ${op.size(a.members)} < ${op.escape(options.limit)} OR ${op.contains(a.members, member)}`,
      )
      .go({ response: "none" });
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    throw new AppError("rate_limited", "rate_limited", {
      params: { seconds: Math.max(1, expiresAt - nowSeconds()) },
    });
  }
}

export const SIGN_IN_POLICY = {
  account: { free: 3, maxDelaySeconds: 15 * 60 },
  ip: { free: 5, maxDelaySeconds: 15 * 60 },
  /** Attempts are forgotten a day after the last one. */
  memorySeconds: 24 * 60 * 60,
} as const;

/** The wait after `attempts` counted attempts: none for the first `free`, then 2, 4, 8 ... seconds, capped. */
export function delayAfter(
  attempts: number,
  policy: { free: number; maxDelaySeconds: number },
): number {
  if (attempts < policy.free) return 0;
  return Math.min(2 ** (attempts - policy.free + 1), policy.maxDelaySeconds);
}

const signInKeys = (email: string, ip: string) => ({
  account: `signin#account#${email}`,
  ip: `signin#ip#${addressKey(ip)}`,
});

const memoryEnds = () => nowSeconds() + SIGN_IN_POLICY.memorySeconds;

/** One conditional ADD while the key has fewer than `free` counted attempts: the count before it, or null when it had no room. */
async function claimFree(key: string, free: number): Promise<number | null> {
  try {
    const { data } = await db()
      .entities.rateLimit.update({ key })
      .add({ count: 1 })
      .set({ lastAt: nowMs(), expiresAt: memoryEnds() })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, free)}`)
      .go({ response: "all_old" });
    return (data as { count?: number } | null)?.count ?? 0;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return null;
  }
}

/**
 * Claims one sign-in attempt on a key: `{ wait: 0, before }` with the count before it, or the
 * seconds to wait. The free attempts are one conditional ADD; past them, the item is read and the
 * attempt claimed with `count = <what was read>` once its delay has passed, so two parallel
 * attempts never both see the same count. Losing that race re-reads.
 */
async function claim(
  key: string,
  policy: { free: number; maxDelaySeconds: number },
): Promise<{ wait: number; before: number }> {
  const free = await claimFree(key, policy.free);
  if (free !== null) return { wait: 0, before: free };
  for (let attempt = 0; attempt < 8; attempt++) {
    const { data } = await db().entities.rateLimit.get({ key }).go({ consistent: true });
    const count = data?.count ?? 0;
    const until = (data?.lastAt ?? 0) + delayAfter(count, policy) * 1000;
    const now = nowMs();
    if (until > now) return { wait: Math.ceil((until - now) / 1000), before: count };
    try {
      await db()
        .entities.rateLimit.update({ key })
        .add({ count: 1 })
        .set({ lastAt: now, expiresAt: memoryEnds() })
        .where((a, op) => (data ? op.eq(a.count, count) : op.notExists(a.count)))
        .go({ response: "none" });
      return { wait: 0, before: count };
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return { wait: 1, before: policy.free };
}

/** Counts an attempt whatever the count (an account's attempt that came with a solved captcha). */
async function count(key: string): Promise<void> {
  await db()
    .entities.rateLimit.update({ key })
    .add({ count: 1 })
    .set({ lastAt: nowMs(), expiresAt: memoryEnds() })
    .go({ response: "none" });
}

/**
 * Claims a sign-in attempt for the address and then the account, before the password is checked.
 * The address in its delay: 429 (`account.sign_in_throttled`, with the seconds to wait). The
 * account past its free attempts: the captcha is asked (`account.captcha_required`, a field
 * error on `captcha`) unless `captcha()` — called only then — says the caller solved one.
 */
export async function claimSignIn(
  email: string,
  ip: string,
  captcha: () => Promise<boolean> = () => Promise.resolve(false),
): Promise<void> {
  const keys = signInKeys(email, ip);
  const address = await claim(keys.ip, SIGN_IN_POLICY.ip);
  if (address.wait > 0)
    throw new AppError("rate_limited", "account.sign_in_throttled", {
      params: { seconds: address.wait },
    });
  const account = await claimFree(keys.account, SIGN_IN_POLICY.account.free);
  if (account !== null) return;
  if (!(await captcha()))
    throw new AppError("input", "account.captcha_required", {
      fields: [{ field: "captcha", code: "account.captcha_required" }],
    });
  await count(keys.account);
}

const giveBack = (key: string) =>
  db()
    .entities.rateLimit.update({ key })
    .add({ count: -1 })
    .where((a, op) => op.gt(a.count, 0))
    .go({ response: "none" })
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });

/**
 * An attempt that was never checked (the hash queue turned it away: 503 server.busy) gives both
 * its claims back: a busy server must not count against a customer's address or account.
 */
export async function releaseSignIn(email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  await Promise.all([giveBack(keys.account), giveBack(keys.ip)]);
}

/** A successful sign-in forgets the account's attempts and returns the address its one. */
export async function recordSignInSuccess(email: string, ip: string): Promise<void> {
  const keys = signInKeys(email, ip);
  await Promise.all([
    db().entities.rateLimit.delete({ key: keys.account }).go(),
    giveBack(keys.ip),
  ]);
}
