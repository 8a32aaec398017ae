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

/** How long a refused body's connection stays half-open before it is destroyed (see lingerThenClose). */
export const LINGER_MS = 2_000;

/**
 * Closes a connection whose body was refused (413 with `Connection: close`) so the client can read
 * the answer (RFC 9112, section 9.6): the answer goes out and this side half-closes (FIN), then
 * the socket stays open, reading nothing more, until the client closes its side or `LINGER_MS`
 * passes, and only then is it destroyed. Destroyed at once (what Node does after a
 * `Connection: close` answer), the body's unread bytes make the kernel send a reset, and a reset
 * discards the 413 a client still busy writing has not read yet: it sees a broken connection
 * instead of the answer. Nothing more of the body is read or kept (the memory bound holds).
 * Call before the answer is sent.
 */
export function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  // Node's server calls destroySoon once a `Connection: close` answer is written: here that only
  // sends our FIN; the client's own end or the time destroys the socket.
  socket.destroySoon = () => socket.end();
  socket.once("end", close);
  socket.once("close", () => clearTimeout(timer));
}
