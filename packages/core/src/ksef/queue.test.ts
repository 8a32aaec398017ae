import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { constants, generateKeyPairSync, verify } from "node:crypto";
import { useTestTable } from "../../../../test/db";
import { AppError } from "../error";
import { fileMeta } from "./crypto";
import * as Ksef from "./index";
import { isKsefNumber } from "./number";
import { getItem } from "./store";
import { sampleInvoice } from "../invoice/testing/ksef-invoices";
import { validate as fa3Validate } from "../invoice/fa3/validate";
import { LocalKsef } from "./testing/ksef.server";

/**
 * The sending queue on DynamoDB Local against the local KSeF: invoices queued by id, sent in one
 * session, accepted with KSeF numbers; KSeF down → they wait (`offline`) and go unchanged when it
 * is back; a refusal keeps KSeF's reason; a lost answer is resolved by reading KSeF; 20 rounds at
 * once send each invoice once.
 */
const NIP = "5265877635";
let ksef: LocalKsef;
let n = 0;
const later = () => Date.now() + 2 * 3_600_000; // past any backoff and lease

beforeAll(async () => {
  await useTestTable("ksef");
  ksef = await new LocalKsef({ validate: fa3Validate }).start();
});
afterAll(() => ksef?.stop());
beforeEach(async () => {
  ksef.unavailable = false;
  Ksef.configure({
    config: {
      environment: "test",
      baseUrl: ksef.baseUrl,
      token: ksef.issueToken(NIP),
      nip: NIP,
      pollMs: 10_000,
      timeoutMs: 5_000, // generous: a loaded CI machine is slow, and no test here waits for a time-out
    },
  });
  // each test starts with an empty queue: what earlier tests left is decided first
  await Ksef.sendDue({ now: later() });
  ksef.requests.length = 0;
});

const invoice = () => {
  const id = `inv-${++n}-${Date.now()}`;
  return {
    invoiceId: id,
    xml: sampleInvoice({ nip: NIP, number: `FV/${n}/2026`, issueDate: "2026-02-01" }),
  };
};
const posts = () =>
  ksef.requests.filter((r) => r.method === "POST" && r.path.endsWith("/invoices"));
/** What the local KSeF received of these invoices (matched by the document's hash). */
const received = (items: { xml: string }[]) => {
  const hashes = new Set(items.map((i) => fileMeta(Buffer.from(i.xml)).hash));
  return [...ksef.state.sessions.values()]
    .flatMap((s) => s.invoices)
    .filter((r) => hashes.has(r.invoiceHash));
};

describe("the queue", () => {
  it("sends 3 queued invoices through one session: accepted, numbered, with a UPO and the QR link", async () => {
    const items = [invoice(), invoice(), invoice()];
    for (const i of items) expect((await Ksef.enqueue(i)).state).toBe("to_send");
    expect(await Ksef.sendDue()).toEqual({
      claimed: 3,
      accepted: 3,
      refused: 0,
      offline: 0,
      pending: 0,
    });
    expect(ksef.requests.filter((r) => r.path === "/v2/sessions/online")).toHaveLength(1);
    expect(posts()).toHaveLength(3);
    for (const i of items) {
      const s = await Ksef.status({ invoiceId: i.invoiceId });
      expect(s).toMatchObject({
        state: "accepted",
        attempts: 0,
        reason: null,
        lastError: null,
        hasUpo: true,
        offlineMode: false,
        certificateQrUrl: null,
      });
      expect(isKsefNumber(s.ksefNumber!)).toBe(true);
      expect(s.qrUrl).toBe(
        `https://qr-test.ksef.mf.gov.pl/invoice/${NIP}/01-02-2026/${Buffer.from(s.invoiceHash, "base64").toString("base64url")}`,
      );
      expect(await Ksef.upo({ invoiceId: i.invoiceId })).toContain(s.ksefNumber!);
    }
    expect(await Ksef.sendDue()).toMatchObject({ claimed: 0 });
  });

  it("enqueue is idempotent by id and hash; the same id with another document is a conflict", async () => {
    const i = invoice();
    const first = await Ksef.enqueue(i);
    expect(await Ksef.enqueue(i)).toEqual(first);
    const e = await Ksef.enqueue({ ...i, xml: i.xml.replace("<P_15>", "<P_15>1") }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(AppError);
    expect([(e as AppError).kind, (e as AppError).code]).toEqual(["conflict", "ksef.conflict"]);
    await Ksef.sendDue();
    expect(posts()).toHaveLength(1);
  });

  it("KSeF unavailable: the invoices wait offline with the reason, then go unchanged when it is back", async () => {
    const items = [invoice(), invoice()];
    for (const i of items) await Ksef.enqueue(i);
    const offlineKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
    Ksef.configure({
      config: {
        ...Ksef.ksef().config!,
        offlineCertificate: {
          serial: "01F20A5D352AE590",
          privateKeyPem: offlineKey.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        },
      },
    });
    ksef.unavailable = true;
    expect(await Ksef.sendDue()).toMatchObject({ claimed: 2, offline: 2, accepted: 0 });
    const waiting = await Ksef.status({ invoiceId: items[0]!.invoiceId });
    expect(waiting).toMatchObject({
      state: "offline",
      attempts: 1,
      ksefNumber: null,
      offlineMode: true,
    });
    expect(waiting.lastError).toContain("http_503");
    expect(waiting.nextAttemptAt).toBeGreaterThan(Date.now() + 20_000);
    // KOD II: the issuer's link, signed with the Offline certificate's key (RSASSA-PSS)
    const hash = Buffer.from(waiting.invoiceHash, "base64").toString("base64url");
    const path = `qr-test.ksef.mf.gov.pl/certificate/Nip/${NIP}/${NIP}/01F20A5D352AE590/${hash}`;
    expect(waiting.certificateQrUrl!.startsWith(`https://${path}/`)).toBe(true);
    const signature = Buffer.from(waiting.certificateQrUrl!.split("/").pop()!, "base64url");
    const pss = {
      key: offlineKey.publicKey,
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: 32,
    };
    expect(verify("sha256", Buffer.from(path), pss, signature)).toBe(true);
    expect(await Ksef.sendDue()).toMatchObject({ claimed: 0 }); // not before its backoff
    expect(received(items)).toHaveLength(0);

    ksef.unavailable = false;
    expect(await Ksef.sendDue({ now: later() })).toMatchObject({ claimed: 2, accepted: 2 });
    const got = received(items);
    expect(got.map((r) => [r.xml, r.offline])).toEqual(items.map((i) => [i.xml, true]));
    expect(posts()).toHaveLength(2);
  });

  it("a refused invoice keeps KSeF's code, description and details", async () => {
    const i = invoice();
    await Ksef.enqueue(i);
    ksef.refuseNextInvoice({
      code: 450,
      description: "Błąd weryfikacji semantyki dokumentu faktury",
      details: ["Niepoprawna wartość P_15."],
    });
    expect(await Ksef.sendDue()).toMatchObject({ claimed: 1, refused: 1 });
    expect(await Ksef.status({ invoiceId: i.invoiceId })).toMatchObject({
      state: "refused",
      ksefNumber: null,
      reason: {
        code: 450,
        description: "Błąd weryfikacji semantyki dokumentu faktury",
        details: ["Niepoprawna wartość P_15."],
      },
    });
    expect(await Ksef.sendDue({ now: later() })).toMatchObject({ claimed: 0 }); // a refusal is final
  });

  it("an answer lost on the way back: resolved by the session's list, the invoice is not sent again", async () => {
    const i = invoice();
    await Ksef.enqueue(i);
    ksef.failNext("drop", { route: "/sessions/online/{referenceNumber}/invoices" });
    expect(await Ksef.sendDue()).toMatchObject({ claimed: 1, pending: 1 });
    const left = await getItem(i.invoiceId);
    expect([left!.state, Boolean(left!.sessionRef), left!.invoiceRef ?? null]).toEqual([
      "sending",
      true,
      null,
    ]);
    expect(await Ksef.sendDue({ now: later() })).toMatchObject({ claimed: 1, accepted: 1 });
    expect(posts()).toHaveLength(1);
    expect(ksef.requests.some((r) => r.path.includes("/invoices") && r.method === "GET")).toBe(
      true,
    );
  });

  it("a decision slower than the wait: left `sending`, later decided by reading its status", async () => {
    const i = invoice();
    await Ksef.enqueue(i);
    ksef.state.processingMs = 1_500;
    Ksef.configure({ config: { ...Ksef.ksef().config!, pollMs: 200 } });
    try {
      expect(await Ksef.sendDue()).toMatchObject({ claimed: 1, pending: 1 });
      expect((await getItem(i.invoiceId))!.invoiceRef).toHaveLength(36);
      await new Promise((ok) => setTimeout(ok, 1_600));
      expect(await Ksef.sendDue({ now: later() })).toMatchObject({ claimed: 1, accepted: 1 });
      expect(posts()).toHaveLength(1);
    } finally {
      ksef.state.processingMs = 20;
    }
  });

  it("20 concurrent rounds send each invoice once", async () => {
    const items = Array.from({ length: 6 }, invoice);
    for (const i of items) await Ksef.enqueue(i);
    const rounds = await Promise.all(Array.from({ length: 20 }, () => Ksef.sendDue()));
    expect(rounds.reduce((a, r) => a + r.claimed, 0)).toBe(6);
    expect(posts()).toHaveLength(6);
    const hashes = received(items).map((r) => r.invoiceHash);
    for (const i of items)
      expect(hashes.filter((h) => h === fileMeta(Buffer.from(i.xml)).hash)).toHaveLength(1);
    for (const i of items)
      expect((await Ksef.status({ invoiceId: i.invoiceId })).state).toBe("accepted");
  });

  it("without KSeF configured, invoices wait as to_send", async () => {
    Ksef.configure({ config: null });
    const i = invoice();
    await Ksef.enqueue(i);
    expect(await Ksef.sendDue()).toEqual({
      claimed: 0,
      accepted: 0,
      refused: 0,
      offline: 0,
      pending: 0,
    });
    expect((await Ksef.status({ invoiceId: i.invoiceId })).state).toBe("to_send");
  });

  it("status of an unknown invoice: not_found", async () => {
    const e = await Ksef.status({ invoiceId: "nope" }).catch((x: unknown) => x);
    expect([(e as AppError).kind, (e as AppError).code]).toEqual(["not_found", "ksef.not_found"]);
  });
});
