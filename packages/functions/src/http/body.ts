import type { IncomingMessage } from "node:http";

/** JSON bodies above this are refused (413) as soon as the stream passes it. */
export const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLarge extends Error {
  constructor(readonly received: number) {
    super("body too large");
  }
}

/** Whether a Node request announces a body (a length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

/**
 * Reads a request body into memory while it is at most `limit` bytes; rejects with BodyTooLarge
 * the moment the stream passes the limit (chunked or not, whatever Content-Length claims), having
 * held at most `limit` bytes plus one chunk. The caller then answers 413 and closes the connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge(0));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        chunks.length = 0;
        // Stop reading: what is still on its way is not ours to hold.
        req.pause();
        reject(new BodyTooLarge(received));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    const onAborted = () => onError(new Error("request aborted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}
