import { AppError } from "../error";
import {
  MAX_PROOFS_PER_LINE,
  type ProofKind,
  type ProofSettingsFields,
  type ProofState,
} from "./schema";

/**
 * The proof approval state machine of one order line (pure; proof/ writes what it answers in one
 * conditional write). A line needs approval when its product kind does (Settings → Proofs):
 *
 *   (no proof) --attach--> waiting --approve--> approved
 *                 waiting --ask for changes--> changes_requested --attach--> waiting
 *
 * An approved line takes no new proof; a cancelled, shipped or completed order takes no step.
 */
export interface ProofItem {
  proofId: string;
  fileRef: string;
  fileName: string;
  contentType: string;
  size: number;
  source: "upload" | "customer";
  note: string;
  createdAt: number;
  by: string;
}
export interface LineProofs {
  lineId: string;
  state: ProofState;
  proofs: ProofItem[];
  comment?: string;
  commentFileId?: string;
  answeredAt?: number;
  approvedAt?: number;
  remindedProofId?: string;
}
interface OrderLike {
  status: string;
  lines: { id?: string; kind?: string }[];
  proofs?: LineProofs[] | null;
}

const CLOSED = new Set(["cancelled", "shipped", "completed"]);
/** Statuses from which attaching a proof moves the order to `awaiting_approval`. */
const BEFORE_PRODUCTION = new Set(["new", "awaiting_files", "awaiting_approval"]);

export const lineIdOf = (l: { id?: string }, i: number) => l.id ?? String(i);
export const proofsOf = (order: OrderLike, lineId: string) =>
  (order.proofs ?? []).find((p) => p.lineId === lineId) ?? null;
export const latestProof = (p: LineProofs | null) => p?.proofs.at(-1) ?? null;

function assertOpen(order: OrderLike) {
  if (order.status === "cancelled") throw new AppError("conflict", "proof.order_cancelled");
  if (CLOSED.has(order.status)) throw new AppError("conflict", "proof.order_closed");
}

/** The ids of the lines whose kind needs approval (lines without a kind count as `table`). */
export function requiredLines(order: OrderLike, settings: ProofSettingsFields): string[] {
  return order.lines.flatMap((l, i) =>
    settings[(l.kind ?? "table") as ProofKind] === true ? [lineIdOf(l, i)] : [],
  );
}

/**
 * The lines that hold production once the order's proof round has started (prepress attached a
 * first proof, when the files are in): every line that needs approval or has a proof, until it is
 * approved. An order no proof was attached to is not held (docs/proofs.md says why).
 */
export function pendingLines(order: OrderLike, settings: ProofSettingsFields): string[] {
  const rounds = order.proofs ?? [];
  if (!rounds.some((p) => p.proofs.length > 0)) return [];
  const ids = new Set([...requiredLines(order, settings), ...rounds.map((p) => p.lineId)]);
  return [...ids].filter((id) => proofsOf(order, id)?.state !== "approved");
}

/** Prepress attaches a proof: the line's proofs after it, and the order's next status. */
export function attach<O extends OrderLike>(order: O, lineId: string, proof: ProofItem) {
  assertOpen(order);
  if (!order.lines.some((l, i) => lineIdOf(l, i) === lineId))
    throw new AppError("not_found", "proof.line_not_found");
  const current = proofsOf(order, lineId);
  if (current?.state === "approved") throw new AppError("conflict", "proof.already_approved");
  if (order.status === "in_production") throw new AppError("conflict", "proof.in_production");
  if ((current?.proofs.length ?? 0) >= MAX_PROOFS_PER_LINE)
    throw new AppError("conflict", "proof.too_many");
  const line: LineProofs = {
    lineId,
    state: "waiting",
    proofs: [...(current?.proofs ?? []), proof],
    ...(current?.comment ? { comment: current.comment } : {}),
    ...(current?.commentFileId ? { commentFileId: current.commentFileId } : {}),
    ...(current?.answeredAt ? { answeredAt: current.answeredAt } : {}),
  };
  const status = (
    BEFORE_PRODUCTION.has(order.status) ? "awaiting_approval" : order.status
  ) as O["status"];
  return { proofs: replaceLine(order, line), status };
}

function answerable(order: OrderLike, lineId: string, proofId: string) {
  assertOpen(order);
  const current = proofsOf(order, lineId);
  if (!current || current.proofs.length === 0)
    throw new AppError("not_found", "proof.line_not_found");
  if (current.state === "approved") throw new AppError("conflict", "proof.already_approved");
  if (current.state === "changes_requested")
    throw new AppError("conflict", "proof.changes_already_requested");
  if (latestProof(current)?.proofId !== proofId)
    throw new AppError("conflict", "proof.newer_proof");
  return current;
}

/**
 * The customer approves the line's latest proof. When no line holds the order any more, an order
 * awaiting approval moves to `in_production` and the dispatch dates count from `now`.
 */
export function approve<O extends OrderLike>(
  order: O,
  lineId: string,
  proofId: string,
  settings: ProofSettingsFields,
  now: number,
) {
  const current = answerable(order, lineId, proofId);
  const line: LineProofs = { ...current, state: "approved", approvedAt: now, answeredAt: now };
  const proofs = replaceLine(order, line);
  const released = pendingLines({ ...order, proofs }, settings).length === 0;
  const status = (
    released && order.status === "awaiting_approval" ? "in_production" : order.status
  ) as O["status"];
  return { proofs, status, dispatchFrom: released ? now : null };
}

/** The customer asks for changes (a comment, optionally a new file of theirs). */
export function requestChanges<O extends OrderLike>(
  order: O,
  lineId: string,
  proofId: string,
  answer: { comment: string; fileId?: string | undefined },
  now: number,
) {
  const current = answerable(order, lineId, proofId);
  const { commentFileId: _old, ...rest } = current;
  const line: LineProofs = {
    ...rest,
    state: "changes_requested",
    comment: answer.comment,
    ...(answer.fileId ? { commentFileId: answer.fileId } : {}),
    answeredAt: now,
  };
  return { proofs: replaceLine(order, line), status: order.status as O["status"] };
}

/**
 * The admin's status change: leaving the proof stage (to production, shipped, completed) while a
 * line still holds the order needs a reason, recorded in the audit entry.
 */
export function assertMayLeave(
  order: OrderLike,
  to: string,
  settings: ProofSettingsFields,
  reason: string | undefined,
) {
  if (!["in_production", "shipped", "completed"].includes(to)) return null;
  const pending = pendingLines(order, settings);
  const held = pending.length > 0 || order.status === "awaiting_approval";
  if (!held || order.status === to) return null;
  if (!reason?.trim()) throw new AppError("conflict", "order.proof_pending");
  return { skippedProofs: pending, reason: reason.trim() };
}

/** Whether the line's latest proof waits longer than `after` without an answer and no reminder went. */
export function dueReminder(line: LineProofs, now: number, after: number) {
  const last = latestProof(line);
  return (
    line.state === "waiting" &&
    last !== null &&
    now - last.createdAt >= after &&
    line.remindedProofId !== last.proofId
  );
}

function replaceLine(order: OrderLike, line: LineProofs): LineProofs[] {
  const rest = (order.proofs ?? []).filter((p) => p.lineId !== line.lineId);
  return [...rest, line];
}
