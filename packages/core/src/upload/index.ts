import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { pick, type Locale } from "../i18n/locale";
import * as Cart from "../cart/index";
import { storage } from "../storage/index";
import { hit } from "../account/throttle";
import {
  MAX_FILES_PER_LINE,
  MAX_FILE_BYTES,
  PrepressInput,
  PresignInput,
  UploadRef,
  checkFile,
  contentTypeFor,
  needsPrepress,
  type Preflight,
} from "./schema";
import { fn } from "../fn";

export * from "./schema";

/** Pending uploads and their records expire after 7 days (the bucket's `uploads/pending/` rule). */
export const PENDING_TTL_SECONDS = 7 * 24 * 3600;
/** Attached files live as long as a cart does; the order keeps the cart id and the line ids. */
const ATTACHED_TTL_SECONDS = Cart.CART_TTL_DAYS * 24 * 3600;
export const PRESIGN_SECONDS = 15 * 60;
/** PDFs above this are not parsed by the API (memory of one Lambda); our prepress checks them. */
export const PREFLIGHT_MAX_BYTES = 60 * 1024 * 1024;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const safeName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-120) || "file";

interface Ctx {
  cartId: string | null;
  locale: Locale;
}

async function cartOf(ctx: Ctx) {
  const cart = ctx.cartId ? await Cart.load(ctx.cartId) : null;
  if (!cart || !ctx.cartId) throw new AppError("conflict", "checkout.cart_empty");
  return cart;
}

/** What a line's file is checked against (a cart line's or an order line's configuration). */
export function targetOf(line: {
  config?: Cart.CartLine["config"] | Record<string, unknown> | null;
}) {
  const config = line.config as Cart.CartLine["config"] | undefined | null;
  if (!config || config.kind !== "label") return { size: null };
  const { width, height, personalization } = config.input;
  return { size: { width, height }, multiPageExpected: personalization === true };
}

/** The stored preflight: `pages` is absent where the file was not read (null on the wire). */
type StoredPreflight = Omit<Preflight, "pages"> & { pages?: number };
export const toStored = ({ pages, ...rest }: Preflight): StoredPreflight =>
  pages === null ? rest : { ...rest, pages };
export const fromStored = (p: StoredPreflight | undefined): Preflight | null =>
  p ? { verdict: p.verdict, pages: p.pages ?? null, issues: p.issues } : null;

export type UploadItem = {
  uploadId: string;
  lineId: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  status: "pending" | "attached";
  preflight?: StoredPreflight;
  shared?: boolean;
  createdAt: number;
  expiresAt?: number;
};

export const fileView = (u: UploadItem) => ({
  uploadId: u.uploadId,
  lineId: u.lineId,
  fileName: u.fileName,
  size: u.size,
  contentType: u.contentType,
  status: u.status,
  preflight: fromStored(u.preflight),
  createdAt: u.createdAt,
});
export type FileView = ReturnType<typeof fileView>;

async function uploadsOf(cartId: string): Promise<UploadItem[]> {
  const { data } = await db().entities.upload.query.byCart({ cartId }).go({ pages: "all" });
  const now = nowSeconds();
  return data.filter((u) => !u.expiresAt || u.expiresAt > now);
}

/** The upload step: every cart line with its attached files (two requests: the cart, the files). */
export async function list(ctx: Ctx) {
  if (!ctx.cartId) return { lines: [] };
  const [cart, files] = await Promise.all([Cart.load(ctx.cartId), uploadsOf(ctx.cartId)]);
  return {
    lines: (cart?.lines ?? []).map((line) => {
      const t = targetOf(line);
      return {
        lineId: line.id,
        productName: pick(line.title, ctx.locale),
        quantity: line.quantity,
        labelSize: t.size,
        prepressFix: line.prepressFix === true,
        files: files
          .filter((f) => f.lineId === line.id && f.status === "attached")
          .sort((a, b) => a.createdAt - b.createdAt)
          .map(fileView),
      };
    }),
  };
}

/** Presigned uploads per cart line per window (a file that is attached counts once, retries included). */
export const PRESIGN_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/**
 * Step 1: a presigned PUT for one file of one of the caller's cart lines. The type comes from the
 * extension (PDF, AI, EPS, TIFF, PNG, JPG), the size is exact and at most 200 MB; both are signed.
 */
export const presign = fn(PresignInput, async (parsed, ctx: Ctx) => {
  const problem = checkFile({ name: parsed.fileName, size: parsed.size });
  if (problem) {
    throw new AppError("input", problem, {
      fields: [{ field: problem === "upload.wrong_type" ? "fileName" : "size", code: problem }],
      params: { max: MAX_FILE_BYTES / 1024 / 1024 },
    });
  }
  const cart = await cartOf(ctx);
  if (!cart.lines.some((l) => l.id === parsed.lineId))
    throw new AppError("not_found", "cart.line_not_found");
  const existing = (await uploadsOf(ctx.cartId!)).filter(
    (u) => u.lineId === parsed.lineId && u.status === "attached",
  );
  if (existing.length >= MAX_FILES_PER_LINE)
    throw new AppError("conflict", "upload.too_many", { params: { max: MAX_FILES_PER_LINE } });
  // Pending uploads (presigned, never completed) are limited per line too: one claim per presign.
  await hit("presign", `${ctx.cartId}#${parsed.lineId}`, PRESIGN_LIMIT);
  const uploadId = randomBytes(12).toString("base64url");
  const contentType = contentTypeFor(parsed.fileName)!;
  const key = `uploads/pending/${uploadId}/${safeName(parsed.fileName)}`;
  await db()
    .entities.upload.create({
      cartId: ctx.cartId!,
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
});

async function own({ uploadId }: UploadRef, ctx: Ctx): Promise<UploadItem> {
  if (!ctx.cartId) throw new AppError("not_found", "upload.not_found");
  const item = (await db().entities.upload.get({ cartId: ctx.cartId, uploadId }).go()).data;
  if (!item) throw new AppError("not_found", "upload.not_found");
  return item;
}

/** The browser's PUT must have stored the object with the signed size (a wrong one is removed). */
export async function assertStored(
  store: Awaited<ReturnType<typeof storage>>,
  item: { key: string; size: number },
): Promise<void> {
  const head = await store.head(item.key);
  if (!head) throw new AppError("conflict", "upload.missing");
  if (head.size !== item.size) {
    await store.remove(item.key);
    throw new AppError("conflict", "upload.size_mismatch");
  }
}

/**
 * The stored file's preflight: PDFs up to PREFLIGHT_MAX_BYTES are checked against the line's
 * target, in the cage (cage.ts: a worker thread with memory, inflate and time limits). It never
 * throws for the file's sake: whatever stops the check is the verdict "too complex to check".
 */
export async function preflightOf(
  store: Awaited<ReturnType<typeof storage>>,
  item: { key: string; size: number; contentType: string },
  target: ReturnType<typeof targetOf>,
): Promise<Preflight> {
  if (item.contentType !== "application/pdf")
    return { verdict: "unchecked", pages: null, issues: [{ code: "not_pdf" }] };
  if (item.size > PREFLIGHT_MAX_BYTES)
    return { verdict: "unchecked", pages: null, issues: [{ code: "too_large_to_check" }] };
  // pdf-lib loads only in the preflight's worker, and the cage only when a PDF is checked: the
  // API's cold start pays for neither.
  const { preflightInCage } = await import("./cage");
  return preflightInCage(await store.read(item.key), target);
}

/**
 * Completions (each may run a preflight: up to 6 s of a worker) per cart, or per placed order on
 * its upload page, per window: a cart's lines take at most 10 files each, retries included.
 */
export const COMPLETE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/** Claims one completion for the cart or order partition; over the limit, a translated 429. */
export async function claimComplete(partition: string): Promise<void> {
  try {
    await hit("upload-complete", partition, COMPLETE_LIMIT);
  } catch (e) {
    if (e instanceof AppError && e.kind === "rate_limited") {
      throw new AppError("rate_limited", "upload.too_many_checks", {
        params: { ...e.params, minutes: Math.max(1, Math.ceil(Number(e.params.seconds) / 60)) },
        cause: e,
      });
    }
    throw e;
  }
}

/**
 * Step 2, after the browser's PUT: the stored object must be there with the signed size; PDFs get
 * their preflight; the file moves to `print-files/` and is attached to its cart line, whatever the
 * verdict (a file the check gave up on is attached as "too complex to check", with the prepress
 * choice: never left pending). Limited per cart (COMPLETE_LIMIT).
 */
export const complete = fn(UploadRef, async (ref, ctx: Ctx) => {
  const item = await own(ref, ctx);
  if (item.status === "attached") return fileView(item);
  await claimComplete(ctx.cartId!);
  const store = await storage();
  await assertStored(store, item);
  const cart = await cartOf(ctx);
  const line = cart.lines.find((l) => l.id === item.lineId);
  if (!line) throw new AppError("not_found", "cart.line_not_found");
  const preflight = await preflightOf(store, item, targetOf(line));
  const key = item.key.replace(/^uploads\/pending\//, `print-files/${ctx.cartId}/`);
  await store.move(item.key, key);
  const updated = {
    ...item,
    key,
    status: "attached" as const,
    preflight: toStored(preflight),
    expiresAt: nowSeconds() + ATTACHED_TTL_SECONDS,
  };
  await db()
    .entities.upload.patch({ cartId: ctx.cartId!, uploadId: item.uploadId })
    .set({ key, status: "attached", preflight: updated.preflight, expiresAt: updated.expiresAt })
    .go();
  return fileView(updated);
});

/**
 * The shopper's choice for one of their lines: our prepress fixes the print file (size, bleed).
 * Stored on the cart line and copied onto the order line; a line whose file needs it cannot be
 * placed without it (checkout `place`).
 */
export const prepress = fn(PrepressInput, async (parsed, ctx: Ctx) => {
  await cartOf(ctx);
  await Cart.setPrepressFix(ctx.cartId, parsed.lineId, parsed.prepressFix, ctx);
  return { lineId: parsed.lineId, prepressFix: parsed.prepressFix };
});

/**
 * The first line of the cart whose attached files need prepress (a wrong size, no bleed, an
 * unreadable PDF) while the shopper has not asked for it; null when every line may be placed.
 */
export function blockedLine<L extends { id: string; prepressFix?: boolean }>(
  lines: readonly L[],
  files: readonly LineFile[],
): L | null {
  return lines.find((l) => !l.prepressFix && lineNeedsPrepress(l.id, files)) ?? null;
}

type LineFile = { lineId: string; preflight?: StoredPreflight };
/** Whether any attached file of the line will not print as ordered (error verdict, no bleed). */
export const lineNeedsPrepress = (lineId: string, files: readonly LineFile[]) =>
  files.some((f) => f.lineId === lineId && needsPrepress(fromStored(f.preflight)));

/** Removes one of the caller's files (record and object; a file shared with an earlier order: the record only). */
export const remove = fn(UploadRef, async (ref, ctx: Ctx) => {
  const item = await own(ref, ctx);
  if (!item.shared) await (await storage()).remove(item.key);
  await db().entities.upload.delete({ cartId: ctx.cartId!, uploadId: item.uploadId }).go();
  return { success: true as const };
});

/**
 * The attached files of the given cart lines, as an order keeps them (entities/order.ts `files`):
 * read when the order is placed, so the order no longer needs the cart's upload records.
 */
export async function forLines(cartId: string, lineIds: Iterable<string>) {
  const ids = new Set(lineIds);
  const { data } = await db().entities.upload.query.byCart({ cartId }).go({ pages: "all" });
  return data
    .filter((u) => u.status === "attached" && ids.has(u.lineId))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((u) => ({
      uploadId: u.uploadId,
      lineId: u.lineId,
      key: u.key,
      fileName: u.fileName,
      contentType: u.contentType,
      size: u.size,
      createdAt: u.createdAt,
      ...(u.preflight ? { preflight: u.preflight } : {}),
    }));
}
export type OrderFile = Awaited<ReturnType<typeof forLines>>[number];
