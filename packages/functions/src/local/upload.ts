import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { AppError } from "@printshop/core/error";
import {
  DiskStorage,
  LOCAL_GET_PATH,
  LOCAL_PUT_PATH,
  storage,
} from "@printshop/core/storage/index";
import { contentDisposition } from "@printshop/core/storage/disposition";
import { IMAGE_TYPES, PUBLIC_IMAGE } from "@printshop/core/images/schema";
import { errorAnswer } from "../http/answer";
import { preparedOf, writeAnswer } from "./host";

/**
 * The local stand-in for S3's presigned PUT: `PUT /api/upload/local?key&size&type&expires&sig`.
 * It runs before the API (whose JSON bodies are capped at 1 MB) and streams the file to the
 * disk store, which checks the signature, expiry, content type and exact size. Only mounted
 * when the store is the disk one; in AWS the browser talks to S3 itself.
 */
export async function localUpload(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if (req.method !== "PUT" || req.path !== LOCAL_PUT_PATH) return next();
  const store = await storage();
  try {
    if (!(store instanceof DiskStorage)) throw new AppError("not_found", "route.not_found");
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    const put = store.verifyPut(query, {
      contentType: req.get("content-type") ?? null,
      contentLength: req.get("content-length") ?? null,
    });
    await store.write(put.key, req, put.size, put.contentType);
    res.status(200).setHeader("cache-control", "no-store").end();
  } catch (error) {
    // Drain what the browser still sends so it sees the answer instead of a reset connection.
    req.resume();
    if (!res.headersSent)
      writeAnswer(req, res, errorAnswer(error, preparedOf(res).locale, "local upload"));
  }
}

/**
 * The local stand-in for S3's presigned GET: `GET /api/upload/local/file?key&name&expires&sig`
 * (links the back office hands out for print files; signed, short-lived).
 */
export async function localDownload(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== LOCAL_GET_PATH) return next();
  const store = await storage();
  try {
    if (!(store instanceof DiskStorage)) throw new AppError("not_found", "route.not_found");
    const { key, fileName } = store.verifyGet(
      new URLSearchParams(req.originalUrl.split("?")[1] ?? ""),
    );
    const head = await store.head(key);
    if (!head) throw new AppError("not_found", "upload.not_found");
    res.setHeader("cache-control", "private, no-store");
    res.setHeader("content-disposition", contentDisposition(fileName));
    res.setHeader("content-type", head.contentType ?? "application/octet-stream");
    // `pnpm start` keeps the store under `.data/`: send's default ignores dot-folders and answered
    // 404 to every print-file link there (the tests' store lives under `.data/` too now).
    res.sendFile(store.filePath(key), { dotfiles: "allow" }, (error) => {
      if (error && !res.headersSent) sendDownloadError(req, res, error);
    });
  } catch (error) {
    if (!res.headersSent) sendDownloadError(req, res, error);
  }
}

function sendDownloadError(req: ExpressRequest, res: ExpressResponse, error: unknown) {
  res.removeHeader("content-disposition");
  writeAnswer(req, res, errorAnswer(error, preparedOf(res).locale, "local download"));
}

/**
 * The admin's uploaded images, public at `GET /images/<uuid>.<ext>` (what `admin.images.upload`
 * answers), read from the disk store. In AWS a CloudFront behaviour serves them from the bucket.
 */
export async function localImages(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith("/images/"))
    return next();
  const name = req.path.slice("/images/".length);
  const store = await storage();
  if (!(store instanceof DiskStorage) || !PUBLIC_IMAGE.test(name)) return next();
  try {
    const key = `images/${name}`;
    const head = await store.head(key);
    if (!head) return next();
    const type = Object.entries(IMAGE_TYPES).find(([, ext]) => name.endsWith(`.${ext}`))![0];
    res
      .status(200)
      .setHeader("content-type", type)
      .setHeader("x-content-type-options", "nosniff")
      .setHeader("cache-control", "public, max-age=31536000, immutable")
      .end(req.method === "HEAD" ? undefined : Buffer.from(await store.read(key)));
  } catch (error) {
    next(error);
  }
}
