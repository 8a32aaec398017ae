import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

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

function logN(): number {
  const override = Number(process.env.PRINTSHOP_TEST_SCRYPT_LOG_N);
  return process.env.VITEST && Number.isInteger(override) && override >= 10 && override < LOG_N ? override : LOG_N;
}

function derive(password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> {
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
  dummy ??= hashPassword("not a password of anyone");
  await verifyPassword(password, await dummy);
  return false;
}
