import { AppError } from "../error";
import { fn } from "../fn";
import type { Locale } from "../i18n/locale";
import { dispatchDate } from "../pricing/dates";
import { openLink } from "../upload/order-link";
import { completeForOrder, presignForOrder } from "../upload/order";
import { PresignInput, UploadRef } from "../upload/schema";
import {
  ApproveProofInput,
  ProofAccess,
  ProofFileInput,
  ProofViewInput,
  RequestChangesInput,
} from "../proof-rules/schema";
import * as ProofSettings from "../proof-rules/settings";
import { approve, requestChanges, requiredLines } from "../proof-rules/state";
import { loadOrder, writeProofs, type StoredOrder } from "./write";
import { fileLink } from "./admin";
import { proofsView } from "./view";

/**
 * The customer's side of proof approval: their account's order page (`{ orderId }`, the signed-in
 * customer's own order only) or the guest's order page (`{ token }`, the order's signed link: a
 * tampered, foreign or expired one is 403 before anything is read or changed).
 */
interface Who {
  /** The signed-in customer's id, when the access is by order id. */
  userId?: string | null;
  locale: Locale;
}

async function open(access: ProofAccess, who: Who) {
  if ("token" in access) {
    const order = await openLink(access.token);
    return {
      order,
      actor: { userId: `guest:${order.orderId}`, email: String(order.customer.email ?? "") },
    };
  }
  if (!who.userId) throw new AppError("auth", "auth.required");
  const order = await loadOrder(access.orderId).catch(() => null);
  if (!order || order.customerId !== who.userId) throw new AppError("not_found", "order.not_found");
  return { order, actor: { userId: who.userId, email: String(order.customer.email ?? "") } };
}

/** The earliest dispatch date of the lines, counted from `from`. */
const dispatchFrom = (order: StoredOrder, from: number) =>
  order.lines.length
    ? dispatchDate(new Date(from), Math.min(...order.lines.map((l) => l.days ?? 1)))
    : null;

/** The proofs the customer sees (no storage keys, no staff e-mails). */
export const view = fn(ProofViewInput, async ({ access }, who: Who) => {
  const { order } = await open(access, who);
  const v = proofsView(order, requiredLines(order, await ProofSettings.get()), who.locale);
  return {
    ...v,
    dispatch: order.dispatchFrom ? dispatchFrom(order, order.dispatchFrom) : null,
    lines: v.lines
      .filter((l) => l.proofs.length > 0)
      .map(({ files: _files, proofs, ...l }) => ({
        ...l,
        proofs: proofs.map(({ by: _by, ...p }) => p),
      })),
  };
});

/** A 10-minute link to one of the order's proofs (drawn in the browser on the label's shape). */
export const fileUrl = fn(ProofFileInput, async ({ access, proofId }, who: Who) => {
  const { order } = await open(access, who);
  return fileLink(order, proofId);
});

/**
 * Approves the line's latest proof. Once no line holds the order, it moves to production and the
 * dispatch date counts from today (answered, so the confirmation can show it).
 */
export const approveProof = fn(ApproveProofInput, async (input, who: Who) => {
  const { order, actor } = await open(input.access, who);
  const now = Date.now();
  const next = approve(order, input.lineId, input.proofId, await ProofSettings.get(), now);
  const out = await writeProofs(order, actor, {
    action: "order.proof.approve",
    before: { lineId: input.lineId, state: "waiting" },
    after: { lineId: input.lineId, proofId: input.proofId, state: "approved" },
    proofs: next.proofs,
    status: next.status,
    dispatchFrom: next.dispatchFrom,
  });
  return {
    status: out.status,
    approvedAt: now,
    dispatch: next.dispatchFrom ? dispatchFrom(order, next.dispatchFrom) : null,
  };
});

/** Asks for changes: a comment (≤ 2000 characters) and optionally a new file uploaded first. */
export const requestProofChanges = fn(RequestChangesInput, async (input, who: Who) => {
  const { order, actor } = await open(input.access, who);
  if (
    input.fileId &&
    !(order.files ?? []).some((f) => f.uploadId === input.fileId && f.lineId === input.lineId)
  )
    throw new AppError("not_found", "proof.file_not_found");
  const next = requestChanges(
    order,
    input.lineId,
    input.proofId,
    { comment: input.comment, fileId: input.fileId },
    Date.now(),
  );
  const out = await writeProofs(order, actor, {
    action: "order.proof.requestChanges",
    before: { lineId: input.lineId, state: "waiting" },
    after: {
      lineId: input.lineId,
      proofId: input.proofId,
      state: "changes_requested",
      comment: input.comment,
      ...(input.fileId ? { fileId: input.fileId } : {}),
    },
    proofs: next.proofs,
    status: next.status,
  });
  return { status: out.status, state: "changes_requested" as const };
});

/** A new print file for a change request: the order's upload steps, by link or by account. */
export const ProofPresignInput = PresignInput.extend({ access: ProofAccess });
export const ProofCompleteInput = UploadRef.extend({ access: ProofAccess });
export const presignChangeFile = fn(ProofPresignInput, async (input, who: Who) =>
  presignForOrder((await open(input.access, who)).order, input),
);
export const completeChangeFile = fn(ProofCompleteInput, async (input, who: Who) =>
  completeForOrder((await open(input.access, who)).order, input),
);
