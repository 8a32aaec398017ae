/** Where print files live: S3 in AWS, a directory on disk locally; the upload code sees only this. */
export interface PresignedPut {
  /** Absolute (S3) or site-relative (disk store) URL the browser PUTs the file to. */
  url: string;
  method: "PUT";
  /** Headers the PUT must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
  expiresAt: number;
}

export interface PutConditions {
  contentType: string;
  /** Exact size in bytes: the signature covers it, so a different body is refused. */
  size: number;
  expiresInSeconds: number;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

export interface Storage {
  readonly kind: "s3" | "disk";
  presignPut(key: string, conditions: PutConditions): Promise<PresignedPut>;
  head(key: string): Promise<StoredObject | null>;
  /** The whole object; callers bound the size first (head). */
  read(key: string): Promise<Uint8Array>;
  move(from: string, to: string): Promise<void>;
  /** A short-lived URL that downloads the object as an attachment named `fileName` (the back office's print files). */
  presignGet(
    key: string,
    options: { fileName: string; expiresInSeconds: number },
  ): Promise<{ url: string; expiresAt: number }>;
  remove(key: string): Promise<void>;
  /**
   * Streams a body of exactly `size` bytes to the key (a file the server made itself: the
   * customer's data export, owndata/export.ts), never holding it whole in memory.
   */
  write(
    key: string,
    body: import("node:stream").Readable,
    size: number,
    contentType: string,
  ): Promise<void>;
}
