import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from "node:crypto";
import { KsefError } from "./errors";

/**
 * The client side of KSeF's cryptography (uwierzytelnianie.md, sesja-interaktywna.md,
 * bezpieczenstwo_klucze-publiczne-do-szyfrowania.md): RSAES-OAEP with SHA-256 (MGF1 SHA-256)
 * under the Ministry's certificate for the KSeF token and the session key; AES-256-CBC with
 * PKCS#7 for invoices (the IV travels in the session's opening, not in front of each file: the
 * spec's example sizes, 6480 plain → 6496 encrypted, leave no room for a prefix); SHA-256 in
 * Base64 for the hashes.
 */
export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
export const sha256Base64 = (data: Buffer | string) => sha256(data).toString("base64");

export const fileMeta = (data: Buffer) => ({ hash: sha256Base64(data), size: data.length });

export const oaepEncrypt = (key: KeyObject, data: Buffer) =>
  publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, data);

export function aesEncrypt(key: Buffer, iv: Buffer, plain: Buffer): Buffer {
  const c = createCipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([c.update(plain), c.final()]);
}
export function aesDecrypt(key: Buffer, iv: Buffer, encrypted: Buffer): Buffer {
  const d = createDecipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([d.update(encrypted), d.final()]);
}

/** A fresh 256-bit key and 128-bit IV for one session. */
export const sessionKey = () => ({ key: randomBytes(32), iv: randomBytes(16) });

export type CertificateUsage = "KsefTokenEncryption" | "SymmetricKeyEncryption";

export interface PublicKeyCertificate {
  certificate: string;
  certificateId: string;
  publicKeyId: string;
  validFrom: string;
  validTo: string;
  usage: string[];
}

export interface ChosenKey {
  key: KeyObject;
  publicKeyId: string;
}

/** `publicKeyId`: SHA-256 of the certificate's SubjectPublicKeyInfo (DER), Base64. */
export const publicKeyIdOf = (key: KeyObject) =>
  sha256Base64(key.export({ type: "spki", format: "der" }));

/**
 * The certificate for a usage, valid now; of several, the latest `validFrom` (section 4.1). Its
 * `publicKeyId` must be the hash of the key inside it, or the list is not to be trusted.
 */
export function chooseKey(
  list: PublicKeyCertificate[],
  usage: CertificateUsage,
  now = Date.now(),
): ChosenKey {
  const valid = list
    .filter((c) => c.usage.includes(usage))
    .filter((c) => Date.parse(c.validFrom) <= now && now <= Date.parse(c.validTo))
    .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
  const chosen = valid[0];
  if (!chosen) throw new KsefError("protocol", `no valid ${usage} certificate`);
  let key: KeyObject;
  try {
    key = new X509Certificate(Buffer.from(chosen.certificate, "base64")).publicKey;
  } catch {
    throw new KsefError("protocol", `the ${usage} certificate does not parse`);
  }
  if (publicKeyIdOf(key) !== chosen.publicKeyId)
    throw new KsefError(
      "protocol",
      `the ${usage} certificate's publicKeyId does not match its key`,
    );
  return { key, publicKeyId: chosen.publicKeyId };
}
