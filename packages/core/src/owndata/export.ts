import { once } from "node:events";
import type { Writable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { storage } from "../storage/index";
import * as Audit from "../audit/index";
import { ofOrder } from "../invoice/issue";
import { invoicePdf } from "../invoice/pdf";
import { ksefInfoOf } from "../invoice/register";
import { fileBase } from "../invoice/export";
import { ordersOf } from "./erase";
import { ownAddresses } from "../address-book/index";
import { EXPORT_FILE_CAP, EXPORT_FILES_TOTAL_CAP } from "./schema";

type StoredOrder = Awaited<ReturnType<typeof ordersOf>>[number];

/**
 * The customer's data export (issue 31 item 6) as a ZIP, written to `out` as it is made: one
 * order at a time is read, turned into JSON and compressed (fflate's streaming `Zip`), its
 * invoices' PDFs rendered one at a time, its print files read one at a time (up to the caps in
 * schema.ts), and the writer waits whenever `out` asks it to (backpressure). Memory stays that of
 * one order and one file, whatever the number of orders (bench/owndata-export.ts measures it).
 *
 * Files: account.json, addresses.json, consents.json, saved-configurations.json, offers.json,
 * orders.json (the list) and orders/<number>.json (lines, amounts, the buyer as stored, parcels,
 * print files' metadata, the timeline),
 * proofs.json, files.json (the print files and what was left out), invoices/*.pdf, files/*.
 * Only this person's data: everything is read by their own account id.
 */
export async function writeExport(userId: string, out: Writable): Promise<{ orders: number }> {
  const { data: user } = await db().entities.user.get({ userId }).go({ consistent: true });
  if (!user) throw new AppError("auth", "auth.required");
  // fflate reports a failure through the callback: kept here and thrown at the next await.
  const state: { failed: Error | null } = { failed: null };
  const zip = new Zip((err, chunk) => {
    if (err) state.failed = err;
    else out.write(chunk);
  });
  const drained = async () => {
    if (state.failed) throw state.failed;
    if (out.writableNeedDrain) await once(out, "drain");
  };
  const json = async (name: string, value: unknown) => {
    const f = new ZipDeflate(name, { level: 6 });
    zip.add(f);
    f.push(strToU8(JSON.stringify(value, null, 2)), true);
    await drained();
  };
  const raw = async (name: string, bytes: Uint8Array) => {
    const f = new ZipPassThrough(name);
    zip.add(f);
    f.push(bytes, true);
    await drained();
  };

  const profile = user.profile ?? {};
  await json("account.json", {
    userId: user.userId,
    email: user.email,
    role: user.role,
    createdAt: iso(user.createdAt),
    confirmedAt: iso(user.confirmedAt),
    profile,
  });
  await json("addresses.json", {
    ...addressesOf(profile),
    addressBook: await ownAddresses(userId),
  });
  const saved = await db()
    .entities.savedConfig.query.byCustomer({ customerId: userId })
    .go({ pages: "all" });
  await json(
    "saved-configurations.json",
    saved.data.map((s) => ({
      name: s.name,
      config: s.config,
      mode: s.mode,
      createdAt: iso(s.createdAt),
    })),
  );
  // Offers are made on a product page for whoever asks, with no account: none is this person's.
  await json("offers.json", []);

  const orders = await ordersOf(userId);
  // One file per order, each finished before the next begins: fflate holds back a file added
  // while an earlier one is still open, so nothing may stay open across the loop.
  const index: unknown[] = [];
  const files: unknown[] = [];
  const proofs: unknown[] = [];
  const consents: unknown[] = [];
  let filesTotal = 0;
  for (const order of orders) {
    const name = `orders/${safeName(order.number)}.json`;
    await json(name, orderView(order, await timelineOf(order.orderId)));
    index.push({
      number: order.number,
      placedAt: iso(order.createdAt),
      status: order.status,
      gross: order.totals.toPayGross ?? order.totals.gross ?? null,
      file: name,
    });
    for (const p of order.proofs ?? [])
      proofs.push({
        order: order.number,
        lineId: p.lineId,
        state: p.state,
        proofs: p.proofs.map((x) => ({
          fileName: x.fileName,
          contentType: x.contentType,
          size: x.size,
          note: x.note,
          createdAt: iso(x.createdAt),
        })),
      });
    consents.push({
      order: order.number,
      placedAt: iso(order.createdAt),
      termsAccepted: true,
      buyerKind: order.buyerKind ?? null,
      withdrawalWaiver: order.withdrawalWaiver
        ? { at: iso(order.withdrawalWaiver.at), version: order.withdrawalWaiver.version }
        : null,
    });
    for (const invoice of await ofOrder(order.orderId)) {
      if (invoice.state === "xsd_failed") continue;
      const pdf = await invoicePdf(invoice, await ksefInfoOf(invoice.invoiceId));
      await raw(`invoices/${safeName(fileBase(invoice.invoiceId))}.pdf`, pdf);
    }
    for (const f of order.files ?? []) {
      const fits = f.size <= EXPORT_FILE_CAP && filesTotal + f.size <= EXPORT_FILES_TOTAL_CAP;
      const path = `files/${safeName(order.number)}/${safeName(f.uploadId)}-${safeName(f.fileName)}`;
      files.push({
        order: order.number,
        fileName: f.fileName,
        size: f.size,
        contentType: f.contentType,
        ...(fits ? { path } : { leftOut: "larger than the export's cap" }),
      });
      if (!fits) continue;
      filesTotal += f.size;
      const bytes = await (await storage()).read(f.key).catch(() => null);
      if (bytes) await raw(path, bytes);
    }
  }
  await json("orders.json", index);
  await json("proofs.json", proofs);
  await json("consents.json", {
    marketing: user.marketingConsent ?? false,
    orders: consents,
  });
  await json("files.json", {
    capPerFileBytes: EXPORT_FILE_CAP,
    capTotalBytes: EXPORT_FILES_TOTAL_CAP,
    files,
  });
  zip.end();
  if (state.failed) throw state.failed;
  return { orders: orders.length };
}

const iso = (ms: number | undefined | null) => (ms ? new Date(ms).toISOString() : null);

/** A name safe as a ZIP path part: no separators, no dot-dot, bounded. */
const safeName = (s: string) =>
  [...s.slice(0, 120)]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? "_" : ch))
    .join("")
    .replace(/^\.+/, "_") || "_";

function addressesOf(p: Record<string, unknown>) {
  const pick = (prefix: string, names: string[]) =>
    Object.fromEntries(names.map((n) => [n, p[`${prefix}${n}`] ?? null]));
  return {
    billing: pick("billing", [
      "Company",
      "Name",
      "Tax",
      "Address1",
      "Address2",
      "Postcode",
      "City",
      "Country",
    ]),
    delivery: p.differentDeliveryAddress
      ? pick("delivery", [
          "Name",
          "Address1",
          "Address2",
          "Postcode",
          "City",
          "Country",
          "ContactPerson",
          "Phone",
          "Email",
        ])
      : null,
  };
}

/** The order's timeline without the staff's names (their data, not the customer's). */
async function timelineOf(orderId: string) {
  const { items } = await Audit.list({ target: { type: "order", id: orderId }, pageSize: 100 });
  return items.map((i) => ({ at: i.at, action: i.action, before: i.before, after: i.after }));
}

function orderView(order: StoredOrder, timeline: unknown[]) {
  return {
    number: order.number,
    placedAt: iso(order.createdAt),
    status: order.status,
    paymentStatus: order.paymentStatus,
    locale: order.locale,
    currency: order.currency,
    rate: order.rate,
    buyerKind: order.buyerKind ?? null,
    customer: order.customer,
    lines: order.lines.map((l) => ({
      title: l.title,
      params: l.params,
      config: l.config,
      mode: l.mode,
      quantity: l.quantity,
      vat: l.vat,
      comment: l.comment,
      net: l.net,
      gross: l.gross,
      netAfterDiscount: l.netAfterDiscount,
      grossAfterDiscount: l.grossAfterDiscount,
    })),
    totals: order.totals,
    packing: order.packing ?? false,
    parcels: order.parcels ?? [],
    files: (order.files ?? []).map((f) => ({
      fileName: f.fileName,
      size: f.size,
      contentType: f.contentType,
      uploadedAt: iso(f.createdAt),
    })),
    timeline,
  };
}
