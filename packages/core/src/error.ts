/** The kinds of failure core reports; the API layer maps each to a status. */
export type ErrorKind = "input" | "not_found" | "conflict" | "auth" | "forbidden" | "rate_limited" | "unavailable" | "internal";
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

  constructor(kind: ErrorKind, code: string, options: { params?: Record<string, string | number>; fields?: FieldError[]; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = "AppError";
    this.kind = kind;
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields ?? [];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
