import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import * as Payment from "@printshop/core/payment/index";
import { przelewy24 } from "@printshop/core/payment/przelewy24";
import { db } from "@printshop/core/dynamo/db";
import { getOrder } from "@printshop/core/payment/store";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { LocalPrzelewy24 } from "@printshop/core/payment/testing/przelewy24.server";
import * as Ksef from "@printshop/core/ksef/index";
import { fileMeta } from "@printshop/core/ksef/crypto";
import { LocalKsef } from "@printshop/core/ksef/testing/ksef.server";
import { validate } from "@printshop/core/invoice/fa3/validate";
import { sampleInvoice } from "@printshop/core/invoice/testing/ksef-invoices";
import { built, handler, useTestTable } from "./built";

/**
 * The stack's `Jobs` schedule invokes the API Lambda with EventBridge's scheduled event: the built
 * handler runs the outbox's retries and the online payments' sweep, and answers what each did.
 * The sweep reads, from the provider, payments pending for over three minutes whose
 * notification never came: the system clock is moved on ten minutes for that call (Date only).
 */
const scheduled = {
  "detail-type": "Scheduled Event",
  source: "aws.events",
} as unknown as APIGatewayProxyEventV2;
let p24: LocalPrzelewy24;
let ksef: LocalKsef;
const NIP = "5265877635";

beforeAll(async () => {
  await useTestTable("scheduled");
  p24 = await new LocalPrzelewy24().start();
  // The local KSeF checks every invoice against the FA(3) XSD, as the real one does.
  ksef = await new LocalKsef({ validate }).start();
  built.configureKsef({
    config: {
      environment: "test",
      baseUrl: ksef.baseUrl,
      token: ksef.issueToken(NIP),
      nip: NIP,
      timeoutMs: 5_000,
      pollMs: 10_000,
    },
  });
  const gateway = { ...p24.config, timeoutMs: 5_000 };
  built.configurePayments({ gateway: built.przelewy24(gateway), origin: "http://localhost:3000" });
  Payment.configurePayments({ gateway: przelewy24(gateway), origin: "http://localhost:3000" });
  // The test orders' method (2): paid online through Przelewy24.
  await db()
    .entities.paymentMethod.put({
      paymentMethodId: 2,
      icon: "icon-card",
      provider: "przelewy24",
      translations: { pl: "Online", en: "Online", de: "Online" },
    })
    .go();
});
afterAll(async () => {
  vi.useRealTimers();
  await p24?.stop();
  await ksef?.stop();
});

describe("the scheduled event", () => {
  it("sweeps pending payments: one paid at the provider without a notification becomes paid, an unpaid one stays", async () => {
    const paid = await placeTestOrder();
    const unpaid = await placeTestOrder();
    const a = await Payment.create({ orderId: paid.orderId });
    await Payment.create({ orderId: unpaid.orderId });
    p24.pay(a.paymentId);

    // Not yet due (created just now): nothing is read.
    const early = await handler(scheduled);
    expect(early.statusCode).toBe(200);
    expect(JSON.parse(early.body!)).toMatchObject({
      email: { tried: expect.any(Number) },
      payments: { read: 0, changed: 0 },
    });
    expect(await getOrder(paid.orderId)).toMatchObject({ paymentStatus: "awaiting" });

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    try {
      const res = await handler(scheduled);
      expect(res.statusCode).toBe(200);
      const body = JSON.parse(res.body!) as { payments: { read: number; changed: number } };
      expect(body.payments.read).toBeGreaterThanOrEqual(2);
      expect(body.payments.changed).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await getOrder(paid.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await getOrder(unpaid.orderId)).toMatchObject({ paymentStatus: "awaiting" });
  });

  it("a job that fails does not stop the other, and the run answers 500 with the failure named", async () => {
    built.configureDatabase({ endpoint: "http://127.0.0.1:9", table: "absent" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await handler(scheduled);
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body!)).toEqual({
        email: { failed: true },
        payments: { failed: true },
        invoices: { failed: true },
        proofs: { failed: true },
        ksef: { failed: true },
      });
      const logged = errors.mock.calls.map((c) => String(c[0]));
      expect(logged.some((l) => l.startsWith("[email] scheduled run failed"))).toBe(true);
      expect(logged.some((l) => l.startsWith("[payment] scheduled run failed"))).toBe(true);
      expect(logged.some((l) => l.startsWith("[invoice] scheduled run failed"))).toBe(true);
      expect(logged.some((l) => l.startsWith("[ksef] scheduled run failed"))).toBe(true);
      expect(logged.some((l) => l.startsWith("[proof] scheduled run failed"))).toBe(true);
    } finally {
      errors.mockRestore();
      await useTestTable("scheduled");
    }
  });

  it("KSeF unavailable: the invoices stay to send with the reason, and go, numbers and documents unchanged, when it is back", async () => {
    const queued = [1, 2].map((n) => ({
      invoiceId: `FV-2026-${n}00`,
      number: `FV/2026/${n}00`,
      xml: sampleInvoice({ nip: NIP, number: `FV/2026/${n}00`, issueDate: "2026-11-20" }),
    }));
    for (const q of queued)
      expect((await Ksef.enqueue({ invoiceId: q.invoiceId, xml: q.xml })).state).toBe("to_send");
    const logs = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      ksef.unavailable = true;
      const down = await handler(scheduled);
      expect(down.statusCode).toBe(200);
      expect(JSON.parse(down.body!)).toMatchObject({
        ksef: { claimed: 2, accepted: 0, offline: 2 },
      });
      for (const q of queued) {
        const s = await Ksef.status({ invoiceId: q.invoiceId });
        expect(s).toMatchObject({ state: "offline", attempts: 1, ksefNumber: null });
        expect(s.lastError).toMatch(/^unavailable: /);
        expect(s.nextAttemptAt).toBeGreaterThan(Date.now());
      }
      // Not due yet (backoff): a run now sends nothing and asks KSeF nothing.
      ksef.unavailable = false;
      ksef.requests.length = 0;
      expect(JSON.parse((await handler(scheduled)).body!)).toMatchObject({ ksef: { claimed: 0 } });
      expect(ksef.requests).toEqual([]);

      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3_600_000 });
      const back = await handler(scheduled);
      vi.useRealTimers();
      expect(back.statusCode).toBe(200);
      expect(JSON.parse(back.body!)).toMatchObject({ ksef: { claimed: 2, accepted: 2 } });
      expect(logs.mock.calls.map((c) => String(c[0]))).toContain(
        "[ksef] round: 2 accepted, 0 refused, 0 waiting for KSeF, 0 pending of 2",
      );
    } finally {
      vi.useRealTimers();
      logs.mockRestore();
    }
    const received = [...ksef.state.sessions.values()].flatMap((s) => s.invoices);
    for (const q of queued) {
      const s = await Ksef.status({ invoiceId: q.invoiceId });
      expect(s).toMatchObject({ state: "accepted", lastError: null, hasUpo: true });
      expect(Ksef.isKsefNumber(s.ksefNumber!)).toBe(true);
      expect(s.ksefNumber!.startsWith(`${NIP}-`)).toBe(true);
      // KSeF got the document as queued: same hash, same invoice number, sent once.
      const hash = fileMeta(Buffer.from(q.xml, "utf8")).hash;
      const copies = received.filter((r) => r.invoiceHash === hash);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.xml).toContain(`<P_2>${q.number}</P_2>`);
    }
  });

  it("an invoice failing the FA(3) schema is refused by KSeF with the schema's message, never accepted", async () => {
    const broken = {
      invoiceId: "FV-2026-900",
      xml: sampleInvoice({ nip: NIP, number: "FV/2026/900" }).replace(
        /<P_15>[^<]{1,30}<\/P_15>/,
        "",
      ),
    };
    await Ksef.enqueue(broken);
    const res = await handler(scheduled);
    expect(JSON.parse(res.body!)).toMatchObject({ ksef: { claimed: 1, refused: 1 } });
    const s = await Ksef.status({ invoiceId: broken.invoiceId });
    expect(s.state).toBe("refused");
    expect(s.reason?.code).toBe(450);
    // libxml2's own sentence: the element after the missing P_15 is not expected there.
    expect(s.reason?.details[0]).toMatch(
      /^line \d+: Element '\{[^}]{1,80}\}Adnotacje': This element is not expected/,
    );
    expect(s.ksefNumber).toBeNull();
  });
});
