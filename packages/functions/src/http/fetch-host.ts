import { errorAnswer, type ApiAnswer } from "./answer";
import { BodyTooLarge } from "./prepare";
import type { HostRequest } from "./request";
import { serve } from "./serve";

/** An ApiAnswer as a fetch Response. */
function toFetchResponse(answer: ApiAnswer): Response {
  const headers = new Headers(answer.headers);
  for (const cookie of answer.cookies) headers.append("set-cookie", cookie);
  const nullBody = answer.status === 204 || answer.status === 304;
  return new Response(nullBody ? null : answer.body, { status: answer.status, headers });
}

/**
 * The API for a fetch `Request` (tests and tools: the host adapter of no server), through the
 * same pipeline as the Express server and the Lambda. `clientIp` plays the connection's peer
 * (trusted as nobody's proxy). Resolves to null when no API path claims the request.
 */
export async function handleApi(
  req: Request,
  options: { clientIp?: string } = {},
): Promise<Response | null> {
  const url = new URL(req.url);
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => (headers[name] = value));
  headers.host ??= url.host;
  const host: HostRequest = {
    method: req.method,
    target: `${url.pathname}${url.search}`,
    headers,
    peer: options.clientIp,
    tls: url.protocol === "https:",
    async body(limit) {
      if (!req.body) return undefined;
      const bytes = new Uint8Array(await req.arrayBuffer());
      if (bytes.byteLength > limit) throw new BodyTooLarge(bytes.byteLength);
      return bytes;
    },
  };
  const served = await serve(host, { kind: "proxies", trusts: () => false }).catch(
    (error: unknown) => ({ answer: errorAnswer(error, "pl", "http"), https: false }),
  );
  if ("unclaimed" in served) return null;
  return toFetchResponse(served.answer);
}
