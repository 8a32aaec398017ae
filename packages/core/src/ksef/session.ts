import type { KsefConnection } from "./auth";
import type { InvoiceStatus } from "./client";
import { aesEncrypt, fileMeta, oaepEncrypt, sessionKey } from "./crypto";
import { KsefError } from "./errors";

/**
 * An online (interactive) session (sesja-interaktywna.md): a fresh AES-256 key and IV per
 * session, the key wrapped RSA-OAEP SHA-256 under the SymmetricKeyEncryption certificate; each
 * invoice encrypted AES-256-CBC/PKCS#7 and sent with the SHA-256 (Base64) and size of both the
 * plain and the encrypted file; statuses read by reference; closing starts the session's UPO.
 */
export const FA3 = { systemCode: "FA (3)", schemaVersion: "1-0E", value: "FA" } as const;

/** Processing codes: still at work; every other code is KSeF's decision. */
export const isProcessing = (code: number) => code === 100 || code === 150;

export type OnlineSession = Awaited<ReturnType<typeof openSession>>;

export interface FormCode {
  systemCode: string;
  schemaVersion: string;
  value: string;
}

export async function openSession(conn: KsefConnection, formCode: FormCode = FA3) {
  const { key, iv } = sessionKey();
  const opened = await conn.withKey("SymmetricKeyEncryption", (k) =>
    conn.withAccess((token) =>
      conn.client.openOnlineSession(token, {
        formCode,
        encryption: {
          encryptedSymmetricKey: oaepEncrypt(k.key, key).toString("base64"),
          initializationVector: iv.toString("base64"),
          publicKeyId: k.publicKeyId,
        },
      }),
    ),
  );
  const ref = opened.referenceNumber;
  const { client } = conn;

  return {
    referenceNumber: ref,
    validUntil: opened.validUntil,
    /** Encrypts and sends one invoice; answers KSeF's reference of it and the plain file's hash. */
    async send(xml: Buffer, options: { offlineMode?: boolean } = {}) {
      const plain = fileMeta(xml);
      const encrypted = aesEncrypt(key, iv, xml);
      const sealed = fileMeta(encrypted);
      const sent = await conn.withAccess((token) =>
        client.sendInvoice(token, ref, {
          invoiceHash: plain.hash,
          invoiceSize: plain.size,
          encryptedInvoiceHash: sealed.hash,
          encryptedInvoiceSize: sealed.size,
          encryptedInvoiceContent: encrypted.toString("base64"),
          offlineMode: options.offlineMode ?? false,
        }),
      );
      return { referenceNumber: sent.referenceNumber, invoiceHash: plain.hash };
    },
    status: (invoiceRef: string) => invoiceStatus(conn, ref, invoiceRef),
    close: () => conn.withAccess((token) => client.closeOnlineSession(token, ref)),
  };
}

export const invoiceStatus = (conn: KsefConnection, sessionRef: string, invoiceRef: string) =>
  conn.withAccess((token) => conn.client.invoiceStatus(token, sessionRef, invoiceRef));

/** Polls an invoice until KSeF decides or `pollMs` runs out (then the last, undecided answer). */
export async function awaitDecision(
  conn: KsefConnection,
  sessionRef: string,
  invoiceRef: string,
  pollMs = conn.config.pollMs ?? 30_000,
): Promise<InvoiceStatus> {
  const started = Date.now();
  for (let wait = 50; ; wait = Math.min(wait * 2, 2_000)) {
    const s = await invoiceStatus(conn, sessionRef, invoiceRef);
    if (!isProcessing(s.status.code) || Date.now() - started > pollMs) return s;
    await new Promise((ok) => setTimeout(ok, wait));
  }
}

/** Finds an invoice in a session by its hash: how a send whose answer was lost is resolved. */
export async function findInSession(
  conn: KsefConnection,
  sessionRef: string,
  invoiceHash: string,
): Promise<InvoiceStatus | null> {
  let continuation: string | undefined;
  for (let page = 0; page < 100; page++) {
    const list = await conn.withAccess((token) =>
      conn.client.sessionInvoices(token, sessionRef, continuation),
    );
    const found = list.invoices.find((i) => i.invoiceHash === invoiceHash);
    if (found) return found;
    if (!list.continuationToken) return null;
    continuation = list.continuationToken;
  }
  throw new KsefError("protocol", "session invoice list does not end");
}

/** The invoice's UPO, checked against KSeF's hash of it when given. */
export async function invoiceUpo(conn: KsefConnection, sessionRef: string, invoiceRef: string) {
  const upo = await conn.withAccess((token) =>
    conn.client.invoiceUpo(token, sessionRef, invoiceRef),
  );
  if (upo.hash && fileMeta(Buffer.from(upo.xml, "utf8")).hash !== upo.hash)
    throw new KsefError("protocol", "the UPO does not match its hash");
  return upo.xml;
}

/** The session's status and, once closed and processed, its UPO pages (downloaded). */
export async function sessionUpo(conn: KsefConnection, sessionRef: string) {
  const status = await conn.withAccess((token) => conn.client.sessionStatus(token, sessionRef));
  const pages = await Promise.all(
    (status.upo?.pages ?? []).map((p) => conn.client.download(p.downloadUrl)),
  );
  return { status, pages };
}
