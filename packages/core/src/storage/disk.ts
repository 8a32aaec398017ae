import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../error";
import type { PresignedPut, PutConditions, Storage, StoredObject } from "./types";

/** The path the local server answers signed PUTs on (packages/functions/src/local/upload.ts). */
export const LOCAL_PUT_PATH = "/api/upload/local";
/** The path the local server answers signed downloads on (the back office's print files). */
export const LOCAL_GET_PATH = "/api/upload/local/file";

const KEY = /^[A-Z0-9][\w./-]{0,400}$/i;

/**
 * A directory standing in for the bucket in local runs and tests. Presigned URLs are ours:
 * HMAC-signed over key, exact size, content type and expiry, answered by the local server,
 * which streams the body to disk and refuses anything that does not match.
 */
export class DiskStorage implements Storage {
  readonly kind = "disk" as const;
  private readonly secret: Buffer;

  constructor(
    readonly root: string,
    secret?: string,
  ) {
    this.root = resolve(root);
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  private path(key: string): string {
    if (!KEY.test(key) || key.split("/").includes(".."))
      throw new AppError("input", "upload.bad_key");
    const p = resolve(this.root, key);
    if (!p.startsWith(this.root + sep)) throw new AppError("input", "upload.bad_key");
    return p;
  }

  private sign(key: string, size: number, contentType: string, expires: number): string {
    return createHmac("sha256", this.secret)
      .update(`${key}\n${size}\n${contentType}\n${expires}`)
      .digest("base64url");
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- async: a refused key (this.path throws) is a rejected promise, as the S3 store's
  async presignPut(key: string, c: PutConditions): Promise<PresignedPut> {
    this.path(key);
    const expires = Math.floor(Date.now() / 1000) + c.expiresInSeconds;
    const q = new URLSearchParams({
      key,
      size: String(c.size),
      type: c.contentType,
      expires: String(expires),
      sig: this.sign(key, c.size, c.contentType, expires),
    });
    return {
      url: `${LOCAL_PUT_PATH}?${q.toString()}`,
      method: "PUT",
      headers: { "content-type": c.contentType },
      expiresAt: expires * 1000,
    };
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- async: a refused key (this.path throws) is a rejected promise, as the S3 store's
  async presignGet(key: string, o: { fileName: string; expiresInSeconds: number }) {
    this.path(key);
    const expires = Math.floor(Date.now() / 1000) + o.expiresInSeconds;
    const q = new URLSearchParams({
      key,
      name: o.fileName,
      expires: String(expires),
      sig: this.sign(key, -1, `get:${o.fileName}`, expires),
    });
    return { url: `${LOCAL_GET_PATH}?${q.toString()}`, expiresAt: expires * 1000 };
  }

  /** Checks a signed download's query; answers the key and the name to send it as, or throws. */
  verifyGet(query: URLSearchParams): { key: string; fileName: string } {
    const key = query.get("key") ?? "";
    const fileName = query.get("name") ?? "";
    const expires = Number(query.get("expires"));
    const sig = Buffer.from(query.get("sig") ?? "");
    const want = Buffer.from(this.sign(key, -1, `get:${fileName}`, expires));
    if (sig.length !== want.length || !timingSafeEqual(sig, want))
      throw new AppError("forbidden", "upload.bad_signature");
    if (!(expires * 1000 > Date.now())) throw new AppError("forbidden", "upload.expired");
    return { key: this.path(key) && key, fileName };
  }

  /** The file's path on disk (the local server streams it). */
  filePath(key: string): string {
    return this.path(key);
  }

  /** Checks a signed PUT's query and headers; answers the key and size to write, or throws. */
  verifyPut(
    query: URLSearchParams,
    headers: { contentType: string | null; contentLength: string | null },
  ): { key: string; size: number; contentType: string } {
    const key = query.get("key") ?? "";
    const size = Number(query.get("size"));
    const type = query.get("type") ?? "";
    const expires = Number(query.get("expires"));
    const sig = Buffer.from(query.get("sig") ?? "");
    const want = Buffer.from(this.sign(key, size, type, expires));
    if (sig.length !== want.length || !timingSafeEqual(sig, want))
      throw new AppError("forbidden", "upload.bad_signature");
    if (!(expires * 1000 > Date.now())) throw new AppError("forbidden", "upload.expired");
    if ((headers.contentType ?? "") !== type) throw new AppError("input", "upload.wrong_type");
    if (headers.contentLength !== null && Number(headers.contentLength) !== size)
      throw new AppError("input", "upload.size_mismatch");
    this.path(key);
    return { key, size, contentType: type };
  }

  /** Streams a body to the key, refusing more or fewer bytes than signed (nothing half-written stays). */
  async write(
    key: string,
    body: Readable | ReadableStream<Uint8Array>,
    size: number,
    contentType: string,
  ): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    let seen = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > size) return done(new AppError("input", "upload.size_mismatch"));
        done(null, chunk);
      },
    });
    const source = body instanceof Readable ? body : Readable.fromWeb(body as never);
    try {
      await pipeline(source, limit, createWriteStream(temp));
      if (seen !== size) throw new AppError("input", "upload.size_mismatch");
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType }));
      await rename(temp, target);
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.path(key));
      const meta = await readFile(`${this.path(key)}.meta.json`, "utf8").then(
        (t) => JSON.parse(t) as { contentType?: string },
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- pnpm typecheck infers {} without it (TS2339 on meta.contentType)
        () => ({}) as { contentType?: string },
      );
      return { size: s.size, contentType: meta.contentType ?? null };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async read(key: string): Promise<Uint8Array> {
    return new Uint8Array(await readFile(this.path(key)));
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.path(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.path(from), target);
    await rename(`${this.path(from)}.meta.json`, `${target}.meta.json`).catch(() => undefined);
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
    await rm(`${this.path(key)}.meta.json`, { force: true });
  }
}

export const defaultUploadDir = () =>
  process.env.UPLOAD_DIR || join(process.cwd(), ".data", "uploads");
