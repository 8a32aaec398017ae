import * as z from "zod";

/** The API's inputs of the upload; the files' rules without zod are `files.ts`. */
export * from "./files";

const uploadId = z.string().regex(/^[\w-]{8,40}$/);

export const PresignInput = z.object({
  lineId: z.string().regex(/^[\w-]{1,40}$/),
  fileName: z.string().min(1).max(255),
  size: z.int().nonnegative(),
});
export type PresignInput = z.infer<typeof PresignInput>;

export const UploadRef = z.object({ uploadId });
export type UploadRef = z.infer<typeof UploadRef>;

export const PrepressInput = z.object({
  lineId: z.string().regex(/^[\w-]{1,40}$/),
  prepressFix: z.boolean(),
});
export type PrepressInput = z.infer<typeof PrepressInput>;
