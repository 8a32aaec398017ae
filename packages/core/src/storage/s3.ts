import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { contentDisposition } from "./disposition";
import type { PresignedPut, PutConditions, Storage, StoredObject } from "./types";

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    err?.name === "NotFound" || err?.name === "NoSuchKey" || err?.$metadata?.httpStatusCode === 404
  );
};

/** The file bucket (`BUCKET_NAME`); the browser uploads straight to it through presigned PUT URLs. */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(
    readonly bucket: string,
    config: S3ClientConfig = {},
    /** The signing time (tests fix it to compare signatures). */
    private readonly clock: () => Date = () => new Date(),
  ) {
    // Without this the SDK signs a CRC32 of the (empty) body it has into the URL, and S3 then
    // refuses the browser's real file: checksums are only added where S3 requires them.
    this.client = new S3Client({ requestChecksumCalculation: "WHEN_REQUIRED", ...config });
  }

  /** Signs offline (no request): content type and length are signed headers, so S3 refuses any other body. */
  async presignPut(key: string, c: PutConditions): Promise<PresignedPut> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: c.contentType,
      ContentLength: c.size,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: c.expiresInSeconds,
      signingDate: this.clock(),
      signableHeaders: new Set(["content-type", "content-length"]),
    });
    return {
      url,
      method: "PUT",
      headers: { "content-type": c.contentType },
      expiresAt: Date.now() + c.expiresInSeconds * 1000,
    };
  }

  async presignGet(key: string, o: { fileName: string; expiresInSeconds: number }) {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(o.fileName),
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: o.expiresInSeconds,
      signingDate: this.clock(),
    });
    return { url, expiresAt: Date.now() + o.expiresInSeconds * 1000 };
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(out.ContentLength ?? 0), contentType: out.ContentType ?? null };
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  async read(key: string): Promise<Uint8Array> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return out.Body!.transformToByteArray();
  }

  async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${from.split("/").map(encodeURIComponent).join("/")}`;
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }),
    );
    await this.remove(from);
  }

  /** One PutObject with the stream as its body and its exact length (the SDK streams it, unbuffered). */
  async write(key: string, body: Readable, size: number, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
