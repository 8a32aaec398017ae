import { constants, privateDecrypt } from "node:crypto";
import { aesDecrypt, sha256Base64 } from "../crypto";
import { ksefNumber, referenceNumber } from "../number";
import { invoiceFields } from "../xml-fields";
import {
  hex,
  INPUT,
  KsefAuth,
  Refusal,
  type InvoiceValidator,
  type ServerKeys,
  type StatusInfo,
} from "./ksef-auth";
import { upoXml, type UpoDocument } from "./ksef-upo";

export { INPUT, Refusal, type InvoiceValidator, type StatusInfo } from "./ksef-auth";

/**
 * The local KSeF's online sessions behind the HTTP layer (ksef.server.ts): session keys decrypted,
 * invoices decrypted and checked (hashes, sizes, the injected validator, the seller's NIP,
 * duplicates), KSeF numbers, statuses, UPOs; authentication in ksef-auth.ts. Codes and
 * descriptions are the ones open-api.json documents for each operation.
 */
export interface StoredInvoice {
  ordinalNumber: number;
  referenceNumber: string;
  invoiceHash: string;
  invoicingDate: string;
  offline: boolean;
  xml: string | null;
  status: StatusInfo;
  ksefNumber?: string;
  invoiceNumber?: string;
  acquisitionDate?: string;
  permanentStorageDate?: string;
  upo?: UpoDocument;
}
interface Session {
  ref: string;
  nip: string;
  key: Buffer | null;
  iv: Buffer;
  formCode: string;
  created: string;
  updated: string;
  validUntil: string;
  closed: boolean;
  invoices: StoredInvoice[];
  upoRef?: string;
}

const FORMS = new Set(["FA (3)|1-0E|FA", "FA (2)|1-0E|FA"]);
const MAX_INVOICE = 1_000_000;
const ACCEPTED: StatusInfo = { code: 200, description: "Sukces" };
const PROCESSING: StatusInfo = { code: 150, description: "Trwa przetwarzanie" };

export class KsefState extends KsefAuth {
  readonly sessions = new Map<string, Session>();
  /** Accepted invoices by seller NIP + invoice number (KSeF's duplicate check). */
  readonly accepted = new Map<string, { ksefNumber: string; session: string }>();
  processingMs = 20;
  validate: InvoiceValidator;
  /** Decisions forced on the next invoices processed (a refusal with KSeF's reason). */
  readonly forcedDecisions: StatusInfo[] = [];
  private timers = new Set<NodeJS.Timeout>();

  constructor(keys: ServerKeys, validate: InvoiceValidator) {
    super(keys);
    this.validate = validate;
  }

  stop() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private later(fn: () => void | Promise<void>) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      void fn();
    }, this.processingMs);
    t.unref();
    this.timers.add(t);
  }

  openSession(
    nip: string,
    body: {
      formCode: { systemCode: string; schemaVersion: string; value: string };
      encryption: {
        encryptedSymmetricKey: string;
        initializationVector: string;
        publicKeyId?: string | null;
      };
    },
  ) {
    const f = body.formCode;
    if (!FORMS.has(`${f.systemCode}|${f.schemaVersion}|${f.value}`))
      throw new Refusal(400, 21405, INPUT, ["Wskazany kod formularza nie jest wspierany."]);
    const e = body.encryption;
    if (e.publicKeyId && e.publicKeyId !== this.keys.symmetric.id)
      throw new Refusal(
        400,
        21470,
        "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.",
        [`Klucz o identyfikatorze ${e.publicKeyId} nie jest wspierany.`],
      );
    const iv = Buffer.from(e.initializationVector, "base64");
    if (iv.length !== 16)
      throw new Refusal(400, 21405, INPUT, ["Wektor inicjalizujący musi mieć 16 bajtów."]);
    let key: Buffer | null;
    try {
      key = privateDecrypt(
        {
          key: this.keys.symmetric.privateKey,
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: "sha256",
        },
        Buffer.from(e.encryptedSymmetricKey, "base64"),
      );
      if (key.length !== 32) key = null;
    } catch {
      key = null; // the session opens; its status says the key could not be decrypted (415)
    }
    const now = new Date();
    const ref = referenceNumber("SO", now, hex(10));
    const validUntil = new Date(now.getTime() + 12 * 3_600_000).toISOString();
    this.sessions.set(ref, {
      ref,
      nip,
      key,
      iv,
      formCode: f.systemCode,
      created: now.toISOString(),
      updated: now.toISOString(),
      validUntil,
      closed: false,
      invoices: [],
    });
    return { referenceNumber: ref, validUntil };
  }

  session(ref: string, nip: string): Session {
    const s = this.sessions.get(ref);
    if (!s || s.nip !== nip)
      throw new Refusal(400, 21173, "Brak sesji o wskazanym numerze referencyjnym.", [
        `Sesja o numerze referencyjnym ${ref} nie została odnaleziona.`,
      ]);
    return s;
  }

  sessionCode(s: Session): number {
    if (!s.key) return 415;
    if (!s.closed) return 100;
    if (s.invoices.some((i) => i.status.code === 150)) return 170;
    if (s.invoices.length === 0) return 440;
    return s.invoices.some((i) => i.status.code === 200) ? 200 : 445;
  }

  sendInvoice(
    ref: string,
    nip: string,
    body: {
      invoiceHash: string;
      invoiceSize: number;
      encryptedInvoiceHash: string;
      encryptedInvoiceSize: number;
      encryptedInvoiceContent: string;
      offlineMode?: boolean;
    },
  ) {
    const s = this.session(ref, nip);
    const code = this.sessionCode(s);
    if (code !== 100)
      throw new Refusal(400, 21180, "Status sesji nie pozwala na wykonanie operacji.", [
        `Status sesji ${code} uniemożliwia wysyłkę faktur.`,
      ]);
    const encrypted = Buffer.from(body.encryptedInvoiceContent, "base64");
    if (encrypted.length !== body.encryptedInvoiceSize)
      throw new Refusal(400, 21402, "Nieprawidłowy rozmiar pliku.", [
        "Długość treści nie zgadza się z rozmiarem pliku.",
      ]);
    if (sha256Base64(encrypted) !== body.encryptedInvoiceHash)
      throw new Refusal(400, 21403, "Nieprawidłowy skrót pliku.", [
        "Skrót treści nie zgadza się ze skrótem pliku.",
      ]);
    if (body.invoiceSize > MAX_INVOICE)
      throw new Refusal(400, 21405, INPUT, ["Przekroczono dozwolony rozmiar faktury."]);
    let plain: Buffer | null = null;
    try {
      plain = aesDecrypt(s.key!, s.iv, encrypted);
    } catch {
      plain = null; // decided below: 435, the file could not be decrypted
    }
    if (plain && plain.length !== body.invoiceSize)
      throw new Refusal(400, 21402, "Nieprawidłowy rozmiar pliku.", [
        "Długość treści nie zgadza się z rozmiarem pliku.",
      ]);
    if (plain && sha256Base64(plain) !== body.invoiceHash)
      throw new Refusal(400, 21403, "Nieprawidłowy skrót pliku.", [
        "Skrót treści nie zgadza się ze skrótem pliku.",
      ]);
    const now = new Date();
    const invoice: StoredInvoice = {
      ordinalNumber: s.invoices.length + 1,
      referenceNumber: referenceNumber("EE", now, hex(10)),
      invoiceHash: body.invoiceHash,
      invoicingDate: now.toISOString(),
      offline: body.offlineMode === true,
      xml: plain ? plain.toString("utf8") : null,
      status: PROCESSING,
    };
    s.invoices.push(invoice);
    s.updated = now.toISOString();
    this.later(() => this.process(s, invoice));
    return { referenceNumber: invoice.referenceNumber };
  }

  private async process(s: Session, invoice: StoredInvoice) {
    invoice.status = await this.decide(s, invoice).catch((): StatusInfo => ({
      code: 500,
      description: "Nieznany błąd (500)",
    }));
    s.updated = new Date().toISOString();
  }

  private async decide(s: Session, invoice: StoredInvoice): Promise<StatusInfo> {
    const forced = this.forcedDecisions.shift();
    if (forced) return forced;
    if (invoice.xml === null) return { code: 435, description: "Błąd odszyfrowania pliku" };
    const verdict = await this.validate(invoice.xml);
    if (!verdict.ok)
      return {
        code: 450,
        description: "Błąd weryfikacji semantyki dokumentu faktury",
        details: verdict.errors.slice(0, 20),
      };
    const f = invoiceFields(invoice.xml);
    if (!f.sellerNip || !f.invoiceNumber || !f.issueDate)
      return {
        code: 450,
        description: "Błąd weryfikacji semantyki dokumentu faktury",
        details: [
          "Brak NIP sprzedawcy (Podmiot1), daty wystawienia (P_1) lub numeru faktury (P_2).",
        ],
      };
    if (f.sellerNip !== s.nip) return { code: 410, description: "Nieprawidłowy zakres uprawnień" };
    const dup = this.accepted.get(`${f.sellerNip}|${f.invoiceNumber}`);
    if (dup)
      return {
        code: 440,
        description: "Duplikat faktury",
        details: [
          `Duplikat faktury. Faktura o numerze KSeF: ${dup.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${dup.session}`,
        ],
        extensions: {
          originalSessionReferenceNumber: dup.session,
          originalKsefNumber: dup.ksefNumber,
        },
      };
    const now = new Date();
    invoice.ksefNumber = ksefNumber(f.sellerNip, now, hex(6));
    invoice.invoiceNumber = f.invoiceNumber;
    invoice.acquisitionDate = now.toISOString();
    invoice.permanentStorageDate = new Date(now.getTime() + 1).toISOString();
    invoice.upo = {
      sellerNip: f.sellerNip,
      ksefNumber: invoice.ksefNumber,
      invoiceNumber: f.invoiceNumber,
      issueDate: f.issueDate,
      sentAt: invoice.invoicingDate,
      acquiredAt: invoice.acquisitionDate,
      invoiceHash: invoice.invoiceHash,
      mode: invoice.offline ? "Offline" : "Online",
    };
    this.accepted.set(`${f.sellerNip}|${f.invoiceNumber}`, {
      ksefNumber: invoice.ksefNumber,
      session: s.ref,
    });
    return ACCEPTED;
  }

  invoiceView(s: Session, i: StoredInvoice, origin: string) {
    return {
      ordinalNumber: i.ordinalNumber,
      referenceNumber: i.referenceNumber,
      invoiceHash: i.invoiceHash,
      invoicingDate: i.invoicingDate,
      invoicingMode: i.offline ? "Offline" : "Online",
      status: i.status,
      ...(i.ksefNumber
        ? {
            ksefNumber: i.ksefNumber,
            invoiceNumber: i.invoiceNumber,
            acquisitionDate: i.acquisitionDate,
            permanentStorageDate: i.permanentStorageDate,
            upoDownloadUrl: `${origin}/storage/upo/${s.ref}/${i.referenceNumber}.xml`,
            upoDownloadUrlExpirationDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          }
        : {}),
    };
  }

  invoice(s: Session, invoiceRef: string): StoredInvoice {
    const i = s.invoices.find((x) => x.referenceNumber === invoiceRef);
    if (!i)
      throw new Refusal(400, 21405, INPUT, [
        `Faktura o numerze referencyjnym ${invoiceRef} nie została odnaleziona.`,
      ]);
    return i;
  }

  close(ref: string, nip: string) {
    const s = this.session(ref, nip);
    const code = this.sessionCode(s);
    if (code !== 100)
      throw new Refusal(400, 21180, "Status sesji nie pozwala na wykonanie operacji.", [
        `Status sesji ${code} uniemożliwia jej zamknięcie.`,
      ]);
    s.closed = true;
    s.updated = new Date().toISOString();
  }

  invoiceUpo(s: Session, i: StoredInvoice): string {
    if (!i.upo) throw new Refusal(400, 21405, INPUT, ["UPO dla faktury nie jest dostępne."]);
    return upoXml({ referenceNumber: s.ref, nip: s.nip, formCode: s.formCode }, [i.upo]);
  }

  sessionUpo(s: Session): string {
    return upoXml(
      { referenceNumber: s.ref, nip: s.nip, formCode: s.formCode },
      s.invoices.flatMap((i) => (i.upo ? [i.upo] : [])),
    );
  }

  sessionView(s: Session, origin: string) {
    const code = this.sessionCode(s);
    const descriptions: Record<number, string> = {
      100: "Sesja interaktywna otwarta",
      170: "Sesja interaktywna zamknięta",
      200: "Sesja interaktywna przetworzona pomyślnie",
      415: "Błąd odszyfrowania dostarczonego klucza",
      440: "Sesja anulowana",
      445: "Błąd weryfikacji, brak poprawnych faktur",
    };
    const final = code === 200 || code === 445;
    if (final) s.upoRef ??= referenceNumber("EU", new Date(), hex(10));
    return {
      status: {
        code,
        description: descriptions[code]!,
        ...(code === 440 ? { details: ["Nie przesłano faktur"] } : {}),
      },
      dateCreated: s.created,
      dateUpdated: s.updated,
      validUntil: s.validUntil,
      invoiceCount: s.invoices.length,
      successfulInvoiceCount: s.invoices.filter((i) => i.status.code === 200).length,
      failedInvoiceCount: s.invoices.filter((i) => i.status.code >= 400).length,
      ...(final && s.upoRef
        ? {
            upo: {
              pages: [
                {
                  referenceNumber: s.upoRef,
                  downloadUrl: `${origin}/storage/session-upo/${s.ref}/${s.upoRef}.xml`,
                  downloadUrlExpirationDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
                },
              ],
            },
          }
        : {}),
    };
  }
}
