import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { AppError } from "../error";

/**
 * TOTP secrets are stored encrypted (AES-256-GCM, the user id as associated data, so an item
 * copied onto another user does not decrypt): a copy of the table alone does not hand out
 * anyone's second factor. The key is `SECOND_FACTOR_KEY` (32 bytes or more of secret text),
 * read once per container. In AWS it must be set (no key: enrolment and the second step are
 * refused, and the log says why); locally and in tests a fixed development key stands in.
 *
 * THE place the key is read: where the deployment keeps it in SSM or Secrets Manager
 * (core/config/secrets.ts), only `keyText` changes.
 */
const MIN_KEY_BYTES = 32;
const DEVELOPMENT_KEY = "printshop development second-factor key: not for deployments";
const VERSION = "v1";

let cached: Buffer | undefined;

function keyText(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.SECOND_FACTOR_KEY;
  if (configured) return configured;
  return env.AWS_LAMBDA_FUNCTION_NAME ? undefined : DEVELOPMENT_KEY;
}

function key(): Buffer {
  if (cached) return cached;
  const text = keyText();
  if (!text || Buffer.byteLength(text) < MIN_KEY_BYTES) {
    console.error(
      `[second-factor] SECOND_FACTOR_KEY is ${text ? "shorter than 32 bytes" : "not set"}: second factors cannot be used`,
    );
    throw new AppError("unavailable", "service.unavailable", { params: { seconds: 60 } });
  }
  // Any secret text of 32 bytes or more becomes the 256-bit key.
  return (cached = createHash("sha256").update(text).digest());
}

/** Tests only: forget the key read (after changing the environment). */
export function forgetKey(): void {
  cached = undefined;
}

export function seal(secretBase32: string, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, body, tag]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function open(sealed: string, userId: string): string {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag)
    throw new Error("second factor: unreadable secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
