import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { connect, type KsefConnection } from "./auth";
import { loadConfig, type KsefConfig } from "./config";
import { fileMeta } from "./crypto";
import { createPrivateKey, type KeyObject } from "node:crypto";
import { certificateVerificationUrl, invoiceVerificationUrl } from "./qr";
import { EnqueueInput, StatusInput, type Info, type SendDueResult } from "./schema";
import { sendDue as sendRound } from "./send";
import { getItem, isConditionFailure, type Item } from "./store";
import { invoiceFields } from "./xml-fields";

export {
  ksefSecrets,
  loadConfig,
  KSEF_API,
  LOCAL_KSEF_LABEL,
  type KsefConfig,
  type KsefEnvironment,
} from "./config";
export { KsefError, type KsefReason } from "./errors";
export { invoiceVerificationUrl, certificateVerificationUrl } from "./qr";
export { isKsefNumber } from "./number";
export type { Info, SendDueResult } from "./schema";

/**
 * The shop's KSeF module (docs/ksef.md). The invoice module calls `enqueue` when an invoice is
 * issued; a schedule (and, for a quick answer, the issuing request) calls `sendDue`; `status`
 * says where an invoice is. Nothing here is sent twice: the item is keyed by the invoice's id,
 * claimed with conditional writes, and a send whose answer was lost is resolved by reading
 * KSeF's list of the session, not by sending again.
 */
export interface KsefSetup {
  /**
   * Null: KSeF is not configured; invoices wait as `to_send`. Undefined: read for each round
   * (`loadConfig`: the secret stores and Settings → KSeF), as in the running shop.
   */
  config?: KsefConfig | null;
  /** Reads a document kept by reference (`xmlRef`, an S3 key) when it is sent. */
  loadXml: (xmlRef: string) => Promise<string>;
}

let setup: KsefSetup | undefined;
let connection: { config: KsefConfig; conn: KsefConnection } | undefined;

export function ksef(): KsefSetup {
  setup ??= {
    loadXml: () => Promise.reject(new AppError("internal", "ksef.xml_missing")),
  };
  return setup;
}

/** Sets any part of the setup (tests, the local server, the Lambda). */
export function configure(next: Partial<KsefSetup>): KsefSetup {
  setup = { ...ksef(), ...next };
  connection = undefined;
  return setup;
}

/** The configuration now: the one set by `configure`, else the secrets' and the settings'. */
export async function currentConfig(): Promise<KsefConfig | null> {
  const s = ksef();
  return s.config === undefined ? loadConfig() : s.config;
}

const sameConfig = (a: KsefConfig, b: KsefConfig) =>
  a === b ||
  (a.baseUrl === b.baseUrl &&
    a.token === b.token &&
    a.nip === b.nip &&
    a.environment === b.environment &&
    a.offlineCertificate?.serial === b.offlineCertificate?.serial);

/** One connection per container: its tokens are shared by every round (and refreshed). */
function conn(config: KsefConfig): KsefConnection {
  if (!connection || !sameConfig(connection.config, config))
    connection = { config, conn: connect(config) };
  return connection.conn;
}

/** Queues an invoice for KSeF. The same id with the same document is the same item. */
export const enqueue = fn(EnqueueInput, async (input): Promise<Info> => {
  const now = Date.now();
  const inline = "xml" in input;
  const meta = inline
    ? fileMeta(Buffer.from(input.xml, "utf8"))
    : { hash: input.invoiceHash, size: input.invoiceSize };
  const fields = inline
    ? invoiceFields(input.xml)
    : { sellerNip: input.sellerNip ?? null, issueDate: input.issueDate ?? null };
  try {
    await db()
      .entities.ksefInvoice.create({
        invoiceId: input.invoiceId,
        ...(inline ? { xml: input.xml } : { xmlRef: input.xmlRef }),
        invoiceHash: meta.hash,
        invoiceSize: meta.size,
        ...(fields.sellerNip ? { sellerNip: fields.sellerNip } : {}),
        ...(fields.issueDate && /^\d{4}-\d{2}-\d{2}$/.test(fields.issueDate)
          ? { issueDate: fields.issueDate }
          : {}),
        state: "to_send",
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .go({ response: "none" });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const item = await getItem(input.invoiceId);
  if (!item) throw new AppError("internal", "ksef.not_found");
  if (item.invoiceHash !== meta.hash) throw new AppError("conflict", "ksef.conflict");
  return info(item, await currentConfig().catch(() => null));
});

/** One sending round; answers what it did. Without configuration it does nothing. */
export async function sendDue(
  options: { now?: number; limit?: number } = {},
): Promise<SendDueResult> {
  const s = ksef();
  const config = await currentConfig();
  if (!config) return { claimed: 0, accepted: 0, refused: 0, offline: 0, pending: 0 };
  return sendRound({
    conn: conn(config),
    now: options.now ?? Date.now(),
    limit: Math.min(Math.max(options.limit ?? 50, 1), 100),
    loadXml: async (item: Item) => {
      const xml = item.xml ?? (item.xmlRef ? await s.loadXml(item.xmlRef) : null);
      if (xml === null) throw new AppError("internal", "ksef.xml_missing");
      return xml;
    },
  });
}

export const status = fn(StatusInput, async ({ invoiceId }): Promise<Info> => {
  const item = await getItem(invoiceId);
  if (!item) throw new AppError("not_found", "ksef.not_found");
  return info(item, await currentConfig().catch(() => null));
});

/** The invoice's UPO (XML), once KSeF accepted it. */
export const upo = fn(StatusInput, async ({ invoiceId }): Promise<string | null> => {
  const item = await getItem(invoiceId);
  if (!item) throw new AppError("not_found", "ksef.not_found");
  return item.upo ?? null;
});

let signingKey: { pem: string; key: KeyObject } | undefined;
/** KOD II for an offline invoice, when the Offline KSeF certificate is configured. */
function certificateQr(i: Item, config: KsefConfig | null): string | null {
  const cert = config?.offlineCertificate;
  if (!cert || !i.offlineMode || !i.sellerNip) return null;
  if (signingKey?.pem !== cert.privateKeyPem)
    signingKey = { pem: cert.privateKeyPem, key: createPrivateKey(cert.privateKeyPem) };
  return certificateVerificationUrl({
    environment: config.environment,
    contextType: "Nip",
    contextValue: config.nip,
    sellerNip: i.sellerNip,
    certificateSerial: cert.serial,
    invoiceHash: i.invoiceHash,
    privateKey: signingKey.key,
  });
}

/** What the shop shows of a queue item (its KSeF number, reason, QR links), under `config` (currentConfig). */
export function info(i: Item, config: KsefConfig | null): Info {
  const environment = config?.environment ?? "test";
  let details: string[] = [];
  try {
    details = i.reasonDetails ? (JSON.parse(i.reasonDetails) as string[]) : [];
  } catch {
    details = [];
  }
  return {
    invoiceId: i.invoiceId,
    state: i.state,
    attempts: i.attempts,
    invoiceHash: i.invoiceHash,
    ksefNumber: i.ksefNumber ?? null,
    acquisitionDate: i.acquisitionDate ?? null,
    reason:
      i.state === "refused"
        ? { code: i.reasonCode ?? 0, description: i.reason ?? "", details }
        : null,
    lastError: i.lastError ?? null,
    offlineMode: i.offlineMode,
    qrUrl:
      i.sellerNip && i.issueDate
        ? invoiceVerificationUrl({
            environment,
            sellerNip: i.sellerNip,
            issueDate: i.issueDate,
            invoiceHash: i.invoiceHash,
          })
        : null,
    certificateQrUrl: certificateQr(i, config),
    hasUpo: Boolean(i.upo),
    nextAttemptAt: i.state === "accepted" || i.state === "refused" ? null : i.nextAttemptAt,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    decidedAt: i.decidedAt ?? null,
  };
}
