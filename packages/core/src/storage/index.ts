import { DiskStorage, defaultUploadDir } from "./disk";
import type { Storage } from "./types";

export { DiskStorage, LOCAL_PUT_PATH } from "./disk";
export type { Storage, PresignedPut, PutConditions, StoredObject } from "./types";

let current: Promise<Storage> | null = null;

/**
 * The file store of this process: S3 when `BUCKET_NAME` is set (AWS), else a directory
 * (`UPLOAD_DIR`, default `.data/uploads`) served by the local server's signed PUT route.
 * The S3 client loads with the first upload, not with every cold start of the API.
 */
export function storage(): Promise<Storage> {
  if (!current) {
    const bucket = process.env.BUCKET_NAME;
    current = bucket
      ? import("./s3").then(({ S3Storage }) => new S3Storage(bucket, { region: process.env.AWS_REGION }))
      : Promise.resolve(new DiskStorage(defaultUploadDir(), process.env.UPLOAD_SIGNING_SECRET));
    current.catch(() => (current = null));
  }
  return current;
}

/** Tests (and scripts) choose their own store. */
export function configureStorage(s: Storage | null): void {
  current = s ? Promise.resolve(s) : null;
}
