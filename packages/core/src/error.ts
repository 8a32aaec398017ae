/** The kinds of failure core reports; the API layer maps each to a status. */
export type ErrorKind =
  | "input"
  | "not_found"
  | "conflict"
  | "auth"
  | "forbidden"
  | "rate_limited"
  | "unavailable"
  | "internal";
// `unavailable`: a dependency (DynamoDB) is down or throttling, or the server is too busy: 503 + Retry-After.

export interface FieldError {
  field: string;
  code: string;
  message?: string;
  params?: Record<string, string | number>;
}

/** The one error class core throws: a kind, a stable code, optional field errors. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly params: Record<string, string | number>;
  readonly fields: FieldError[];

  constructor(
    kind: ErrorKind,
    code: string,
    options: {
      params?: Record<string, string | number>;
      fields?: FieldError[];
      cause?: unknown;
    } = {},
  ) {
    // An expected refusal (bad input, throttled, busy, not found…) is an answer, not a bug: it is
    // never logged with a stack, so it captures none. Formatting one (with source maps on, as in
    // the Lambda and under tsx) cost more CPU than the rest of a refused request; tRPC reads it.
    // An internal error keeps its stack for the log.
    const limit = Error.stackTraceLimit;
    if (kind !== "internal") Error.stackTraceLimit = 0;
    super(code, { cause: options.cause });
    Error.stackTraceLimit = limit;
    this.name = "AppError";
    this.kind = kind;
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields ?? [];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
