import { AppError } from "@printshop/core/error";
import { restRoutes } from "../rest/index";
import { compile, match, requiredPermission, TextAnswer } from "../rest/router";
import { requirePermission } from "../auth/guard";
import { jsonAnswer, type ApiAnswer } from "./answer";
import type { ApiRequest } from "./request";

const routes = compile(restRoutes);

/** The REST shim for the request (docs/spec/api.md), `null` when none claims its path. */
export const restMatch = (req: ApiRequest) => match(routes, req.method, req.url.pathname);

/** A raw-body route's own body limit (prepare.ts reads no more), else undefined. */
export function restBodyLimit(req: ApiRequest): number | undefined {
  const found = restMatch(req);
  return found && typeof found !== "string" ? found.route.rawBody : undefined;
}

const textOf = (body: Uint8Array | undefined) =>
  body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8") : "";

function parseJson(body: Uint8Array | undefined): unknown {
  if (!body) return undefined;
  const text = textOf(body);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new AppError("input", "input.not_json", { cause });
  }
}

/**
 * A REST shim's answer: the guard first, even before "not found" and "wrong method" (/admin says
 * nothing to outsiders), then the handler over the same core call its procedure makes. Throws
 * what fails; the pipeline's error answer (serve.ts) carries the cookies set so far.
 */
export async function restAnswer(
  req: ApiRequest,
  found: ReturnType<typeof restMatch>,
): Promise<ApiAnswer> {
  const ctx = req.context();
  const permission = requiredPermission(routes, found, req.url.pathname);
  const session = permission ? await requirePermission(ctx, permission) : null;
  if (found === null || found === "method") throw new AppError("not_found", "route.not_found");
  if (found === "malformed") throw new AppError("input", "input.malformed_path");
  const raw = found.route.rawBody !== undefined;
  const result = await found.route.handler({
    params: found.params,
    body: raw ? undefined : parseJson(req.body),
    ...(raw ? { text: textOf(req.body) } : {}),
    query: req.url.searchParams,
    ctx,
    req,
    session,
  });
  if (result instanceof TextAnswer)
    return {
      status: result.status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      cookies: [...req.cookies],
      body: result.text,
    };
  return jsonAnswer(200, result ?? null, req.cookies);
}
