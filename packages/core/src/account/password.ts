import { randomBytes, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { AppError } from "../error";
import type { Derived, ScryptJob } from "./hash-worker";

/**
 * Password hashing with scrypt (N=2^17, r=8, p=1: OWASP's recommendation; ~128 MiB and a few
 * hundred ms per hash, so `maxmem` is raised above Node's 32 MiB default). The stored form keeps
 * its parameters (`scrypt$17$8$1$<salt>$<hash>`), so verification follows whatever a hash was
 * made with and the cost can rise later.
 *
 * Tests only: with VITEST set, `PRINTSHOP_TEST_SCRYPT_LOG_N` lowers N so a test file does not spend
 * seconds per account; outside vitest the variable is ignored.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function logN(env: NodeJS.ProcessEnv = process.env): number {
  const override = Number(env.PRINTSHOP_TEST_SCRYPT_LOG_N);
  return env.VITEST && Number.isInteger(override) && override >= 10 && override < LOG_N
    ? override
    : LOG_N;
}

/**
 * At most this many hashes run at once in a process (`PASSWORD_HASH_CONCURRENCY`, default half
 * the CPUs, at least 1). One hash is ~128 MiB and a few hundred ms of a core in a worker thread of
 * the lowest priority (hash-worker.ts), so a flood of sign-ins cannot take every core from page
 * and API answers. In the Lambda an instance serves one request at a time: its hash runs in the
 * request, and the function's concurrency is the bound.
 */
let defaultConcurrency: number | undefined;
export function hashConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.PASSWORD_HASH_CONCURRENCY);
  if (Number.isInteger(configured) && configured >= 1) return configured;
  return (defaultConcurrency ??= Math.max(1, Math.floor(availableParallelism() / 2)));
}

/**
 * Two classes of callers, each with its own slots (`hashConcurrency()` each) and its own bounded
 * queue: at most {@link HASH_QUEUE.maxWaiting} wait in a class, each at most
 * {@link HASH_QUEUE.maxWaitMs}, first come first served; past either bound, `server.busy` (503
 * with Retry-After). `high` is a sign-in on an existing account (whose failures are bounded: 3,
 * then each attempt needs a solved captcha) or a registration with a solved captcha; `low` is
 * everything else, above all attempts on e-mails nobody registered. A flood of wrong passwords fills the low class only, and its
 * hashes run at nice 19 (only spare CPU): the shop's customers neither wait behind it nor for
 * CPU it holds.
 */
/** Mutable for tests only (a queue held full for longer than a wait). */
export const HASH_QUEUE = { maxWaiting: 64, maxWaitMs: 2_000 };
export type HashPriority = "high" | "low";

interface Waiter {
  admit: () => void;
  timer: ReturnType<typeof setTimeout>;
}
const running: Record<HashPriority, number> = { high: 0, low: 0 };
const waiting: Record<HashPriority, Waiter[]> = { high: [], low: [] };

/** Hashes started, callers that had to wait and callers refused since the process started (tests and operators read these). */
export const hashStats = { started: 0, queued: 0, refused: 0 };

const busy = () => new AppError("unavailable", "server.busy", { params: { seconds: 1 } });

/**
 * One of the process's hash slots, held from after a caller's throttle claims until its hashes
 * are done (a throttled caller never takes one: 429 before any hash).
 */
export interface HashSlot {
  /** CPU time the slot's hashes took (ms). */
  cpuMs: number;
  /** The caller's class: a customer's hash runs at normal priority, the rest only on spare CPU. */
  priority: HashPriority;
}

/**
 * The worker thread's nice value per class. A flood's hashes (low) get only CPU nobody else wants
 * (nice 19); a customer's (high) runs at the event loop's own priority (nice 0), so a server busy
 * with a flood still signs its customers in within a hash's time or two (bench/abuse.ts: at nice 3
 * half of them waited past the queue's 2 s on this machine, at nice 0 none).
 */
export const HASH_NICE: Record<HashPriority, number> = { high: 0, low: 19 };

/**
 * Slots per class: `hashConcurrency()`, and at least 2 for customers, so one customer's hash
 * starts while another's runs (two share the core and finish a little later, but neither waits in
 * line past the queue's bound when customers arrive about as fast as one core hashes).
 */
const slots = (p: HashPriority) =>
  p === "high" ? Math.max(2, hashConcurrency()) : hashConcurrency();
const classFull = (p: HashPriority) =>
  running[p] >= slots(p) && waiting[p].length >= HASH_QUEUE.maxWaiting;

/** Whether a caller of this class would be turned away at once (its slots taken and its queue full). */
export function hashClassFull(priority: HashPriority): boolean {
  return classFull(priority);
}

/** Whether a hashing call would be turned away at once whatever its class: the HTTP layer sheds such calls at the door. */
export function hashQueueFull(): boolean {
  return classFull("high") && classFull("low");
}

/** Takes a slot of the class now, or waits for one in its queue (refused with `server.busy` when it is full or the wait runs out). */
function take(priority: HashPriority): Promise<HashSlot> | HashSlot {
  const queue = waiting[priority];
  if (running[priority] < slots(priority) && queue.length === 0) {
    running[priority]++;
    return { cpuMs: 0, priority };
  }
  if (queue.length >= HASH_QUEUE.maxWaiting) {
    hashStats.refused++;
    throw busy();
  }
  hashStats.queued++;
  return new Promise<HashSlot>((resolve, reject) => {
    const waiter: Waiter = {
      admit: () => {
        clearTimeout(waiter.timer);
        running[priority]++;
        resolve({ cpuMs: 0, priority });
      },
      timer: setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        hashStats.refused++;
        reject(busy());
      }, HASH_QUEUE.maxWaitMs),
    };
    queue.push(waiter);
  });
}

function release(priority: HashPriority): void {
  running[priority]--;
  while (running[priority] < slots(priority)) {
    const next = waiting[priority].shift();
    if (!next) return;
    next.admit();
  }
}

/**
 * Runs `work` holding one hash slot (waiting for one in the fair queue, or refused with
 * `server.busy`); the hashes inside pass the slot to `hashPassword`/`verifyPassword`.
 */
export function withHashSlot<T>(
  work: (slot: HashSlot) => Promise<T>,
  options: { priority?: HashPriority } = {},
): Promise<T> {
  let slot: HashSlot | Promise<HashSlot>;
  try {
    slot = take(options.priority ?? "low");
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const run = async (own: HashSlot) => {
    try {
      return await work(own);
    } finally {
      release(own.priority);
    }
  };
  // A free slot is taken and the work started in this call, so slots go in the order of the calls.
  return slot instanceof Promise ? slot.then(run) : run(slot);
}

/**
 * The worker pool (hash-worker.ts, with node:worker_threads) loads on the first hash: most API
 * calls hash nothing, and the Lambda's cold start does not pay for it (bench/lambda-cold.ts).
 */
const scryptInWorker = async (job: ScryptJob): Promise<Derived> =>
  (await import("./hash-worker")).scryptInWorker(job);

async function derive(
  password: string,
  salt: Buffer,
  log2n: number,
  r: number,
  p: number,
  slot?: HashSlot,
): Promise<Buffer> {
  if (!slot) return withHashSlot((own) => derive(password, salt, log2n, r, p, own));
  hashStats.started++;
  const N = 2 ** log2n;
  const options = { N, r, p, maxmem: 256 * N * r + 32 * 1024 * 1024 };
  const wall = performance.now();
  try {
    const derived = await scryptInWorker({
      nice: HASH_NICE[slot.priority],
      password: password.normalize("NFKC"),
      salt,
      keyLength: KEY_LENGTH,
      options,
    });
    slot.cpuMs += derived.cpuMs;
    return derived.key;
  } catch (error) {
    slot.cpuMs += performance.now() - wall;
    throw error;
  }
}

/** A new hash of `password`; with `slot`, inside that slot (else it takes one of its own or is refused). */
export async function hashPassword(password: string, slot?: HashSlot): Promise<string> {
  const salt = randomBytes(16);
  const n = logN();
  const key = await derive(password, salt, n, R, P, slot);
  return `scrypt$${n}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(
  password: string,
  stored: string,
  slot?: HashSlot,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(
    password,
    Buffer.from(salt, "base64url"),
    Number(n),
    Number(r),
    Number(p),
    slot,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Spends the time of one verification when there is no account to verify against, so the
 * answer's timing does not tell whether an e-mail is registered. The stored form it verifies
 * against is random (salt and key): deriving it would cost a hash of its own and could not match
 * anything better.
 */
export async function verifyAgainstNothing(password: string, slot?: HashSlot): Promise<false> {
  const nothing = `scrypt$${logN()}$${R}$${P}$${randomBytes(16).toString("base64url")}$${randomBytes(KEY_LENGTH).toString("base64url")}`;
  await verifyPassword(password, nothing, slot);
  return false;
}
