import { randomUUID } from "node:crypto";
import { fn } from "../fn";
import { storage } from "../storage/index";
import * as Audit from "../audit/write";
import { IMAGE_TYPES, IMAGES_PREFIX, UploadInput } from "./schema";

export { UploadInput, IMAGE_TYPES, IMAGE_MAX_BYTES, IMAGES_PREFIX, PUBLIC_IMAGE } from "./schema";

/** How long the browser has to PUT the image. */
export const PRESIGN_SECONDS = 10 * 60;

/**
 * `admin.images.upload`: a presigned PUT for one image (S3 in AWS, the local disk store's signed
 * route locally; the signature covers the exact type and size) and the URL the image will have.
 * Images live under `images/<uuid>.<ext>` and are public at `/images/<uuid>.<ext>` (the local
 * server serves them; in AWS a CloudFront behaviour on the file bucket). The presign is the
 * write the audit log records.
 */
export const upload = fn(UploadInput, async (input, actor: Audit.Actor) => {
  const name = `${randomUUID()}.${IMAGE_TYPES[input.contentType]}`;
  const key = `${IMAGES_PREFIX}${name}`;
  const put = await (
    await storage()
  ).presignPut(key, {
    contentType: input.contentType,
    size: input.size,
    expiresInSeconds: PRESIGN_SECONDS,
  });
  const url = `/${key}`;
  await Audit.record(actor, {
    action: "image.upload",
    target: { type: "image", id: key },
    before: null,
    after: { url, contentType: input.contentType, size: input.size, name: input.name ?? null },
  });
  return { upload: put, url };
});
