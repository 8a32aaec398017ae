import { randomBytes } from "node:crypto";
import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { pick, type Locale } from "../i18n/locale";
import { openLink } from "./order-link";
import { parcelView } from "../parcels/schema";
import { storage } from "../storage/index";
import { hit } from "../account/throttle";
import { fn } from "../fn";
import {
  MAX_FILES_PER_LINE,
  MAX_FILE_BYTES,
  PresignInput,
  UploadRef,
  checkFile,
  contentTypeFor,
} from "./schema";
import {
  PENDING_TTL_SECONDS,
  PRESIGN_LIMIT,
  PRESIGN_SECONDS,
  assertStored,
  claimComplete,
  fileView,
  nowSeconds,
  preflightOf,
  safeName,
  targetOf,
  toStored,
} from "./index";

/**
 * Print files for a PLACED order, reached by the order's signed link (upload/order-link.ts: a guest's
 * way back from the thank-you page or the confirmation e-mail). The same two steps as the
 * checkout's upload (presigned PUT, then complete with the preflight), but the lines are the
 * order's and a completed file is appended to the order's own `files` (what the back office
 * shows). Pending records live in their own partition, `order_<orderId>` in the upload entity's
 * `cartId` key (cart ids are 24 characters, these 28: the two never meet). Files on an order are
 * not removed through the link (prepress may already have them): a wrong one is replaced by
 * uploading another and saying so in the notes of the e-mail reply.
 */
const token = z.string().max(200);
export const OrderListInput = z.object({ token });
export const OrderPresignInput = PresignInput.extend({ token });
export const OrderUploadRef = UploadRef.extend({ token });

const partitionOf = (orderId: string) => `order_${orderId}`;
type StoredOrder = Awaited<ReturnType<typeof openLink>>;
const lineIdOf = (l: StoredOrder["lines"][number], i: number) => l.id ?? String(i);
const findLine = (order: StoredOrder, lineId: string) =>
  order.lines.find((l, i) => lineIdOf(l, i) === lineId);
const orderFileView = (f: NonNullable<StoredOrder["files"]>[number]) =>
  fileView({ ...f, status: "attached" });

/** The order's lines with their files (one GetItem: the order). */
export const orderList = fn(OrderListInput, async ({ token }, ctx: { locale: Locale }) => {
  const order = await openLink(token);
  const files = order.files ?? [];
  return {
    orderId: order.orderId,
    number: order.number,
    // The order's payment, so the page can offer a guest to pay (again) from the e-mail's link.
    paymentMethodId: order.paymentMethodId,
    paymentStatus: order.paymentStatus,
    /** The parcels it is shipped in, each with the carrier's tracking link (null for `other`). */
    parcels: (order.parcels ?? []).map(parcelView),
    lines: order.lines.map((l, i) => ({
      lineId: lineIdOf(l, i),
      productName: pick(l.title, ctx.locale),
      quantity: l.quantity ?? 0,
      labelSize: targetOf(l).size,
      files: files.filter((f) => f.lineId === lineIdOf(l, i)).map(orderFileView),
    })),
  };
});

/** A presigned PUT for one file of one of the order's lines (the checkout's limits). */
export const orderPresign = fn(OrderPresignInput, async (parsed) =>
  presignForOrder(await openLink(parsed.token), parsed),
);

/**
 * The same for an order already opened by its caller (the signed link above, or the signed-in
 * customer's own order: proof/customer.ts, a new file sent with "Ask for changes").
 */
export async function presignForOrder(
  order: StoredOrder,
  parsed: { lineId: string; fileName: string; size: number },
) {
  const problem = checkFile({ name: parsed.fileName, size: parsed.size });
  if (problem) {
    throw new AppError("input", problem, {
      fields: [{ field: problem === "upload.wrong_type" ? "fileName" : "size", code: problem }],
      params: { max: MAX_FILE_BYTES / 1024 / 1024 },
    });
  }
  if (!findLine(order, parsed.lineId)) throw new AppError("not_found", "cart.line_not_found");
  if ((order.files ?? []).filter((f) => f.lineId === parsed.lineId).length >= MAX_FILES_PER_LINE)
    throw new AppError("conflict", "upload.too_many", { params: { max: MAX_FILES_PER_LINE } });
  const partition = partitionOf(order.orderId);
  await hit("presign", `${partition}#${parsed.lineId}`, PRESIGN_LIMIT);
  const uploadId = randomBytes(12).toString("base64url");
  const contentType = contentTypeFor(parsed.fileName)!;
  const key = `uploads/pending/${uploadId}/${safeName(parsed.fileName)}`;
  await db()
    .entities.upload.create({
      cartId: partition,
      uploadId,
      lineId: parsed.lineId,
      key,
      fileName: parsed.fileName,
      contentType,
      size: parsed.size,
      status: "pending",
      createdAt: Date.now(),
      expiresAt: nowSeconds() + PENDING_TTL_SECONDS,
    })
    .go();
  const put = await (
    await storage()
  ).presignPut(key, { contentType, size: parsed.size, expiresInSeconds: PRESIGN_SECONDS });
  return { uploadId, ...put };
}

/**
 * After the PUT: checked like the checkout's files (the same cage, the same limit per order),
 * moved under `print-files/order_<id>/`, appended to the order whatever the verdict.
 */
export const orderComplete = fn(OrderUploadRef, async (ref) =>
  completeForOrder(await openLink(ref.token), ref),
);

/** The same for an order already opened by its caller (see presignForOrder). */
export async function completeForOrder(order: StoredOrder, ref: { uploadId: string }) {
  const done = (order.files ?? []).find((f) => f.uploadId === ref.uploadId);
  if (done) return orderFileView(done);
  const partition = partitionOf(order.orderId);
  const item = (await db().entities.upload.get({ cartId: partition, uploadId: ref.uploadId }).go())
    .data;
  if (!item) throw new AppError("not_found", "upload.not_found");
  const line = findLine(order, item.lineId);
  if (!line) throw new AppError("not_found", "cart.line_not_found");
  await claimComplete(partition);
  const store = await storage();
  await assertStored(store, item);
  const preflight = await preflightOf(store, item, targetOf(line));
  const key = item.key.replace(/^uploads\/pending\//, `print-files/${partition}/`);
  await store.move(item.key, key);
  const file = {
    uploadId: item.uploadId,
    lineId: item.lineId,
    key,
    fileName: item.fileName,
    contentType: item.contentType,
    size: item.size,
    createdAt: item.createdAt,
    preflight: toStored(preflight),
  };
  await db()
    .transaction.write((e) => [
      e.order
        .patch({ orderId: order.orderId })
        .append({ files: [file] })
        .commit(),
      e.upload.delete({ cartId: partition, uploadId: item.uploadId }).commit(),
    ])
    .go();
  return orderFileView(file);
}
