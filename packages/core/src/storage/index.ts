import { DiskStorage, defaultUploadDir } from "./disk";
import { S3Storage } from "./s3";
import type { Storage } from "./types";

export { DiskStorage, LOCAL_PUT_PATH } from "./disk";
export { S3Storage } from "./s3";
export type { Storage, PresignedPut, PutConditions, StoredObject } from "./types";

let current: Storage | null = null;

/**
 * The file store of this process: S3 when `BUCKET_NAME` is set (AWS), else a directory
 * (`UPLOAD_DIR`, default `.data/uploads`) served by the local server's signed PUT route.
 */
export function storage(): Storage {
  if (!current) {
    const bucket = process.env.BUCKET_NAME;
    current = bucket ? new S3Storage(bucket, { region: process.env.AWS_REGION }) : new DiskStorage(defaultUploadDir(), process.env.UPLOAD_SIGNING_SECRET);
  }
  return current;
}

/** Tests (and scripts) choose their own store. */
export function configureStorage(s: Storage | null): void {
  current = s;
}
