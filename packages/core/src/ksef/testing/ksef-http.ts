import type { IncomingMessage } from "node:http";
import { randomBytes } from "node:crypto";
import type { Refusal } from "./ksef-state";

/** The local KSeF's HTTP pieces: KSeF's error bodies, the body reader. */
export const MAX_BODY = 2_000_000;

export const trace = () => randomBytes(16).toString("hex");

export function errorBody(r: Refusal, instance: string, problems: boolean) {
  const timestamp = new Date().toISOString();
  if (problems)
    return {
      title: "Bad Request",
      status: 400,
      instance,
      detail: "Żądanie jest nieprawidłowe.",
      errors: [{ code: r.code, description: r.description, details: r.details }],
      timestamp,
      traceId: trace(),
    };
  return {
    exception: {
      exceptionDetailList: [
        { exceptionCode: r.code, exceptionDescription: r.description, details: r.details },
      ],
      serviceCode: trace(),
      serviceCtx: "srvLOCAL",
      serviceName: "Undefined",
      timestamp,
    },
  };
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
