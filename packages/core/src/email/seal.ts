import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { secondFactorKey } from "../config/secrets";
import { AppError } from "../error";

/**
 * The sealed copy of an e-mail whose links carry secrets (email/index.ts keeps it only until the
 * message is sent). Sealed as second-factor/secret.ts seals TOTP secrets: AES-256-GCM, the
 * message id as associated data (a copy moved onto another message does not open), and a key
 * from config/secrets.ts. That key is the second-factor key's text, every stage's SSM
 * SecureString (a fixed development key locally), so no stage needs a new secret before it
 * deploys; HKDF with this module's own label makes it a key of its own (nothing sealed here
 * opens as a second factor, nor the other way). Not compressed: compressing what a shopper partly
 * writes (a name) next to a secret would let the sealed copy's length say something about it.
 */
const DEVELOPMENT_KEY = "printshop development outbox key: not for deployments";
const LABEL = "printshop outbox seal v1";
const VERSION = "v1";

let derived: { text: string; key: Buffer } | undefined;

async function key(): Promise<Buffer> {
  let text: string;
  try {
    text = (await secondFactorKey()) ?? DEVELOPMENT_KEY;
  } catch (error) {
    // config/secrets.ts says which key is missing or short, never its value.
    console.error(`[email] ${(error as Error).message}: a message with a link cannot be stored`);
    throw new AppError("unavailable", "service.unavailable", { params: { seconds: 60 } });
  }
  if (derived?.text !== text)
    derived = { text, key: Buffer.from(hkdfSync("sha256", text, "", LABEL, 32)) };
  return derived.key;
}

export interface Parts {
  text: string;
  html: string;
}

export async function seal(parts: Parts, messageId: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await key(), iv);
  cipher.setAAD(Buffer.from(messageId));
  const body = Buffer.concat([cipher.update(JSON.stringify(parts), "utf8"), cipher.final()]);
  return [VERSION, ...[iv, body, cipher.getAuthTag()].map((p) => p.toString("base64url"))].join(
    ".",
  );
}

/** The sealed parts; throws for a copy that is damaged, another message's, or under another key. */
export async function open(sealed: string, messageId: string): Promise<Parts> {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) throw new Error("unreadable sealed message");
  const decipher = createDecipheriv("aes-256-gcm", await key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(messageId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as Parts;
}
