import { constants, createHash, sign, type KeyObject } from "node:crypto";
import type { KsefEnvironment } from "./config";

/**
 * The verification links printed as QR codes (kody-qr.md). KOD I, for every invoice: the
 * environment's QR host, `/invoice/{seller NIP}/{issue date DD-MM-RRRR}/{SHA-256 of the XML file,
 * Base64URL}`. KOD II, for invoices issued offline: `/certificate/{context type}/{context value}/
 * {seller NIP}/{KSeF certificate serial}/{hash}/{signature}`, the signature made with the Offline
 * KSeF certificate's private key over the link without `https://` (RSASSA-PSS SHA-256, MGF1
 * SHA-256, 32-byte salt; or ECDSA P-256 SHA-256 in IEEE P1363 form), Base64URL.
 */
export const QR_HOSTS: Record<KsefEnvironment, string> = {
  test: "qr-test.ksef.mf.gov.pl",
  demo: "qr-demo.ksef.mf.gov.pl",
  production: "qr.ksef.mf.gov.pl",
};

const base64url = (b: Buffer) => b.toString("base64url");

/** The invoice file's SHA-256 in Base64URL, from the file itself or from its Base64 hash. */
export function invoiceHashUrl(input: { xml: string | Buffer } | { hashBase64: string }): string {
  if ("xml" in input) return base64url(createHash("sha256").update(input.xml).digest());
  const bytes = Buffer.from(input.hashBase64, "base64");
  if (bytes.length !== 32) throw new Error("qr: the hash is not a SHA-256");
  return base64url(bytes);
}

const NIP = /^\d{10}$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-02-01` (P_1 as the invoice carries it) → `01-02-2026`. */
export function qrDate(issueDate: string): string {
  const m = ISO_DAY.exec(issueDate.slice(0, 10));
  if (!m) throw new Error("qr: the issue date is not RRRR-MM-DD");
  return `${m[3]}-${m[2]}-${m[1]}`;
}

export interface InvoiceLinkInput {
  environment: KsefEnvironment;
  sellerNip: string;
  /** The invoice's issue date (P_1), `RRRR-MM-DD`. */
  issueDate: string;
  xml?: string | Buffer;
  /** The SHA-256 of the XML in Base64 (as sent to KSeF), when the file is not at hand. */
  invoiceHash?: string;
}

/** KOD I: the link to verify and download an invoice. */
export function invoiceVerificationUrl(i: InvoiceLinkInput): string {
  if (!NIP.test(i.sellerNip)) throw new Error("qr: the seller's NIP is not 10 digits");
  const hash =
    i.xml !== undefined
      ? invoiceHashUrl({ xml: i.xml })
      : invoiceHashUrl({ hashBase64: i.invoiceHash ?? "" });
  return `https://${QR_HOSTS[i.environment]}/invoice/${i.sellerNip}/${qrDate(i.issueDate)}/${hash}`;
}

export interface CertificateLinkInput {
  environment: KsefEnvironment;
  contextType: "Nip" | "InternalId" | "NipVatUe" | "PeppolId";
  contextValue: string;
  sellerNip: string;
  /** The Offline KSeF certificate's serial number, as KSeF shows it (hex). */
  certificateSerial: string;
  xml?: string | Buffer;
  invoiceHash?: string;
  /** The Offline KSeF certificate's private key (RSA ≥ 2048 bits or EC P-256). */
  privateKey: KeyObject;
}

/** The signed part of KOD II: host and path, no scheme, no trailing slash. */
export function certificateLinkPath(i: Omit<CertificateLinkInput, "privateKey">): string {
  if (!NIP.test(i.sellerNip)) throw new Error("qr: the seller's NIP is not 10 digits");
  if (!/^[0-9a-f]{1,40}$/i.test(i.certificateSerial)) throw new Error("qr: bad serial");
  if (!/^[0-9a-z-]{1,50}$/i.test(i.contextValue)) throw new Error("qr: bad context value");
  const hash =
    i.xml !== undefined
      ? invoiceHashUrl({ xml: i.xml })
      : invoiceHashUrl({ hashBase64: i.invoiceHash ?? "" });
  return `${QR_HOSTS[i.environment]}/certificate/${i.contextType}/${i.contextValue}/${i.sellerNip}/${i.certificateSerial}/${hash}`;
}

/** KOD II: the link that proves the issuer, signed with the Offline certificate's key. */
export function certificateVerificationUrl(i: CertificateLinkInput): string {
  const path = certificateLinkPath(i);
  const data = Buffer.from(path, "utf8");
  const key = i.privateKey;
  let signature: Buffer;
  if (key.asymmetricKeyType === "rsa") {
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
      throw new Error("qr: RSA key < 2048 bits");
    signature = sign("sha256", data, {
      key,
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: 32,
    });
  } else if (
    key.asymmetricKeyType === "ec" &&
    key.asymmetricKeyDetails?.namedCurve === "prime256v1"
  ) {
    signature = sign("sha256", data, { key, dsaEncoding: "ieee-p1363" });
  } else throw new Error("qr: the key is neither RSA nor EC P-256");
  return `https://${path}/${base64url(signature)}`;
}
