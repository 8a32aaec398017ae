import { type Locale } from "@printshop/core/i18n/locale";
import { isDatabaseUnavailable } from "@printshop/core/dynamo/unavailable";
import { AppError, type ErrorKind, type FieldError } from "@printshop/core/error";
import * as Messages from "@printshop/core/messages";

/** A field error on the wire: its params only when it has some (e.g. an equation error's `position`). */
export type WireFieldError = Required<Pick<FieldError, "field" | "code" | "message">> &
  Pick<FieldError, "params">;

/**
 * What every failure looks like on the wire, in tRPC's `data` and in REST bodies. `params` are
 * the values the message was filled from (e.g. `{ position: 7 }` of an equation's parse error), so
 * a screen can point at what the server found rather than recompute it; `{}` for an internal error.
 */
export interface ErrorBody {
  code: string;
  kind: ErrorKind;
  message: string;
  params: Record<string, string | number>;
  fields: WireFieldError[];
}

export const httpStatusOf: Record<ErrorKind, number> = {
  input: 400,
  auth: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export const trpcCodeOf = {
  input: "BAD_REQUEST",
  auth: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  rate_limited: "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL_SERVER_ERROR",
} as const satisfies Record<ErrorKind, string>;

interface Issue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  code?: string;
  message?: string;
  input?: unknown;
}

const issueCode = (issue: Issue): string => {
  if (issue.code === "invalid_type" && issue.input === undefined) return "required";
  if (issue.code === "too_small" || issue.code === "too_big" || issue.code === "invalid_type")
    return issue.code;
  // A schema's own refinement names a registered message code (e.g. "prices.number.negative").
  if (issue.code === "custom" && issue.message && Messages.hasMessage(issue.message))
    return issue.message;
  return "invalid";
};

/** zod (or any Standard Schema) issues as `{ field, code }` items. */
function fieldsFromIssues(issues: ReadonlyArray<Issue>): FieldError[] {
  return issues.map((issue) => ({
    field:
      (issue.path ?? [])
        .map((p) => String(typeof p === "object" && p !== null && "key" in p ? p.key : p))
        .join(".") || "_",
    code: issueCode(issue),
  }));
}

const issuesOf = (e: unknown): ReadonlyArray<Issue> | null => {
  if (e && typeof e === "object" && "issues" in e && Array.isArray(e.issues))
    return (e as { issues: Issue[] }).issues;
  return null;
};

/** What tRPC itself refuses before a procedure runs (a malformed request), as core's kinds. */
const trpcTransportErrors: Record<string, [ErrorKind, string]> = {
  PARSE_ERROR: ["input", "input.not_json"],
  BAD_REQUEST: ["input", "input.invalid"],
  UNSUPPORTED_MEDIA_TYPE: ["input", "input.unsupported_media_type"],
  PAYLOAD_TOO_LARGE: ["input", "input.too_large"],
  SERVICE_UNAVAILABLE: ["unavailable", "service.unavailable"],
  TOO_MANY_REQUESTS: ["rate_limited", "rate_limited"],
  NOT_FOUND: ["not_found", "route.not_found"],
  METHOD_NOT_SUPPORTED: ["input", "route.method_not_supported"],
};

/** Statuses more precise than the kind's, for the refusals HTTP has a status of its own for. */
const STATUS_OF_CODE: Record<string, number> = {
  "input.too_large": 413,
  // A GET to a mutation (or a POST to a query): tRPC's own answer is 405.
  "route.method_not_supported": 405,
};

/** The HTTP status of an error: by its kind, except where HTTP has a status of its own. */
export const statusOf = (error: AppError): number =>
  STATUS_OF_CODE[error.code] ?? httpStatusOf[error.kind];

/** What `Retry-After` says when DynamoDB is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The `Retry-After` seconds of a refusal worth retrying (429, 503), else null. */
export function retryAfterOf(error: AppError): number | null {
  if (error.kind !== "rate_limited" && error.kind !== "unavailable") return null;
  const seconds = Number(error.params.seconds);
  return Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : error.kind === "unavailable"
      ? UNAVAILABLE_RETRY_SECONDS
      : 1;
}

/** Any thrown value as an AppError; unknown failures become `internal` (their cause is kept for the log). */
export function toAppError(error: unknown): AppError {
  let e: unknown = error;
  // tRPC wraps what procedures throw; look through to the cause.
  for (
    let i = 0;
    i < 3 &&
    e &&
    typeof e === "object" &&
    !(e instanceof AppError) &&
    !issuesOf(e) &&
    "cause" in e &&
    (e as Error).cause;
    i++
  ) {
    e = (e as Error).cause;
  }
  if (e instanceof AppError) return e;
  // DynamoDB down, unreachable or throttling: the caller may retry, so 503 with Retry-After.
  if (isDatabaseUnavailable(error))
    return new AppError("unavailable", "service.unavailable", {
      params: { seconds: UNAVAILABLE_RETRY_SECONDS },
      cause: error,
    });
  if (e instanceof URIError) return new AppError("input", "input.bad_url", { cause: error });
  const issues = issuesOf(e);
  if (issues)
    return new AppError("input", "input.invalid", { fields: fieldsFromIssues(issues), cause: e });
  if (error && typeof error === "object" && "code" in error) {
    // tRPC's adapter refuses a batch over `maxBatchSize` with this BAD_REQUEST (http/trpc-route.ts MAX_BATCH).
    if (
      error.code === "BAD_REQUEST" &&
      (error as unknown as Error).message === "Batch call exceeds maximum size"
    ) {
      return new AppError("input", "input.batch_too_large", { params: { max: 10 }, cause: error });
    }
    const mapped = trpcTransportErrors[String(error.code)];
    if (mapped) return new AppError(mapped[0], mapped[1], { cause: error });
  }
  return new AppError("internal", "internal", { cause: error });
}

/** Translates an AppError's message and its field messages into the caller's locale. */
export function errorBody(error: AppError, locale: Locale): ErrorBody {
  return {
    code: error.code,
    kind: error.kind,
    message: Messages.translate(error.code, locale, error.params),
    // An internal failure says nothing beyond "something went wrong".
    params: error.kind === "internal" ? {} : { ...error.params },
    fields: error.fields.map((f) => ({
      field: f.field,
      code: f.code,
      message:
        f.message ??
        Messages.translate(
          Messages.hasMessage(f.code) ? f.code : `field.${f.code}`,
          locale,
          f.params,
        ),
      ...(f.params && Object.keys(f.params).length > 0 ? { params: { ...f.params } } : {}),
    })),
  };
}

/** One log line with the cause, for failures the person only sees as "something went wrong". */
export function logIfInternal(error: AppError, where: string): void {
  if (error.kind === "unavailable" && error.code === "service.unavailable") {
    console.error(
      `[${where}] unavailable: ${error.cause instanceof Error ? error.cause.message : String(error.cause)}`,
    );
    return;
  }
  if (error.kind !== "internal") return;
  const cause =
    error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : String(error.cause);
  console.error(`[${where}] internal error: ${cause}`);
}
