import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Content negotiation and per-answer compression, shared by the static files (static.ts), the JSON answers and the rendered pages (ssr.ts). */
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
