import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { linkToken } from "@printshop/core/upload/order-link";
import { dispatchDate } from "@printshop/core/pricing/dates";
import { handler, sentEmails } from "./built";
import { startServerWithDiskStore } from "./server";
import { trpc } from "./admin-api-client";
import { makeUser, sessionCookieFor } from "./accounts";

/**
 * Proof approval (issue 31 item 1) through the built API: prepress attaches a proof (uploaded
 * through the presigned PUT and checked), the customer is e-mailed in the order's language, asks
 * for changes with a new file by the order's signed link, prepress marks that file as the second
 * proof, the customer approves, the order moves to production and the dispatch date counts from
 * the approval. A tampered link is 403 and changes nothing; approving twice or a cancelled order
 * is a translated conflict; the admin leaves the proof stage only with a reason (audited); the
 * reminder goes once per proof after 24 hours.
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
let staff: string;
let admin: string;
const DAY = 24 * 3600 * 1000;
const SCHEDULED = { "detail-type": "Scheduled Event", source: "aws.events" } as never;
const LABEL = {
  kind: "label",
  days: 6,
  config: { kind: "label", input: { width: 50, height: 30, personalization: false } },
};

beforeAll(async () => {
  server = await startServerWithDiskStore("proofs-");
  staff = (await sessionCookieFor((await makeUser("orders")).userId)).cookie;
  admin = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
});
afterAll(async () => {
  await server?.close();
});

const labelOrder = (over: Parameters<typeof placeTestOrder>[0] = {}) =>
  placeTestOrder({ locale: "de", paymentMethodId: 1, line: LABEL, ...over });
const orderOf = async (orderId: string) =>
  (await db().entities.order.get({ orderId }).go({ consistent: true })).data!;

/** Presign, PUT the bytes where the URL says (the local store), then the caller completes. */
async function put(presigned: { status: number; data: any }, bytes: Uint8Array) {
  expect(presigned.status).toBe(200);
  const p = presigned.data;
  const res = await fetch(new URL(p.url, server.url), {
    method: "PUT",
    headers: p.headers,
    body: bytes,
  });
  expect(res.status).toBe(200);
  return p.uploadId as string;
}

async function attachUploaded(orderId: string, version: number, note: string) {
  const bytes = await makePdf([54, 34]);
  const uploadId = await put(
    await trpc(
      "admin.proofs.presign",
      { orderId, lineId: "l1", fileName: "proof-1.pdf", size: bytes.byteLength },
      staff,
    ),
    bytes,
  );
  return trpc("admin.proofs.attach", { orderId, lineId: "l1", version, note, uploadId }, staff);
}

describe("proof approval", () => {
  it("attach → e-mail → changes with a new file → second proof → approve: production, dispatch from the approval", async () => {
    const placedAt = Date.now() - 20 * DAY;
    const order = await labelOrder({ createdAt: placedAt });
    const token = linkToken(order)!;
    const access = { token };

    const first = await attachUploaded(order.orderId, 1, "Bitte Farben prüfen");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ status: "awaiting_approval", version: 2, notified: true });
    const [mail, ...more] = sentEmails({ to: order.customer.email, kind: "order.proof" });
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Ihr Korrekturabzug ist fertig — Bestellung ${order.number}`);
    expect(mail!.text).toContain(`/de/order/files/${token}`);
    expect(mail!.text).toContain("Bitte Farben prüfen");

    // The guest's page: the proof without storage keys or staff e-mails, and its file.
    const seen = await trpc("shop.proofs.view", { access }, "", "de", "GET");
    expect(seen.status).toBe(200);
    const line = seen.data.lines[0];
    expect(line).toMatchObject({
      lineId: "l1",
      state: "waiting",
      labelSize: { width: 50, height: 30 },
    });
    expect(line.proofs).toHaveLength(1);
    expect(JSON.stringify(seen.data)).not.toMatch(/proofs\/order_|by":/);
    const link = await trpc(
      "shop.proofs.fileUrl",
      { access, proofId: line.proofs[0].proofId },
      "",
      "de",
      "GET",
    );
    const file = await fetch(new URL(link.data.url, server.url));
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    // Ask for changes with a new file (uploaded by the same link first).
    const newFile = await makePdf([54, 34]);
    const p = await trpc(
      "shop.proofs.presign",
      { access, lineId: "l1", fileName: "neu.pdf", size: newFile.byteLength },
      "",
      "de",
    );
    const fileId = await put(p, newFile);
    expect(
      (await trpc("shop.proofs.complete", { access, uploadId: fileId }, "", "de")).status,
    ).toBe(200);
    const asked = await trpc(
      "shop.proofs.requestChanges",
      { access, lineId: "l1", proofId: line.proofs[0].proofId, comment: "Logo größer", fileId },
      "",
      "de",
    );
    expect(asked.status).toBe(200);
    expect(asked.data).toEqual({ status: "awaiting_approval", state: "changes_requested" });

    // Prepress marks the customer's new file as the second proof.
    const panel = await trpc("admin.proofs.get", { orderId: order.orderId }, staff, "pl", "GET");
    expect(panel.data.lines[0]).toMatchObject({
      required: true,
      state: "changes_requested",
      comment: "Logo größer",
      commentFile: { uploadId: fileId, fileName: "neu.pdf" },
    });
    const second = await trpc(
      "admin.proofs.attach",
      {
        orderId: order.orderId,
        lineId: "l1",
        version: panel.data.version,
        note: "",
        customerFileId: fileId,
      },
      staff,
    );
    expect(second.status).toBe(200);
    expect(sentEmails({ to: order.customer.email, kind: "order.proof" })).toHaveLength(2);

    // Approving the first proof now: a newer one is there; nothing changes.
    const stale = await trpc(
      "shop.proofs.approve",
      { access, lineId: "l1", proofId: line.proofs[0].proofId },
      "",
      "de",
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe("proof.newer_proof");
    const secondId = (await orderOf(order.orderId)).proofs![0]!.proofs[1]!.proofId;
    const before = Date.now();
    const ok = await trpc(
      "shop.proofs.approve",
      { access, lineId: "l1", proofId: secondId },
      "",
      "de",
    );
    expect(ok.status).toBe(200);
    expect(ok.data.status).toBe("in_production");
    const expected = dispatchDate(new Date(ok.data.approvedAt), 6);
    expect(ok.data.approvedAt).toBeGreaterThanOrEqual(before);
    expect(ok.data.dispatch).toBe(expected);
    expect(expected > dispatchDate(new Date(placedAt), 6)).toBe(true);
    const got = await trpc("admin.orders.get", { orderId: order.orderId }, staff, "pl", "GET");
    expect(got.data.status).toBe("in_production");
    expect(got.data.lines[0].dispatchDate).toBe(expected);
    const row = (
      await db()
        .entities.orderRow.get({
          list: "orders",
          createdAt: order.createdAt,
          orderId: order.orderId,
        })
        .go()
    ).data!;
    expect(row).toMatchObject({ status: "in_production", dispatch: expected });

    // Twice: a clear, translated conflict; the order stays as it is.
    const again = await trpc(
      "shop.proofs.approve",
      { access, lineId: "l1", proofId: secondId },
      "",
      "pl",
    );
    expect(again.status).toBe(409);
    expect(again.code).toBe("proof.already_approved");
    expect(again.message).toBe("Ten projekt jest już zaakceptowany.");
    expect((await orderOf(order.orderId)).version).toBe(got.data.version);

    const actions = (await Audit.list({ target: { type: "order", id: order.orderId } })).items
      .map((i) => i.action)
      .reverse();
    expect(actions).toEqual([
      "order.proof.upload",
      "order.proof.attach",
      "order.proof.requestChanges",
      "order.proof.attach",
      "order.proof.approve",
    ]);
  });

  it("a tampered, foreign or expired link: 403 translated, nothing changes", async () => {
    const order = await labelOrder();
    const other = await labelOrder();
    expect((await attachUploaded(order.orderId, 1, "")).status).toBe(200);
    const proofId = (await orderOf(order.orderId)).proofs![0]!.proofs[0]!.proofId;
    const token = linkToken(order)!;
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "BB" : "AA"}`;
    const foreign = `${order.orderId}${linkToken(other)!.slice(order.orderId.length)}`;
    for (const t of [tampered, foreign]) {
      const res = await trpc(
        "shop.proofs.approve",
        { access: { token: t }, lineId: "l1", proofId },
        "",
        "en",
      );
      expect(res.status).toBe(403);
      expect(res.code).toBe("order.link_invalid");
      expect(res.message).not.toBe("order.link_invalid");
    }
    const expiredOrder = await labelOrder({ createdAt: Date.now() - 40 * DAY });
    const expired = await trpc(
      "shop.proofs.view",
      { access: { token: linkToken(expiredOrder)! } },
      "",
      "de",
      "GET",
    );
    expect(expired.status).toBe(403);
    expect(expired.code).toBe("order.link_expired");
    const after = await orderOf(order.orderId);
    expect(after.version).toBe(2);
    expect(after.proofs![0]!.state).toBe("waiting");
  });

  it("the account's order: only its customer answers; a cancelled order cannot be approved", async () => {
    const user = await makeUser("customer");
    const cookie = (await sessionCookieFor(user.userId)).cookie;
    const stranger = (await sessionCookieFor((await makeUser("customer")).userId)).cookie;
    const order = await labelOrder({ customerId: user.userId, locale: "pl" });
    expect((await attachUploaded(order.orderId, 1, "")).status).toBe(200);
    const [mail] = sentEmails({ to: order.customer.email, kind: "order.proof" });
    expect(mail!.text).toContain(`/account/orders/${order.orderId}`);
    const proofId = (await orderOf(order.orderId)).proofs![0]!.proofs[0]!.proofId;
    const access = { orderId: order.orderId };
    const foreign = await trpc("shop.proofs.approve", { access, lineId: "l1", proofId }, stranger);
    expect(foreign.status).toBe(404);
    const cancelled = await trpc(
      "admin.orders.setOrderStatus",
      { orderId: order.orderId, status: "cancelled", version: 2 },
      staff,
    );
    expect(cancelled.status).toBe(200);
    const refused = await trpc(
      "shop.proofs.approve",
      { access, lineId: "l1", proofId },
      cookie,
      "de",
    );
    expect(refused.status).toBe(409);
    expect(refused.code).toBe("proof.order_cancelled");
    expect(refused.message).toContain("storniert");
    expect((await orderOf(order.orderId)).status).toBe("cancelled");
  });

  it("the admin leaves the proof stage only with a reason, which the audit log records", async () => {
    const order = await labelOrder();
    expect((await attachUploaded(order.orderId, 1, "")).status).toBe(200);
    const skip = { orderId: order.orderId, status: "in_production", version: 2 };
    const refused = await trpc("admin.orders.setOrderStatus", skip, staff, "en");
    expect(refused.status).toBe(409);
    expect(refused.code).toBe("order.proof_pending");
    expect((await orderOf(order.orderId)).status).toBe("awaiting_approval");
    const ok = await trpc(
      "admin.orders.setOrderStatus",
      { ...skip, reason: "Approved by phone" },
      staff,
    );
    expect(ok.status).toBe(200);
    const [entry] = (await Audit.list({ target: { type: "order", id: order.orderId } })).items;
    expect(entry).toMatchObject({
      action: "order.setOrderStatus",
      before: { status: "awaiting_approval" },
      after: { status: "in_production", reason: "Approved by phone", skippedProofs: ["l1"] },
    });
  });

  it("reminds once per proof after 24 hours without an answer (the scheduled run)", async () => {
    const order = await labelOrder();
    expect((await attachUploaded(order.orderId, 1, "")).status).toBe(200);
    const stored = await orderOf(order.orderId);
    const aged = stored.proofs!.map((l) => ({
      ...l,
      proofs: l.proofs.map((p) => ({ ...p, createdAt: Date.now() - DAY - 60_000 })),
    }));
    await db().entities.order.patch({ orderId: order.orderId }).set({ proofs: aged }).go();
    // The stack's Jobs schedule: twice, as two runs would; the second finds nothing due.
    const runs: unknown[] = [];
    for (let run = 0; run < 2; run++) {
      const res = (await handler(SCHEDULED)) as { body?: string };
      runs.push(JSON.parse(res.body ?? "{}").proofs);
    }
    expect(runs[0]).toEqual({ sent: 1 });
    expect(runs[1]).toEqual({ sent: 0 });
    const mails = sentEmails({ to: order.customer.email, kind: "order.proof" });
    expect(mails.map((m) => m.subject)).toEqual([
      `Ihr Korrekturabzug ist fertig — Bestellung ${order.number}`,
      `Erinnerung: Ihr Korrekturabzug wartet auf Freigabe — Bestellung ${order.number}`,
    ]);
  });

  it("Settings → Proofs: administrators change which kinds need approval, versioned and audited", async () => {
    const got = await trpc("admin.proofSettings.get", undefined, admin, "pl", "GET");
    expect(got.data).toMatchObject({ label: true, calculator: false, table: false });
    const v = got.data.version;
    const saved = await trpc(
      "admin.proofSettings.update",
      { label: true, calculator: true, table: false, version: v },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ calculator: true, version: v + 1 });
    const stale = await trpc(
      "admin.proofSettings.update",
      { label: false, calculator: true, table: false, version: v },
      admin,
    );
    expect(stale.status).toBe(409);
    const [entry] = (await Audit.list({ target: { type: "proofSettings", id: "current" } })).items;
    expect(entry).toMatchObject({ action: "proofSettings.update" });
    expect((await trpc("admin.proofSettings.get", undefined, staff, "pl", "GET")).status).toBe(403);
  });
});
