import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { secondFactorKey } from "../config/secrets";
import { AppError } from "../error";

/**
 * TOTP secrets are stored encrypted (AES-256-GCM, the user id as associated data, so an item
 * copied onto another user does not decrypt): a copy of the table alone does not hand out
 * anyone's second factor. The key (32 bytes or more of secret text) is read once per container
 * by config/secrets.ts: in AWS from the stage's SSM SecureString (no key: enrolment and the
 * second step are refused, and the log says why); locally `SECOND_FACTOR_KEY`, else a fixed
 * development key stands in.
 */
const DEVELOPMENT_KEY = "printshop development second-factor key: not for deployments";
const VERSION = "v1";

async function key(): Promise<Buffer> {
  let text: string;
  try {
    text = (await secondFactorKey()) ?? DEVELOPMENT_KEY;
  } catch (error) {
    // config/secrets.ts says which key is missing or short, never its value.
    console.error(`[second-factor] ${(error as Error).message}: second factors cannot be used`);
    throw new AppError("unavailable", "service.unavailable", { params: { seconds: 60 } });
  }
  // Any secret text of 32 bytes or more becomes the 256-bit key.
  return createHash("sha256").update(text).digest();
}

export async function seal(secretBase32: string, userId: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await key(), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, body, tag]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export async function open(sealed: string, userId: string): Promise<string> {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag)
    throw new Error("second factor: unreadable secret");
  const decipher = createDecipheriv("aes-256-gcm", await key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
