import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { storage } from "../storage/index";
import { hit } from "../account/throttle";
import {
  PENDING_TTL_SECONDS,
  PRESIGN_LIMIT,
  PRESIGN_SECONDS,
  assertStored,
  claimComplete,
  nowSeconds,
  preflightOf,
  safeName,
  targetOf,
} from "../upload/index";
import { contentTypeFor } from "../upload/files";
import {
  AdminProofFileInput,
  AttachProofInput,
  MAX_PROOF_BYTES,
  ProofPresignInput,
} from "../proof-rules/schema";
import * as ProofSettings from "../proof-rules/settings";
import { attach, lineIdOf, requiredLines, type ProofItem } from "../proof-rules/state";
import { loadOrder, writeProofs, type StoredOrder } from "./write";
import { proofsView } from "./view";

/**
 * The back office's side of proof approval (role `orders`): upload a proof file through the same
 * two steps as print files (presigned PUT, then the stored object checked: its size, and a PDF's
 * preflight in the cage), or mark the customer's own print file as the proof, with a note.
 */
const PROOF_TYPES = new Set(["application/pdf", "image/png", "image/jpeg"]);
const partitionOf = (orderId: string) => `proof_${orderId}`;
const FILE_LINK_SECONDS = 10 * 60;

function findLine(order: StoredOrder, lineId: string) {
  const i = order.lines.findIndex((l, n) => lineIdOf(l, n) === lineId);
  if (i < 0) throw new AppError("not_found", "proof.line_not_found");
  return order.lines[i]!;
}

/** A presigned PUT for a proof file (PDF, PNG or JPG, at most 50 MB) of one line (audited: who started which upload). */
export const presign = fn(ProofPresignInput, async (input, actor: Audit.Actor) => {
  const contentType = contentTypeFor(input.fileName);
  if (!contentType || !PROOF_TYPES.has(contentType))
    throw new AppError("input", "proof.wrong_type", {
      fields: [{ field: "fileName", code: "proof.wrong_type" }],
    });
  if (input.size > MAX_PROOF_BYTES)
    throw new AppError("input", "proof.too_large", { params: { max: MAX_PROOF_BYTES / 2 ** 20 } });
  const order = await loadOrder(input.orderId);
  findLine(order, input.lineId);
  const partition = partitionOf(order.orderId);
  await hit("presign", `${partition}#${input.lineId}`, PRESIGN_LIMIT);
  const uploadId = randomBytes(12).toString("base64url");
  const key = `uploads/pending/${uploadId}/${safeName(input.fileName)}`;
  await Audit.write(
    actor,
    {
      action: "order.proof.upload",
      target: { type: "order", id: order.orderId },
      before: null,
      after: { lineId: input.lineId, uploadId, fileName: input.fileName, size: input.size },
    },
    (e) => [
      e.upload
        .create({
          cartId: partition,
          uploadId,
          lineId: input.lineId,
          key,
          fileName: input.fileName,
          contentType,
          size: input.size,
          status: "pending",
          createdAt: Date.now(),
          expiresAt: nowSeconds() + PENDING_TTL_SECONDS,
        })
        .commit(),
    ],
  );
  const put = await (
    await storage()
  ).presignPut(key, { contentType, size: input.size, expiresInSeconds: PRESIGN_SECONDS });
  return { uploadId, ...put };
});

/** The uploaded proof file, checked and moved under `proofs/order_<id>/` (a PDF the preflight cannot read is refused). */
async function storedProofFile(order: StoredOrder, lineId: string, uploadId: string) {
  const partition = partitionOf(order.orderId);
  const item = (await db().entities.upload.get({ cartId: partition, uploadId }).go()).data;
  if (!item || item.lineId !== lineId) throw new AppError("not_found", "upload.not_found");
  await claimComplete(partition);
  const store = await storage();
  await assertStored(store, item);
  const preflight = await preflightOf(store, item, targetOf(findLine(order, lineId)));
  if (preflight.issues.some((i) => i.code === "pdf_unreadable" || i.code === "pdf_no_pages"))
    throw new AppError("input", "proof.unreadable");
  const key = item.key.replace(/^uploads\/pending\//, `proofs/order_${order.orderId}/`);
  await store.move(item.key, key);
  await db().entities.upload.delete({ cartId: partition, uploadId }).go();
  return { key, fileName: item.fileName, contentType: item.contentType, size: item.size };
}

/**
 * Attaches a proof to a line: the line waits for the customer's answer, the order for approval
 * (`awaiting_approval`), the customer gets "your proof is ready" in the order's language.
 */
export const attachProof = fn(
  AttachProofInput,
  async (input, actor: Audit.Actor, opts: { origin: string }) => {
    const order = await loadOrder(input.orderId);
    Audit.assertVersion(order, input.version);
    findLine(order, input.lineId);
    let file: { key: string; fileName: string; contentType: string; size: number };
    if (input.customerFileId) {
      const own = (order.files ?? []).find(
        (f) => f.uploadId === input.customerFileId && f.lineId === input.lineId,
      );
      if (!own) throw new AppError("not_found", "proof.file_not_found");
      file = { key: own.key, fileName: own.fileName, contentType: own.contentType, size: own.size };
    } else {
      file = await storedProofFile(order, input.lineId, input.uploadId!);
    }
    const proof: ProofItem = {
      proofId: randomBytes(9).toString("base64url"),
      fileRef: file.key,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      source: input.customerFileId ? "customer" : "upload",
      note: input.note,
      createdAt: Date.now(),
      by: actor.email,
    };
    const next = attach(order, input.lineId, proof);
    const out = await writeProofs(order, actor, {
      action: "order.proof.attach",
      before: {},
      after: {
        lineId: input.lineId,
        proofId: proof.proofId,
        fileName: proof.fileName,
        source: proof.source,
        note: proof.note,
      },
      proofs: next.proofs,
      status: next.status,
      email: { note: input.note, messageKey: proof.proofId, origin: opts.origin },
    });
    return { ...out, proofId: proof.proofId };
  },
);

/** The order's proofs per line for the back office, with which lines need approval. */
export const adminView = fn(AdminProofFileInput.pick({ orderId: true }), async ({ orderId }) => {
  const order = await loadOrder(orderId);
  const settings = await ProofSettings.get();
  return proofsView(order, requiredLines(order, settings));
});

/** A 10-minute link to a proof's file (or the customer's file a change request came with). */
export const adminFileUrl = fn(AdminProofFileInput, async ({ orderId, proofId }) =>
  fileLink(await loadOrder(orderId), proofId),
);

export async function fileLink(order: StoredOrder, proofId: string) {
  const proof = (order.proofs ?? []).flatMap((l) => l.proofs).find((p) => p.proofId === proofId);
  if (!proof) throw new AppError("not_found", "proof.not_found");
  return (await storage()).presignGet(proof.fileRef, {
    fileName: proof.fileName,
    expiresInSeconds: FILE_LINK_SECONDS,
  });
}
