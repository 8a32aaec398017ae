import { randomBytes } from "node:crypto";
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
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
 * `ALTCHA_HMAC_KEY` must be set where more than one process serves the API (Lambda); without it a
 * random per-process key is used (fine for one local server, logged once in AWS).
 */
export const ALGORITHM = "PBKDF2/SHA-256";
const COST = 100;
const MIN_COUNTER = 1_000;
const MAX_COUNTER = 15_000;
export const CHALLENGE_TTL_SECONDS = 20 * 60;

let fallbackKey: string | undefined;
function keys() {
  const configured = process.env.ALTCHA_HMAC_KEY;
  if (configured) return { sign: configured, key: `${configured}:key` };
  if (!fallbackKey) {
    fallbackKey = randomBytes(32).toString("hex");
    if (process.env.AWS_LAMBDA_FUNCTION_NAME)
      console.warn("[captcha] ALTCHA_HMAC_KEY is not set: using a per-container key");
  }
  return { sign: fallbackKey, key: `${fallbackKey}:key` };
}

/** Challenges handed out per IP per window (each costs a key derivation and one write). */
export const CHALLENGE_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/** A new signed challenge, as the widget expects it (JSON); with `ip`, claimed against its limit first. */
export async function challenge(
  options: { expiresInSeconds?: number; ip?: string } = {},
): Promise<Challenge> {
  if (options.ip !== undefined) await hit("captcha", addressKey(options.ip), CHALLENGE_LIMIT);
  const k = keys();
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
  const k = keys();
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
