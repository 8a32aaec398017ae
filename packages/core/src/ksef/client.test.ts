import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "./auth";
import { ksefClient } from "./client";
import { aesEncrypt, fileMeta, oaepEncrypt, sessionKey } from "./crypto";
import { KsefError } from "./errors";
import { isKsefNumber } from "./number";
import { awaitDecision, FA3, findInSession, invoiceUpo, openSession, sessionUpo } from "./session";
import { LocalKsef } from "./testing/ksef.server";
import { sampleInvoice } from "../invoice/testing/ksef-invoices";
import { validate as fa3Validate } from "../invoice/fa3/validate";

/**
 * The KSeF client against the local KSeF built from open-api.json: authentication with a KSeF
 * token, an online session, invoices encrypted and numbered, UPOs; and the requests the real
 * service refuses (a wrong field, a missing header, a wrong hash, an invalid document) refused
 * here the same way, with KSeF's codes surfacing as typed errors.
 */
const NIP = "5265877635";
let ksef: LocalKsef;
let token: string;
const config = () => ({
  environment: "test" as const,
  baseUrl: ksef.baseUrl,
  token,
  nip: NIP,
  pollMs: 10_000,
  timeoutMs: 5_000,
});

beforeAll(async () => {
  ksef = await new LocalKsef({ validate: fa3Validate }).start();
  token = ksef.issueToken(NIP);
});
afterAll(() => ksef?.stop());

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(KsefError);
  return e as KsefError;
};

describe("the whole flow", () => {
  it("authenticates, sends 3 invoices in one session, each accepted with a KSeF number and a UPO", async () => {
    const conn = connect(config());
    const session = await openSession(conn);
    const xmls = ["FV/1/2026", "FV/2/2026", "FV/3/2026"].map((number) =>
      sampleInvoice({ nip: NIP, number }),
    );
    const sent = [];
    for (const xml of xmls) sent.push(await session.send(Buffer.from(xml)));
    const decided = await Promise.all(
      sent.map((s) => awaitDecision(conn, session.referenceNumber, s.referenceNumber)),
    );
    expect(decided.map((d) => d.status.code)).toEqual([200, 200, 200]);
    for (const [i, d] of decided.entries()) {
      expect(isKsefNumber(d.ksefNumber!)).toBe(true);
      expect(d.ksefNumber!.startsWith(`${NIP}-`)).toBe(true);
      expect(d.invoiceHash).toBe(fileMeta(Buffer.from(xmls[i]!)).hash);
    }
    expect(new Set(decided.map((d) => d.ksefNumber)).size).toBe(3);

    const upo = await invoiceUpo(conn, session.referenceNumber, sent[1]!.referenceNumber);
    expect(upo).toContain(`<NumerKSeFDokumentu>${decided[1]!.ksefNumber}</NumerKSeFDokumentu>`);
    expect(upo).toContain("<NumerFaktury>FV/2/2026</NumerFaktury>");

    await session.close();
    await expect
      .poll(async () => (await sessionUpo(conn, session.referenceNumber)).status.status.code)
      .toBe(200);
    const { status, pages } = await sessionUpo(conn, session.referenceNumber);
    expect([status.invoiceCount, status.successfulInvoiceCount, status.failedInvoiceCount]).toEqual(
      [3, 3, 0],
    );
    for (const d of decided) expect(pages[0]).toContain(d.ksefNumber!);
    expect(conn.counts).toEqual({ authenticated: 1, refreshed: 0 });
    expect(ksef.violations).toEqual([]);
  });

  it("a lost answer is resolved by the session's list (by hash), not by sending again", async () => {
    const conn = connect(config());
    const session = await openSession(conn);
    const xml = Buffer.from(sampleInvoice({ nip: NIP, number: "FV/LOST/1" }));
    ksef.failNext("drop", { route: "/sessions/online/{referenceNumber}/invoices" });
    const lost = await refusal(session.send(xml));
    expect(lost.kind).toBe("unavailable");
    const found = await findInSession(conn, session.referenceNumber, fileMeta(xml).hash);
    expect(found?.ordinalNumber).toBe(1);
    expect(
      (await awaitDecision(conn, session.referenceNumber, found!.referenceNumber)).status.code,
    ).toBe(200);
  });
});

describe("token refresh", () => {
  it("refreshes the access token with the refresh token instead of authenticating again", async () => {
    ksef.state.accessTtlMs = 30_000; // inside the client's one-minute margin: renewed before each use
    try {
      const conn = connect(config());
      const first = await conn.accessToken();
      const second = await conn.accessToken();
      expect(second).not.toBe(first);
      expect(conn.counts).toEqual({ authenticated: 1, refreshed: 1 });
      const session = await openSession(conn);
      expect(session.referenceNumber).toHaveLength(36);
    } finally {
      ksef.state.accessTtlMs = 15 * 60_000;
    }
  });

  it("a revoked refresh token leads to a new authentication", async () => {
    ksef.state.accessTtlMs = 30_000;
    try {
      const conn = connect(config());
      await conn.accessToken();
      for (const op of ksef.state.auths.keys()) ksef.state.revokedRefresh.add(op);
      await conn.accessToken();
      expect(conn.counts).toEqual({ authenticated: 2, refreshed: 0 });
    } finally {
      ksef.state.accessTtlMs = 15 * 60_000;
    }
  });

  it("tokens KSeF no longer accepts (401): renewed once, by a new authentication, and the call carries on", async () => {
    const conn = connect(config());
    await conn.accessToken();
    const before = ksef.state.jwt;
    ksef.state.jwt = new (before.constructor as new () => typeof before)(); // every token issued so far is void
    const session = await openSession(conn);
    expect(session.referenceNumber).toHaveLength(36);
    expect(conn.counts).toEqual({ authenticated: 2, refreshed: 0 });
    const opened = ksef.requests.filter((r) => r.path === "/v2/sessions/online").slice(-2);
    expect(opened.map((r) => r.status)).toEqual([401, 201]);
  });

  it("a KSeF token KSeF does not know fails the authentication with its status and reason", async () => {
    const e = await refusal(connect({ ...config(), token: "20260101-EC-UNKNOWN" }).accessToken());
    expect([e.kind, e.reasons]).toEqual([
      "auth",
      [
        {
          code: 450,
          description: "Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu",
          details: ["Nieprawidłowy token"],
        },
      ],
    ]);
  });
});

describe("what the real service refuses, refused here", () => {
  const plainClient = () => ksefClient({ baseUrl: ksef.baseUrl });

  it("a misspelled body field: 400, 21405 with the validator's words", async () => {
    const c = plainClient();
    const challenge = await c.challenge();
    const e = await refusal(
      c.raw(`${ksef.baseUrl}/auth/ksef-token`, {
        method: "POST",
        path: "",
        body: {
          challenge: challenge.challenge,
          contextIdentifier: { type: "Nip", value: NIP },
          encryptedTokn: "AAAA",
        },
      }),
    );
    expect([e.status, e.reasons[0]!.code, e.reasons[0]!.description]).toEqual([
      400,
      21405,
      "Błąd walidacji danych wejściowych.",
    ]);
    expect(e.reasons[0]!.details.join(" ")).toContain("encryptedToken");
  });

  it("a missing Authorization header: 401 Problem Details", async () => {
    const e = await refusal(
      plainClient().raw(`${ksef.baseUrl}/sessions/online`, { method: "POST", path: "", body: {} }),
    );
    expect([e.kind, e.status]).toEqual(["auth", 401]);
  });

  it("a wrong Content-Type: 400", async () => {
    const conn = connect(config());
    const access = await conn.accessToken();
    const res = await fetch(`${ksef.baseUrl}/sessions/online`, {
      method: "POST",
      headers: { authorization: `Bearer ${access}`, "content-type": "text/plain" },
      body: JSON.stringify({
        formCode: FA3,
        encryption: { encryptedSymmetricKey: "AAAA", initializationVector: "AAAA" },
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      exception: { exceptionDetailList: { exceptionCode: number; details: string[] }[] };
    };
    expect(body.exception.exceptionDetailList[0]).toMatchObject({
      exceptionCode: 21405,
      details: ["Content-Type: must be application/json"],
    });
  });

  it("an unsupported form code: 400, 21405", async () => {
    const conn = connect(config());
    const e = await refusal(
      openSession(conn, { systemCode: "FA (9)", schemaVersion: "1-0E", value: "FA" }),
    );
    expect(e.reasons[0]).toMatchObject({
      code: 21405,
      details: ["Wskazany kod formularza nie jest wspierany."],
    });
  });

  async function rawSession() {
    const conn = connect(config());
    const access = await conn.accessToken();
    const k = await conn.key("SymmetricKeyEncryption");
    const { key, iv } = sessionKey();
    const c = plainClient();
    const s = await c.openOnlineSession(access, {
      formCode: FA3,
      encryption: {
        encryptedSymmetricKey: oaepEncrypt(k.key, key).toString("base64"),
        initializationVector: iv.toString("base64"),
        publicKeyId: k.publicKeyId,
      },
    });
    const body = (xml: string) => {
      const plain = Buffer.from(xml);
      const enc = aesEncrypt(key, iv, plain);
      return {
        invoiceHash: fileMeta(plain).hash,
        invoiceSize: plain.length,
        encryptedInvoiceHash: fileMeta(enc).hash,
        encryptedInvoiceSize: enc.length,
        encryptedInvoiceContent: enc.toString("base64"),
        offlineMode: false,
      };
    };
    return { conn, access, c, ref: s.referenceNumber, body };
  }

  it("a wrong invoice hash: 400, 21403; a wrong size: 21402", async () => {
    const { access, c, ref, body } = await rawSession();
    const good = body(sampleInvoice({ nip: NIP, number: "FV/H/1" }));
    const other = body(sampleInvoice({ nip: NIP, number: "FV/H/2" }));
    const e1 = await refusal(
      c.sendInvoice(access, ref, { ...good, invoiceHash: other.invoiceHash }),
    );
    expect([e1.status, e1.reasons[0]!.code]).toEqual([400, 21403]);
    const e2 = await refusal(
      c.sendInvoice(access, ref, { ...good, invoiceSize: good.invoiceSize + 1 }),
    );
    expect(e2.reasons[0]!.code).toBe(21402);
    const e3 = await refusal(
      c.sendInvoice(access, ref, { ...good, encryptedInvoiceHash: other.encryptedInvoiceHash }),
    );
    expect(e3.reasons[0]!.code).toBe(21403);
  });

  it("an invalid document: sent, then refused 450 with the FA(3) schema's own message", async () => {
    const { conn, access, c, ref, body } = await rawSession();
    const sent = await c.sendInvoice(access, ref, body("<Rachunek>nie faktura</Rachunek>"));
    const s = await awaitDecision(conn, ref, sent.referenceNumber);
    expect(s.status).toMatchObject({
      code: 450,
      details: [
        "line 1: Element 'Rachunek': No matching global declaration available for the validation root.",
      ],
    });
    expect(s.ksefNumber ?? null).toBeNull();
  });

  it("an FA(3) document missing a required element (P_2, the number) is refused 450 naming it", async () => {
    const { conn, access, c, ref, body } = await rawSession();
    const xml = sampleInvoice({ nip: NIP, number: "FV/NO-P2/1" }).replace(
      /<P_2>[^<]{1,40}<\/P_2>/,
      "",
    );
    const sent = await c.sendInvoice(access, ref, body(xml));
    const s = await awaitDecision(conn, ref, sent.referenceNumber);
    expect(s.status.code).toBe(450);
    expect(s.status.details?.join(" ")).toMatch(/P_2/);
    expect(s.ksefNumber ?? null).toBeNull();
  });

  it("another seller's NIP: 410; the same invoice number twice: 440 duplicate naming the first", async () => {
    const { conn, access, c, ref, body } = await rawSession();
    const other = await c.sendInvoice(
      access,
      ref,
      body(sampleInvoice({ nip: "1234563218", number: "FV/X/1" })),
    );
    expect((await awaitDecision(conn, ref, other.referenceNumber)).status.code).toBe(410);
    const first = await c.sendInvoice(
      access,
      ref,
      body(sampleInvoice({ nip: NIP, number: "FV/D/1" })),
    );
    const firstStatus = await awaitDecision(conn, ref, first.referenceNumber);
    const again = await c.sendInvoice(
      access,
      ref,
      body(sampleInvoice({ nip: NIP, number: "FV/D/1", issueDate: "2026-02-02" })),
    );
    const dup = await awaitDecision(conn, ref, again.referenceNumber);
    expect(dup.status).toMatchObject({
      code: 440,
      extensions: {
        originalKsefNumber: firstStatus.ksefNumber,
        originalSessionReferenceNumber: ref,
      },
    });
  });

  it("a publicKeyId KSeF does not know: 400, 21470", async () => {
    const conn = connect(config());
    const access = await conn.accessToken();
    const k = await conn.key("SymmetricKeyEncryption");
    const e = await refusal(
      plainClient().openOnlineSession(access, {
        formCode: FA3,
        encryption: {
          encryptedSymmetricKey: oaepEncrypt(k.key, sessionKey().key).toString("base64"),
          initializationVector: sessionKey().iv.toString("base64"),
          publicKeyId: "A".repeat(43) + "=",
        },
      }),
    );
    expect(e.reasons[0]!.code).toBe(21470);
  });

  it("KSeF unavailable (503) and slow (no answer) are `unavailable`, with Retry-After kept", async () => {
    const c = ksefClient({ baseUrl: ksef.baseUrl, timeoutMs: 300 });
    ksef.failNext({ status: 503, retryAfter: 30 });
    const e1 = await refusal(c.challenge());
    expect([e1.kind, e1.status, e1.retryAfter]).toEqual(["unavailable", 503, 30]);
    ksef.failNext("hang");
    const e2 = await refusal(c.challenge());
    expect([e2.kind, e2.message]).toEqual(["unavailable", "timeout"]);
  });

  it("429: `unavailable` with the documented body's words and Retry-After", async () => {
    ksef.failNext({ status: 429, retryAfter: 7 }, { route: "/auth/challenge" });
    const e = await refusal(plainClient().challenge());
    expect([e.kind, e.status, e.retryAfter]).toEqual(["unavailable", 429, 7]);
  });

  it("a path the spec does not have: 404; a method it does not document: 405", async () => {
    expect((await fetch(`${ksef.baseUrl}/sessions/online/x/y/z`)).status).toBe(404);
    expect((await fetch(`${ksef.baseUrl}/auth/challenge`)).status).toBe(405);
  });

  it("a path parameter against its schema: a reference number not 36 characters is 21405", async () => {
    const conn = connect(config());
    const e = await refusal(conn.withAccess((t) => conn.client.sessionStatus(t, "too-short")));
    expect(e.reasons[0]).toMatchObject({ code: 21405 });
    expect(e.reasons[0]!.details.join(" ")).toContain("referenceNumber");
  });

  it("the Ministry's keys rotated: 21470, the client reads the certificates again and carries on", async () => {
    const conn = connect(config());
    await conn.key("SymmetricKeyEncryption"); // the old list, held
    await conn.accessToken();
    ksef.rotateKeys();
    const session = await openSession(conn);
    expect(session.referenceNumber).toHaveLength(36);
    const opened = ksef.requests.filter((r) => r.path === "/v2/sessions/online").slice(-2);
    expect(opened.map((r) => r.status)).toEqual([400, 201]);
    const sent = await session.send(Buffer.from(sampleInvoice({ nip: NIP, number: "FV/ROT/1" })));
    expect(
      (await awaitDecision(conn, session.referenceNumber, sent.referenceNumber)).status.code,
    ).toBe(200);
  });

  it("a download link outside KSeF is not followed", async () => {
    const e = await refusal(plainClient().download("https://example.com/upo.xml"));
    expect(e.kind).toBe("protocol");
  });

  it("every answer the server gave matched open-api.json", () => {
    expect(ksef.violations).toEqual([]);
  });
});
