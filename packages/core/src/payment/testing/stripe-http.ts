import type { IncomingMessage, ServerResponse } from "node:http";
import { StripeApiError } from "./stripe-form";

/** The local Stripe server's HTTP pieces: its routes, JSON answers and a bounded body read. */
export type Route =
  | "sessions.create"
  | "sessions.retrieve"
  | "refunds.create"
  | "refunds.retrieve"
  | "intents.retrieve";

const MAX_BODY = 65_536;

export function routeOf(method: string, path: string): { name: Route; arg?: string } | null {
  if (method === "POST" && path === "/v1/checkout/sessions") return { name: "sessions.create" };
  if (method === "POST" && path === "/v1/refunds") return { name: "refunds.create" };
  const one = /^\/v1\/(checkout\/sessions|refunds|payment_intents)\/([\w-]{1,255})$/.exec(path);
  if (method !== "GET" || !one) return null;
  const name = (
    {
      "checkout/sessions": "sessions.retrieve",
      refunds: "refunds.retrieve",
      payment_intents: "intents.retrieve",
    } as const
  )[one[1] as "refunds"];
  return { name, arg: one[2]! };
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function read(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY)
      throw new StripeApiError(413, "invalid_request_error", "Request body too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
