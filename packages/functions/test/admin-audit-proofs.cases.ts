import { expect } from "vitest";
import { db } from "@printshop/core/dynamo/db";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import type { Case } from "./admin-audit-content.cases";

/**
 * The audit cases of proof approval (issue 31 item 1), spread into admin-audit.test.ts's `cases`:
 * a proof file's upload started, a proof attached (the customer's own file marked as the proof),
 * Settings → Proofs.
 */
const LABEL = {
  kind: "label",
  config: { kind: "label", input: { width: 50, height: 30, personalization: false } },
};

async function labelOrderWithFile() {
  const order = await placeTestOrder({ line: LABEL });
  const file = {
    uploadId: "cust-file-1",
    lineId: "l1",
    key: `print-files/order_${order.orderId}/cust-file-1/art.pdf`,
    fileName: "art.pdf",
    contentType: "application/pdf",
    size: 1000,
    createdAt: Date.now(),
  };
  await db()
    .entities.order.patch({ orderId: order.orderId })
    .set({ files: [file] })
    .go();
  return order;
}

export const proofCases: Record<string, Case> = {
  "admin.proofs.presign": async () => {
    const o = await placeTestOrder({ line: LABEL });
    return {
      input: { orderId: o.orderId, lineId: "l1", fileName: "proof.pdf", size: 1234 },
      action: "order.proof.upload",
      target: { type: "order", id: o.orderId },
      before: null,
      after: { lineId: "l1", uploadId: expect.any(String), fileName: "proof.pdf", size: 1234 },
    };
  },
  "admin.proofs.attach": async () => {
    const o = await labelOrderWithFile();
    return {
      input: {
        orderId: o.orderId,
        lineId: "l1",
        version: 1,
        note: "Check the colours",
        customerFileId: "cust-file-1",
      },
      action: "order.proof.attach",
      target: { type: "order", id: o.orderId },
      before: { status: "new" },
      after: {
        lineId: "l1",
        proofId: expect.any(String),
        fileName: "art.pdf",
        source: "customer",
        note: "Check the colours",
        status: "awaiting_approval",
        notified: true,
      },
    };
  },
  "admin.proofSettings.update": async () => {
    const current = (await db().entities.proofSettings.get({}).go()).data;
    const version = current?.version ?? 0;
    const next = { label: true, calculator: !(current?.calculator ?? false), table: false };
    return {
      input: { ...next, version },
      action: "proofSettings.update",
      target: { type: "proofSettings", id: "current" },
      before: version === 0 ? null : { calculator: current?.calculator ?? false },
      after: version === 0 ? next : { calculator: next.calculator },
    };
  },
};
