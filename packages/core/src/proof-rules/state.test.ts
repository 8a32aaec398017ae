import { describe, expect, it } from "vitest";
import { AppError } from "../error";
import { PRODUCT_KINDS } from "../order/record";
import { DEFAULT_PROOF_SETTINGS, PROOF_KINDS } from "./schema";
import {
  approve,
  assertMayLeave,
  attach,
  dueReminder,
  pendingLines,
  requestChanges,
  requiredLines,
  type ProofItem,
} from "./state";

const proof = (proofId: string, createdAt = 1_000): ProofItem => ({
  proofId,
  fileRef: `proofs/order_o/${proofId}.pdf`,
  fileName: `${proofId}.pdf`,
  contentType: "application/pdf",
  size: 100,
  source: "upload",
  note: "",
  createdAt,
  by: "prepress@example.com",
});
const order = (status: string, kinds = ["label"]) => ({
  status,
  lines: kinds.map((kind, i) => ({ id: `l${i}`, kind })),
  proofs: null as ReturnType<typeof attach>["proofs"] | null,
});
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? `${e.kind}:${e.code}` : String(e);
  }
  return "no error";
};
const S = DEFAULT_PROOF_SETTINGS;

describe("proof approval's state machine", () => {
  it("knows the order record's product kinds (this folder may not import order/)", () => {
    expect([...PROOF_KINDS]).toEqual([...PRODUCT_KINDS]);
  });

  it("needs approval for labels by default and not for the other kinds", () => {
    expect(requiredLines(order("new", ["label", "table", "calculator"]), S)).toEqual(["l0"]);
    expect(requiredLines(order("new", ["table"]), { ...S, table: true })).toEqual(["l0"]);
  });

  it.each(["new", "awaiting_files", "awaiting_approval"])(
    "attaching a proof to an order at %s: the line waits, the order awaits approval",
    (status) => {
      const next = attach(order(status), "l0", proof("p1"));
      expect(next.status).toBe("awaiting_approval");
      expect(next.proofs).toEqual([{ lineId: "l0", state: "waiting", proofs: [proof("p1")] }]);
    },
  );

  it.each([
    ["cancelled", "conflict:proof.order_cancelled"],
    ["shipped", "conflict:proof.order_closed"],
    ["completed", "conflict:proof.order_closed"],
    ["in_production", "conflict:proof.in_production"],
  ])("refuses a proof for an order at %s", (status, expected) => {
    expect(code(() => attach(order(status), "l0", proof("p1")))).toBe(expected);
  });

  it("refuses a proof for a line the order does not have", () => {
    expect(code(() => attach(order("new"), "nope", proof("p1")))).toBe(
      "not_found:proof.line_not_found",
    );
  });

  it("walks waiting → changes requested → new proof → approved, releasing the order to production", () => {
    const o = order("new");
    const first = { ...o, ...attach(o, "l0", proof("p1")) };
    const asked = {
      ...first,
      ...requestChanges(first, "l0", "p1", { comment: "Bigger logo", fileId: "f2" }, 2_000),
    };
    expect(asked.proofs[0]).toMatchObject({
      state: "changes_requested",
      comment: "Bigger logo",
      commentFileId: "f2",
      answeredAt: 2_000,
    });
    expect(asked.status).toBe("awaiting_approval");
    expect(code(() => approve(asked, "l0", "p1", S, 2_500))).toBe(
      "conflict:proof.changes_already_requested",
    );
    const second = { ...asked, ...attach(asked, "l0", proof("p2", 3_000)) };
    expect(second.proofs[0]!.state).toBe("waiting");
    expect(second.proofs[0]!.proofs.map((p) => p.proofId)).toEqual(["p1", "p2"]);
    // The customer saw the first proof: approving it now is a conflict, never approved unseen.
    expect(code(() => approve(second, "l0", "p1", S, 4_000))).toBe("conflict:proof.newer_proof");
    const done = approve(second, "l0", "p2", S, 4_000);
    expect(done).toMatchObject({ status: "in_production", dispatchFrom: 4_000 });
    expect(done.proofs[0]).toMatchObject({ state: "approved", approvedAt: 4_000 });
    const approved = { ...second, ...done };
    expect(code(() => approve(approved, "l0", "p2", S, 5_000))).toBe(
      "conflict:proof.already_approved",
    );
    expect(code(() => attach(approved, "l0", proof("p3")))).toBe("conflict:proof.already_approved");
  });

  it("keeps the order held while another line that needs approval is not approved", () => {
    const o = order("awaiting_files", ["label", "label", "table"]);
    const one = { ...o, ...attach(o, "l0", proof("p1")) };
    expect(pendingLines(one, S)).toEqual(["l0", "l1"]);
    const approved = approve(one, "l0", "p1", S, 9_000);
    expect(approved).toMatchObject({ status: "awaiting_approval", dispatchFrom: null });
  });

  it("refuses any answer on a cancelled order", () => {
    const o = order("new");
    const cancelled = { ...o, ...attach(o, "l0", proof("p1")), status: "cancelled" };
    expect(code(() => approve(cancelled, "l0", "p1", S, 1))).toBe("conflict:proof.order_cancelled");
    expect(code(() => requestChanges(cancelled, "l0", "p1", { comment: "x" }, 1))).toBe(
      "conflict:proof.order_cancelled",
    );
  });

  it("lets the admin leave the proof stage only with a reason, which it answers for the audit", () => {
    const o = order("new");
    const held = { ...o, ...attach(o, "l0", proof("p1")) };
    expect(code(() => assertMayLeave(held, "in_production", S, undefined))).toBe(
      "conflict:order.proof_pending",
    );
    expect(code(() => assertMayLeave(held, "shipped", S, "   "))).toBe(
      "conflict:order.proof_pending",
    );
    expect(assertMayLeave(held, "in_production", S, " customer approved by phone ")).toEqual({
      skippedProofs: ["l0"],
      reason: "customer approved by phone",
    });
    expect(assertMayLeave(held, "cancelled", S, undefined)).toBeNull();
    // An order no proof round started for is not held; an approved one is released.
    expect(assertMayLeave(order("new"), "in_production", S, undefined)).toBeNull();
    const done = { ...held, ...approve(held, "l0", "p1", S, 1) };
    expect(assertMayLeave(done, "shipped", S, undefined)).toBeNull();
  });

  it("reminds once per proof, after 24 hours without an answer", () => {
    const o = order("new");
    const line = attach(o, "l0", proof("p1", 0)).proofs[0]!;
    const day = 24 * 3600 * 1000;
    expect(dueReminder(line, day - 1, day)).toBe(false);
    expect(dueReminder(line, day, day)).toBe(true);
    expect(dueReminder({ ...line, remindedProofId: "p1" }, 2 * day, day)).toBe(false);
    expect(dueReminder({ ...line, state: "approved" }, 2 * day, day)).toBe(false);
    // A new proof after a change request is reminded of again.
    const next = { ...line, remindedProofId: "p1", proofs: [...line.proofs, proof("p2", day)] };
    expect(dueReminder(next, 2 * day, day)).toBe(true);
  });
});
