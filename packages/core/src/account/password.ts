import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { AppError } from "../error";

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
export function hashConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.PASSWORD_HASH_CONCURRENCY);
  if (Number.isInteger(configured) && configured >= 1) return configured;
  return Math.max(1, Math.floor(availableParallelism() / 2));
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
 * Refuses at once (`server.busy`) when no hash could start now, before a caller spends database
 * requests on throttle claims and lookups for a hash it would not get: a flood is shed in memory.
 * A hash that then finds the slot taken after all is still refused by the bound itself.
 */
export function assertHashCapacity(): void {
  if (running >= hashConcurrency() || performance.now() < nextStartAt) {
    hashStats.refused++;
    throw busy();
  }
}

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  const now = performance.now();
  const slots = hashConcurrency();
  if (running >= slots || now < nextStartAt) {
    hashStats.refused++;
    throw busy();
  }
  running++;
  hashStats.started++;
  try {
    return await work();
  } finally {
    running--;
    const share = hashCpuShare();
    const end = performance.now();
    nextStartAt = Math.max(nextStartAt, end + ((end - now) * (1 / share - 1)) / slots);
  }
}

function derive(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  return bounded(() => deriveNow(password, salt, log2n, r, p));
}

function deriveNow(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2n;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = logN();
  const key = await derive(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one verification when there is no account to verify against, so the
 * answer's timing does not tell whether an e-mail is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  // The dummy hash itself is made outside the limit (once per process, never in a flood's path twice).
  dummy ??= deriveNow("not a password of anyone", randomBytes(16), logN(), R, P).then(
    (key) => `scrypt$${logN()}$${R}$${P}$${randomBytes(16).toString("base64url")}$${key.toString("base64url")}`,
  );
  await verifyPassword(password, await dummy);
  return false;
}
