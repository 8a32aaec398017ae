import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Email from "./index";
import * as Outbox from "./outbox";
import { orderConfirmation, statusChange, type OrderForEmail } from "./templates";

/** The outbox on DynamoDB Local: stored first, sent, retried on failure, never lost. */
beforeAll(async () => {
  await useTestTable("email");
});
beforeEach(() => Email.useTransport(undefined));

const failing = (log: string[]): Email.EmailTransport => ({
  name: "ses",
  async send(m) {
    log.push(m.to);
    throw new Error("Throttling: Maximum sending rate exceeded");
  },
});

describe("outbox", () => {
  it("stores every message with an HTML and a text part, then marks it sent by the transport", async () => {
    const { messageId } = await Email.send({
      kind: "account.confirm",
      to: "ola@example.com",
      locale: "de",
      subject: "Bitte bestätigen",
      text: "Öffnen Sie:\nhttps://shop.example/register/confirm#abc",
    });
    const item = await Outbox.get({ messageId });
    expect(item).toMatchObject({
      state: "sent",
      attempts: 1,
      transport: "local",
      locale: "de",
      to: "ola@example.com",
    });
    // The Outbox shows the link without its token (outbox-seal.test.ts); the e-mail has it.
    expect(item.html).toContain('<a href="https://shop.example/register/confirm#…">');
    expect(item.html).toContain('lang="de"');
    const [mail, ...more] = Email.sent({ to: "ola@example.com" });
    expect(more).toEqual([]);
    expect(mail!.kind).toBe("account.confirm");
    expect(mail!.html).toContain('<a href="https://shop.example/register/confirm#abc">');
  });

  it("a failed send keeps the message pending with a later retry; the retry sends it once", async () => {
    const tried: string[] = [];
    Email.useTransport(failing(tried));
    const t0 = Date.now();
    const { messageId } = await Email.send({
      kind: "order.status",
      to: "retry@example.com",
      subject: "S",
      text: "T",
    });
    let item = await Outbox.get({ messageId });
    expect(item).toMatchObject({ state: "pending", attempts: 1 });
    expect(item.lastError).toContain("Throttling");
    expect(item.nextAttemptAt).toBeGreaterThan(t0 + 50_000);

    // Not due yet: nothing is tried.
    await Email.retryDue(t0 + 1000);
    expect(tried).toEqual(["retry@example.com"]);

    Email.useTransport(undefined);
    const out = await Email.retryDue(item.nextAttemptAt + 1);
    expect(out.sent).toBeGreaterThanOrEqual(1);
    item = await Outbox.get({ messageId });
    expect(item).toMatchObject({ state: "sent", attempts: 2 });
    expect(Email.sent({ to: "retry@example.com" })).toHaveLength(1);
    // Sent once: a second run finds nothing of it to do.
    await Email.retryDue(item.nextAttemptAt + 10 * 86_400_000);
    expect(Email.sent({ to: "retry@example.com" })).toHaveLength(1);
  });

  it("gives up after the last attempt and shows it as failed; resend tries again", async () => {
    const tried: string[] = [];
    Email.useTransport(failing(tried));
    const { messageId } = await Email.send({
      kind: "order.status",
      to: "down@example.com",
      subject: "S",
      text: "T",
    });
    for (let i = 1; i < Email.MAX_ATTEMPTS; i++) {
      const item = await Outbox.get({ messageId });
      await Email.deliver(messageId, item.nextAttemptAt);
    }
    expect(tried).toHaveLength(Email.MAX_ATTEMPTS);
    expect(await Outbox.get({ messageId })).toMatchObject({
      state: "failed",
      attempts: Email.MAX_ATTEMPTS,
    });
    Email.useTransport(undefined);
    expect(
      await Outbox.resend({ messageId }, { userId: "u-admin", email: "admin@example.com" }),
    ).toEqual({ state: "sent" });
  });

  it("two processes delivering the same message send it once (the lease)", async () => {
    const tried: string[] = [];
    const slow: Email.EmailTransport = { name: "ses", send: async (m) => void tried.push(m.to) };
    Email.useTransport(slow);
    const now = Date.now();
    const message = await Email.prepare(
      { kind: "x", to: "lease@example.com", subject: "S", text: "T" },
      "lease-1",
      now,
    );
    await db()
      .transaction.write((e) => [Email.enqueueIn(e, message)])
      .go();
    const outcomes = await Promise.all([
      Email.deliver("lease-1", now),
      Email.deliver("lease-1", now),
    ]);
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(tried).toEqual(["lease@example.com"]);
  });

  it("the Outbox lists newest first with search and state filter", async () => {
    const out = await Outbox.list({ search: "retry@", pageSize: 10 });
    expect(out.items.map((m) => m.to)).toEqual(["retry@example.com"]);
    const failed = await Outbox.list({ filters: { state: "sent" } });
    expect(failed.items.every((m) => m.state === "sent")).toBe(true);
    const all = await Outbox.list({ pageSize: 100 });
    expect(all.items.map((m) => m.createdAt)).toEqual(
      [...all.items.map((m) => m.createdAt)].sort((a, b) => b - a),
    );
  });
});

const order: OrderForEmail = {
  number: "20261120-7KQ2M",
  createdAt: Date.parse("2026-11-20T09:00:00Z"),
  locale: "de",
  currency: "EUR",
  rate: "4.3000",
  noVat: true,
  vatNumber: "DE123456789",
  customerId: "u1",
  lines: [
    {
      title: { pl: "Etykiety na rolce", en: "Labels on rolls", de: "Etiketten auf Rolle" },
      params: [{ title: { pl: "Rozmiar", en: "Size", de: "Größe" }, value: "50 × 30 mm" }],
      quantity: 1000,
      days: 5,
      netAfterDiscount: "430.00",
      grossAfterDiscount: "430.00",
    },
  ],
  totals: { toPayNet: "451.50", toPayGross: "451.50", shippingGross: "21.50" },
};

describe("order e-mails", () => {
  it("asks for print files only when a line has none: files that came with every line are acknowledged", () => {
    const opts = { origin: "https://shop.example", payment: "Przelew", shipping: "Kurier" };
    const pl = {
      ...order,
      locale: "pl",
      lines: order.lines.map((l, i) => ({ ...l, id: `l${i}` })),
    };
    const asked = orderConfirmation(pl, opts).text;
    expect(asked).toContain("Pliki do druku możesz przesłać");
    expect(asked).not.toContain("Pliki do druku dotarły");
    const withFiles = { ...pl, files: pl.lines.map((l) => ({ lineId: l.id })) };
    const received = orderConfirmation(withFiles, opts).text;
    expect(received).toContain("Pliki do druku dotarły razem z zamówieniem");
    expect(received).not.toContain("Pliki do druku możesz przesłać");
    // A file for another line only: still asked.
    expect(orderConfirmation({ ...pl, files: [{ lineId: "other" }] }, opts).text).toContain(
      "Pliki do druku możesz przesłać",
    );
  });

  it("the confirmation is in the order's language and currency, with lines, dispatch, totals and the zero-VAT note", () => {
    const m = orderConfirmation(order, {
      origin: "https://shop.example",
      payment: "Überweisung",
      shipping: "Kurier",
    });
    expect(m.subject).toBe("Bestellung 20261120-7KQ2M eingegangen");
    expect(m.text).toContain("Etiketten auf Rolle × 1000");
    expect(m.text).toContain("Größe: 50 × 30 mm");
    expect(m.text).toMatch(/100,00\s€/); // 430 PLN at 4.30
    expect(m.text).toMatch(/105,00\s€/); // to pay 451.50 PLN
    expect(m.text).toContain("DE123456789");
    // Placed Friday 20th before noon: day 1 is that Friday, day 5 Thursday 26th.
    expect(m.text).toContain("Versand: 26. November 2026");
    expect(m.text).toContain("https://shop.example/de/account");
    expect(m.html).toContain("<table");
    expect(m.html).toContain("Etiketten auf Rolle");
    expect(m.html).not.toContain("{");
  });

  it.each(["pl", "en", "de"] as const)(
    "status change in %s names the new status and never leaks a key",
    (locale) => {
      const m = statusChange(
        { ...order, locale },
        { field: "status", to: "shipped" },
        { origin: "https://shop.example" },
      );
      expect(m.subject).toContain(order.number);
      expect(m.text).not.toMatch(/email\.|order\.status/);
      expect(m.html).toContain(`lang="${locale}"`);
      const pay = statusChange(
        { ...order, locale },
        { field: "paymentStatus", to: "paid" },
        { origin: "https://shop.example" },
      );
      expect(pay.subject).not.toBe(m.subject);
    },
  );
});
