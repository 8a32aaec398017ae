/**
 * KSeF's refusals as one typed error. `unavailable`: no answer, a time-out, 429 or 5xx (try again
 * later, nothing was decided); `refused`: a 4xx with KSeF's exception codes and descriptions
 * (ExceptionResponse or, with `X-Error-Format: problem-details`, BadRequestProblemDetails);
 * `auth`: 401/403 or a failed authentication operation; `protocol`: an answer that does not
 * match open-api.json (treated like `unavailable` by the queue: nothing is known to be decided).
 */
export type KsefErrorKind = "unavailable" | "refused" | "auth" | "protocol";

export interface KsefReason {
  code: number;
  description: string;
  details: string[];
}

export class KsefError extends Error {
  readonly kind: KsefErrorKind;
  readonly status: number;
  readonly reasons: KsefReason[];
  /** Seconds, from `Retry-After` (429, 503). */
  readonly retryAfter: number | null;

  constructor(
    kind: KsefErrorKind,
    message: string,
    options: { status?: number; reasons?: KsefReason[]; retryAfter?: number | null } = {},
  ) {
    const reasons = options.reasons ?? [];
    const said = reasons.map((r) => `${r.code} ${r.description}`).join("; ");
    super(said ? `${message}: ${said}` : message);
    this.name = "KsefError";
    this.kind = kind;
    this.status = options.status ?? 0;
    this.reasons = reasons;
    this.retryAfter = options.retryAfter ?? null;
  }

  /** Whether KSeF refused with this exception code. */
  has(code: number): boolean {
    return this.reasons.some((r) => r.code === code);
  }
}

export const isKsefError = (e: unknown): e is KsefError => e instanceof KsefError;
