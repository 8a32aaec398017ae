import type { Locale } from "@printshop/core/i18n/locale";
import { errorBody, logIfInternal, retryAfterOf, statusOf, toAppError } from "../errors";

/** The API's answer, which each host writes back itself. */
export interface ApiAnswer {
  status: number;
  /** Lower-case names; `set-cookie` is never here (see `cookies`). */
  headers: Record<string, string>;
  cookies: string[];
  body: string;
}

/** A JSON answer that is never cached, with the cookies the request's context set. */
export function jsonAnswer(status: number, body: unknown, cookies: string[] = []): ApiAnswer {
  return {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    cookies: [...cookies],
    body: JSON.stringify(body),
  };
}

/**
 * The one error answer outside tRPC (whose errorFormatter, trpc.ts, shapes the same body): status
 * by kind, the message translated to the request's locale, Retry-After on 429/503, no stack
 * trace, one log line with the cause of anything internal.
 */
export function errorAnswer(
  error: unknown,
  locale: Locale,
  where: string,
  cookies?: string[],
): ApiAnswer {
  const appError = toAppError(error);
  logIfInternal(appError, where);
  const answer = jsonAnswer(statusOf(appError), { error: errorBody(appError, locale) }, cookies);
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== null) answer.headers["retry-after"] = String(retryAfter);
  return answer;
}
