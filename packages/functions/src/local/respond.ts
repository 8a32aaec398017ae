import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { localeOfRequest, type Locale } from "@printshop/core";
import { errorBody, logIfInternal, retryAfterOf, statusOf, toAppError } from "../errors";

const localeOf = (req: ExpressRequest): Locale => localeOfRequest(req.get("x-locale"), req.path);

export const errorJson = (req: ExpressRequest, error: unknown) => ({
  error: errorBody(toAppError(error), localeOf(req)),
});

/** A JSON error answer from the Express side (before or beside the API): translated, Retry-After on 429/503. */
export function sendError(req: ExpressRequest, res: ExpressResponse, error: unknown): void {
  const appError = toAppError(error);
  logIfInternal(appError, `express ${req.method}`);
  if (res.headersSent) {
    res.end();
    return;
  }
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== null) res.setHeader("retry-after", String(retryAfter));
  res.setHeader("cache-control", "no-store");
  res.status(statusOf(appError)).json({ error: errorBody(appError, localeOf(req)) });
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
