import type { Response as ExpressResponse } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LOCAL_GET_PATH, LOCAL_PUT_PATH } from "@printshop/core/storage/index";
import type { ApiAnswer } from "../http/answer";
import { BodyTooLarge, type ForwardTrust } from "../http/prepare";
import type { ApiRequest, HostRequest } from "../http/request";
import { serve } from "../http/serve";

/**
 * The local server's host adapter: Node's request as the API's host request; the API's pipeline
 * (http/serve.ts) before Express; the API's answer written on Node's response.
 */

/**
 * Node's request as the API's host request. A body over the limit (declared, or passed while
 * streaming) is refused with the connection closed: the rest of it is not read, and the socket
 * lingers half-open so that the client can read the 413 first (lingerThenClose).
 */
export function hostRequestOf(req: IncomingMessage, res: ServerResponse): HostRequest {
  return {
    method: req.method ?? "GET",
    target: req.url ?? "/",
    headers: req.headers,
    peer: req.socket.remoteAddress,
    tls: "encrypted" in req.socket,
    async body(limit) {
      if (!hasBody(req)) return undefined;
      try {
        return await readNodeBody(req, limit);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          res.setHeader("connection", "close");
          lingerThenClose(req);
        }
        throw error;
      }
    },
  };
}

/** The local disk store's routes: they stream their bodies past the API's 1 MB (upload.ts). */
export const streamsBody = ({ method, url: { pathname } }: ApiRequest) =>
  (method === "PUT" && pathname === LOCAL_PUT_PATH) ||
  ((method === "GET" || method === "HEAD") &&
    (pathname === LOCAL_GET_PATH || pathname.startsWith("/images/")));

/** The prepared request of what Express serves (the pipeline made it before Express: `door`). */
export const preparedOf = (res: ExpressResponse) => res.locals.api as ApiRequest;

/**
 * The door every request comes through, before Express: the API's pipeline, with the security
 * headers for HTTP or HTTPS as the pipeline found the visit. What the API answers (tRPC, the REST
 * shims, /health, every refusal: a bad URL, a body over the limit, a sign-in shed while the hash
 * queue is full) is written straight back, without Express's per-request work (its request setup,
 * router and helpers cost ~3× Node's own answer, measured when shedding a sign-in flood); what
 * it leaves goes to `express` with the prepared request (`preparedOf`).
 */
export function door(options: {
  trust: ForwardTrust;
  securityHeaders: { http: [string, string][]; https: [string, string][] };
  express: (req: IncomingMessage, res: ServerResponse) => void;
}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    serve(hostRequestOf(req, res), options.trust, streamsBody).then(
      (served) => {
        const https = "answer" in served ? served.https : served.unclaimed.https;
        for (const [name, value] of options.securityHeaders[https ? "https" : "http"])
          res.setHeader(name, value);
        if ("answer" in served) return writeAnswer(req, res, served.answer);
        (res as ExpressResponse).locals = { api: served.unclaimed };
        options.express(req, res);
      },
      (error: unknown) => {
        // The pipeline answers every failure itself; this is the last resort.
        console.error(
          `[local] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        res.statusCode = 500;
        res.end();
      },
    );
  };
}

/** JSON answers of at least this many bytes are compressed (when the client accepts it). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes an answer (the security headers are on the response already). A JSON answer of 1 KiB or
 * more (the catalogue, product pages, lists) goes out brotli (quality 4) or gzip (level 6) when
 * the client accepts it: fast enough per answer; smaller ones do not pay for the CPU.
 */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: ApiAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.cookies.length) res.setHeader("set-cookie", answer.cookies);
  const encoding =
    req.method !== "HEAD" && Buffer.byteLength(answer.body) >= COMPRESS_MIN_BYTES
      ? pickEncoding(req.headers["accept-encoding"])
      : null;
  if (
    !encoding ||
    !/^application\/(?:[\w.+-]+\+)?json\b/.test(answer.headers["content-type"] ?? "")
  ) {
    res.end(answer.body);
    return;
  }
  const packed = compressBody(Buffer.from(answer.body, "utf8"), encoding, 4);
  res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", String(packed.length));
  const vary = answer.headers.vary;
  res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  res.end(packed);
}

/** Content negotiation and per-answer compression, shared by the JSON answers, the static files (static.ts) and the rendered pages (ssr.ts). */
export type Encoding = "br" | "gzip";

/** The encoding to answer with: brotli if the client takes it, else gzip, else none (q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of String(header).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/**
 * One answer's body compressed at once (an API answer, a rendered page): brotli at `brotliQuality`
 * (fast qualities: 4–5; the static files' cached copies use 9), gzip at level 6.
 */
export function compressBody(body: Buffer, encoding: Encoding, brotliQuality: number): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * `TRUST_PROXY` as Express's `trust proxy`: unset or empty → trust nobody (the IP is the socket's);
 * a number → that many hops; otherwise a comma-separated list of addresses, subnets or Express's
 * names (`loopback`, `uniquelocal`). `true` is refused: it would let anyone choose their IP.
 */
export function trustProxySetting(value: string | undefined): false | number | string[] {
  const v = value?.trim();
  if (!v || v === "false") return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === "true")
    throw new Error(
      "TRUST_PROXY=true would trust any client's X-Forwarded-For: name the proxy's address instead",
    );
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a Node request announces a body (a length above 0, or chunked). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && length !== "0";
}

/**
 * Reads a request body into memory while it is at most `limit` bytes; rejects with BodyTooLarge
 * the moment the stream passes the limit (chunked or not, whatever Content-Length claims), having
 * held at most `limit` bytes plus one chunk. The caller then answers 413 and closes the connection.
 */
function readNodeBody(req: IncomingMessage, limit: number): Promise<Buffer> {
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
const LINGER_MS = 2_000;

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
function lingerThenClose(req: IncomingMessage): void {
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
