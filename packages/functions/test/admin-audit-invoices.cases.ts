import { expect } from "vitest";
import { db } from "@printshop/core/dynamo/db";
import * as Company from "@printshop/core/company/index";
import * as InvoiceSettings from "@printshop/core/invoice-settings/index";
import * as Actions from "@printshop/core/invoice/actions";
import { Snapshot } from "@printshop/core/invoice/schema";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { setup, type Case } from "./admin-audit-content.cases";

/**
 * The audit cases of invoicing (issue 30): Settings → KSeF, an invoice issued by hand, a
 * correction, a pro forma, and the Invoices screen's "send to KSeF again" of an invoice KSeF
 * refused (its queue item made here as the queue records a refusal); spread into admin-audit.test.ts's `cases`. The seller, the transfer
 * method and a company's order are made first (by the setup actor where it is a write).
 */
async function companyOrder() {
  await db()
    .entities.company.put({
      name: "Drukarnia Testowa sp. z o.o.",
      street: "ul. Prosta 1",
      postcode: "00-001",
      city: "Warszawa",
      country: "PL",
      nip: "5260250274",
    })
    .go();
  Company.invalidate();
  await db()
    .entities.paymentMethod.put({
      paymentMethodId: 1,
      icon: "icon-transfer",
      translations: { pl: "Przelew", en: "Transfer", de: "Überweisung" },
    })
    .go();
  const order = await placeTestOrder({ paymentMethodId: 1 });
  await db()
    .entities.order.patch({ orderId: order.orderId })
    .set({
      customer: {
        ...order.customer,
        type: 1,
        billingCompany: "Kupujący S.A.",
        billingTax: "7740001454",
        billingAddress1: "ul. Długa 5",
        billingPostcode: "09-411",
        billingCity: "Płock",
        billingCountry: "PL",
      } as never,
    })
    .go();
  return order;
}

let n = 0;
export const invoiceCases: Record<string, Case> = {
  "admin.invoiceSettings.update": async () => {
    const current = await InvoiceSettings.forEdit();
    const saved = await InvoiceSettings.update(
      { ksefEnvironment: "test", invoiceOn: "dispatch", version: current.version },
      setup,
    );
    return {
      input: { ksefEnvironment: "demo", invoiceOn: "dispatch", version: saved.version },
      action: "invoiceSettings.update",
      target: { type: "invoiceSettings", id: "current" },
      before: { ksefEnvironment: "test" },
      after: { ksefEnvironment: "demo" },
    };
  },
  "admin.invoices.issue": async () => {
    const order = await companyOrder();
    return {
      input: { orderId: order.orderId },
      action: "invoice.issue",
      target: { type: "order", id: order.orderId },
      before: null,
      after: { invoice: expect.stringMatching(/^FV\/\d{4}\/\d+$/) as unknown as string },
    };
  },
  "admin.invoices.correct": async () => {
    const order = await companyOrder();
    const issued = await Actions.issue({ orderId: order.orderId }, setup);
    const { data } = await db().entities.invoice.get({ invoiceId: issued.invoiceId }).go();
    const line = Snapshot.parse(JSON.parse(data!.snapshot)).lines[0]!;
    const lines = [{ index: 0, quantity: "50", unitNet: "1" }];
    return {
      input: { invoiceId: issued.invoiceId, lines, reason: "Zwrot części towaru", version: 1 },
      action: "invoice.correct",
      target: { type: "invoice", id: issued.invoiceId },
      before: { lines: [line] },
      after: {
        correction: expect.stringMatching(/^KOR\/\d{4}\/\d+$/) as unknown as string,
        reason: "Zwrot części towaru",
        lines,
      },
    };
  },
  "admin.invoices.proforma": async () => {
    const order = await companyOrder();
    return {
      input: { orderId: order.orderId },
      action: "invoice.proforma",
      target: { type: "order", id: order.orderId },
      before: null,
      after: { invoice: expect.stringMatching(/^PF\/\d{4}\/\d+$/) as unknown as string },
    };
  },
  "admin.invoices.send": async () => {
    const seq = 900_000 + (Date.now() % 90_000) * 10 + n++;
    const invoiceId = `FV/2026/${seq}`;
    const ksefId = `FV-2026-${seq}`;
    const now = Date.now();
    await db()
      .entities.ksefInvoice.create({
        invoiceId: ksefId,
        xml: "<Faktura/>",
        invoiceHash: "a".repeat(43) + "=",
        invoiceSize: 10,
        state: "refused",
        attempts: 1,
        reasonCode: 450,
        reason: "Błąd weryfikacji semantyki dokumentu faktury",
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    return {
      input: { invoiceId, version: 1 },
      action: "ksefInvoice.send",
      target: { type: "ksefInvoice", id: ksefId },
      before: { state: "refused", attempts: 1 },
      after: { state: "to_send", attempts: 1 },
    };
  },
};
