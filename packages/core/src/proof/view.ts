import { pick, type Locale } from "../i18n/locale";
import { targetOf } from "../upload/index";
import { lineIdOf } from "../proof-rules/state";
import type { StoredOrder } from "./write";

/**
 * The order's proofs per line as both sides see them (the customer's with the product's name in
 * their language and the label's size, for drawing the proof on the label's shape). Storage keys
 * never leave the server: a file is fetched through its short-lived link (`fileUrl`).
 */
export function proofsView(order: StoredOrder, required: string[], locale: Locale = "pl") {
  const files = order.files ?? [];
  return {
    orderId: order.orderId,
    number: order.number,
    status: order.status,
    version: order.version ?? 1,
    dispatchFrom: order.dispatchFrom ?? null,
    lines: order.lines.map((l, i) => {
      const lineId = lineIdOf(l, i);
      const round = (order.proofs ?? []).find((p) => p.lineId === lineId) ?? null;
      const commentFile = round?.commentFileId
        ? files.find((f) => f.uploadId === round.commentFileId)
        : null;
      return {
        lineId,
        title: pick(l.title ?? { pl: "", en: "", de: "" }, locale),
        kind: l.kind ?? "table",
        labelSize: targetOf(l).size,
        required: required.includes(lineId),
        state: round?.state ?? null,
        comment: round?.comment ?? null,
        commentFile: commentFile
          ? { uploadId: commentFile.uploadId, fileName: commentFile.fileName }
          : null,
        approvedAt: round?.approvedAt ?? null,
        proofs: (round?.proofs ?? []).map((p) => ({
          proofId: p.proofId,
          fileName: p.fileName,
          contentType: p.contentType,
          size: p.size,
          source: p.source,
          note: p.note,
          createdAt: p.createdAt,
          by: p.by,
        })),
        /** The customer's own print files of the line (prepress may mark one as the proof). */
        files: files
          .filter((f) => f.lineId === lineId)
          .map((f) => ({ uploadId: f.uploadId, fileName: f.fileName, contentType: f.contentType })),
      };
    }),
  };
}
export type ProofsView = ReturnType<typeof proofsView>;
