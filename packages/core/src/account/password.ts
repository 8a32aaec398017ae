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
  return env.VITEST && Number.isInteger(override) && override >= 10 && override < LOG_N ? override : LOG_N;
}

/**
 * At most this many hashes run at once in a process (`PASSWORD_HASH_CONCURRENCY`, default half
 * the CPUs, at least 1). One hash is ~128 MiB and a few hundred ms of a core on Node's 4-thread
 * pool; a flood of sign-ins would otherwise take every core and the pool from page and API
 * answers. A hash beyond the limit is refused at once (`server.busy`, 503 with Retry-After), not
 * queued: a queue would only move the wait into every other request.
 */
let defaultConcurrency: number | undefined;
export function hashConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.PASSWORD_HASH_CONCURRENCY);
  if (Number.isInteger(configured) && configured >= 1) return configured;
  return (defaultConcurrency ??= Math.max(1, Math.floor(availableParallelism() / 2)));
}

/**
 * The share of the time hashing may take (`PASSWORD_HASH_CPU_SHARE`, default 0.25, 1 = no pause):
 * after a hash of d ms, the next may start only d × (1/share − 1) ms later (divided among the
 * slots). On a server with one core, a hash at a time would still take that core from every other
 * request for as long as a flood lasts; the pause keeps three quarters of it for them.
 */
export function hashCpuShare(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.PASSWORD_HASH_CPU_SHARE);
  if (env.PASSWORD_HASH_CPU_SHARE && Number.isFinite(configured) && configured > 0 && configured <= 1) return configured;
  // Tests with the lowered test cost (a few ms a hash) need no pause unless they ask for one.
  return env.VITEST && logN(env) < LOG_N ? 1 : 0.25;
}

let running = 0;
let nextStartAt = 0;

/** Hashes started and refused since the process started (tests and operators read these). */
export const hashStats = { started: 0, refused: 0 };

const busy = () => new AppError("unavailable", "server.busy", { params: { seconds: 1 } });

/**
 * One of the process's hash slots, held from before a caller's database work (throttle claims,
 * lookups) until its hashes are done. Taking the slot is what admits a request: while it is held,
 * every other request needing a hash is refused at once, in memory — a flood costs neither
 * database requests nor hashes beyond the bound, however many requests arrive at the same moment.
 */
export interface HashSlot {
  /** CPU time the slot's hashes took (ms); the pause after the slot is released follows it. */
  cpuMs: number;
}

/** Whether a hash slot could be taken now (nothing reserved): the HTTP layer sheds hashing calls early when not. */
export function hashSlotFree(): boolean {
  return running < hashConcurrency() && performance.now() >= nextStartAt;
}

/** Takes a slot, or refuses at once (`server.busy`, 503 with Retry-After) when none is free or the pause runs. */
function take(): HashSlot {
  if (!hashSlotFree()) {
    hashStats.refused++;
    throw busy();
  }
  running++;
  return { cpuMs: 0 };
}

function release(slot: HashSlot): void {
  running--;
  const share = hashCpuShare();
  nextStartAt = Math.max(nextStartAt, performance.now() + (slot.cpuMs * (1 / share - 1)) / hashConcurrency());
}

/**
 * Runs `work` holding one hash slot (refused at once with `server.busy` when none is free); the
 * hashes inside pass the slot to `hashPassword`/`verifyPassword`.
 */
export async function withHashSlot<T>(work: (slot: HashSlot) => Promise<T>): Promise<T> {
  const slot = take();
  try {
    return await work(slot);
  } finally {
    release(slot);
  }
}

/**
 * The worker pool (hash-worker.ts, with node:worker_threads) loads on the first hash: most API
 * calls hash nothing, and the Lambda's cold start does not pay for it (bench/lambda-cold.ts).
 */
const scryptInWorker = async (job: ScryptJob): Promise<Derived> => (await import("./hash-worker")).scryptInWorker(job);

async function derive(password: string, salt: Buffer, log2n: number, r: number, p: number, slot?: HashSlot): Promise<Buffer> {
  if (!slot) return withHashSlot((own) => derive(password, salt, log2n, r, p, own));
  hashStats.started++;
  const N = 2 ** log2n;
  const options = { N, r, p, maxmem: 256 * N * r + 32 * 1024 * 1024 };
  const wall = performance.now();
  try {
    const derived = await scryptInWorker({ password: password.normalize("NFKC"), salt, keyLength: KEY_LENGTH, options });
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

export async function verifyPassword(password: string, stored: string, slot?: HashSlot): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p), slot);
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
