import * as z from "zod";

/** Images the back office uploads for the shop's pages (rich text, banners): browser-safe. */
export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
/** Where images live in the file store; the same path, with a leading slash, is their public URL (a CloudFront behaviour in AWS). */
export const IMAGES_PREFIX = "images/";
/** 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const UploadInput = z.object({
  contentType: z.enum(
    Object.keys(IMAGE_TYPES) as [keyof typeof IMAGE_TYPES, ...(keyof typeof IMAGE_TYPES)[]],
  ),
  size: z.int().min(1).max(IMAGE_MAX_BYTES),
  /** The file's own name, kept only in the audit entry. */
  name: z.string().trim().max(200).optional(),
});
export type UploadInput = z.infer<typeof UploadInput>;

/** The public path of an uploaded image: `/images/<uuid>.<ext>` (the key in the store is the same without the slash). */
export const PUBLIC_IMAGE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
