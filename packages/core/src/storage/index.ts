import { join } from "node:path";
import { localSecretFile } from "../config/secrets";
import { DiskStorage, defaultUploadDir } from "./disk";
import type { Storage } from "./types";

export { DiskStorage, LOCAL_PUT_PATH, LOCAL_GET_PATH } from "./disk";
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
      ? import("./s3").then(
          ({ S3Storage }) => new S3Storage(bucket, { region: process.env.AWS_REGION }),
        )
      : Promise.resolve().then(() => {
          const dir = defaultUploadDir();
          return new DiskStorage(dir, process.env.UPLOAD_SIGNING_SECRET || localSecret(dir));
        });
    current.catch(() => (current = null));
  }
  return current;
}

/**
 * The disk store's signing key, kept beside the files so that `pnpm dev`'s restarts do not void
 * the upload URLs a browser already holds. Local runs only; AWS uses S3's own signatures.
 */
function localSecret(dir: string): string {
  return localSecretFile(join(dir, ".signing-key"));
}

/** Tests (and scripts) choose their own store. */
export function configureStorage(s: Storage | null): void {
  current = s ? Promise.resolve(s) : null;
}
