import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { captchaKey } from "../config/secrets";
import { db } from "../dynamo/db";
import { hit } from "./throttle";
import { addressKey } from "./address";

/**
 * Self-hosted proof-of-work captcha (ALTCHA): the server hands out signed challenges, the
 * browser's widget finds the counter, the server checks the solution without a third party.
 *
 * Deterministic mode: the server picks the counter and signs the derived key (so verifying is
 * one HMAC, not a search). A solution is accepted once: its challenge's signature is stored with
 * `create` (attribute_not_exists) until the challenge expires, so a replay fails.
 *
 * The signing key is the same for every process of a stage (config/secrets.ts): in AWS an SSM
 * SecureString per stage, refused when missing or shorter than 32 bytes (registration then fails
 * loudly instead of failing across instances); locally `ALTCHA_HMAC_KEY` or a key kept on disk.
 */
export const ALGORITHM = "PBKDF2/SHA-256";
const COST = 100;
const MIN_COUNTER = 1_000;
const MAX_COUNTER = 15_000;
export const CHALLENGE_TTL_SECONDS = 20 * 60;

async function keys() {
  const key = await captchaKey();
  return { sign: key, key: `${key}:key` };
}

/** Challenges handed out per IP per window (each costs a key derivation and one write). */
export const CHALLENGE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/** A new signed challenge, as the widget expects it (JSON); with `ip`, claimed against its limit first. */
export async function challenge(
  options: { expiresInSeconds?: number; ip?: string } = {},
): Promise<Challenge> {
  if (options.ip !== undefined) await hit("captcha", addressKey(options.ip), CHALLENGE_LIMIT);
  const k = await keys();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(MIN_COUNTER, MAX_COUNTER),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? CHALLENGE_TTL_SECONDS),
    hmacSignatureSecret: k.sign,
    hmacKeySignatureSecret: k.key,
  });
}

export type CaptchaOutcome = "ok" | "missing" | "malformed" | "expired" | "invalid" | "replayed";

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Payload>;
    const c = parsed.challenge;
    const s = parsed.solution;
    if (!c || typeof c !== "object" || !c.parameters || typeof c.signature !== "string")
      return null;
    if (
      !s ||
      typeof s !== "object" ||
      typeof s.counter !== "number" ||
      typeof s.derivedKey !== "string"
    )
      return null;
    return { challenge: c, solution: s };
  } catch {
    return null;
  }
}

/** Checks an ALTCHA payload and spends it: the same payload never passes twice. */
export async function verify(payload: string | undefined | null): Promise<CaptchaOutcome> {
  if (!payload) return "missing";
  const decoded = decode(payload);
  if (!decoded) return "malformed";
  if (decoded.challenge.parameters.algorithm !== ALGORITHM) return "invalid";
  const k = await keys();
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: k.sign,
    hmacKeySignatureSecret: k.key,
  }).catch(() => null);
  if (!result) return "invalid";
  if (result.expired) return "expired";
  if (!result.verified) return "invalid";
  const expiresAt =
    decoded.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS;
  try {
    await db()
      .entities.usedToken.create({ key: `captcha#${decoded.challenge.signature}`, expiresAt })
      .go();
  } catch (error) {
    if (String((error as Error)?.message).includes("conditional request failed")) return "replayed";
    throw error;
  }
  return "ok";
}
