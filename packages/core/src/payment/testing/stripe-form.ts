import { createHmac, randomBytes } from "node:crypto";

/**
 * The wire details of Stripe's API for the local server: its form encoding (`a[b][0][c]=v`, as
 * the SDK writes it), its error shape, its ids, and its webhook signature
 * (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`).
 */
export type Form = { [key: string]: FormValue };
export type FormValue = string | Form | FormValue[];

const MAX_FIELDS = 500;
const MAX_KEY = 200;
const MAX_DEPTH = 8;

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: "invalid_request_error" | "idempotency_error" | "card_error" | "api_error",
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** `line_items[0][price_data][currency]=pln` → `{ line_items: [{ price_data: { currency } }] }`. */
export function parseForm(text: string): Form {
  const params = new URLSearchParams(text);
  const root: Form = {};
  let count = 0;
  for (const [rawKey, value] of params) {
    if (++count > MAX_FIELDS || rawKey.length > MAX_KEY)
      throw new StripeApiError(400, "invalid_request_error", "Too many or too long parameters.");
    const open = rawKey.indexOf("[");
    const path = [open < 0 ? rawKey : rawKey.slice(0, open)];
    let rest = open < 0 ? "" : rawKey.slice(open);
    while (rest.startsWith("[")) {
      const close = rest.indexOf("]");
      if (close < 0) break;
      path.push(rest.slice(1, close));
      rest = rest.slice(close + 1);
    }
    if (rest || path.length > MAX_DEPTH)
      throw new StripeApiError(400, "invalid_request_error", `Invalid parameter: ${rawKey}`);
    let node: Form | FormValue[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d{1,3}$/.test(path[i + 1]!);
      const slot = (node as Record<string, FormValue>)[part];
      if (last) (node as Record<string, FormValue>)[part] = value;
      else {
        const child = slot ?? (nextIsIndex ? [] : {});
        (node as Record<string, FormValue>)[part] = child;
        node = child as Form;
      }
    });
  }
  return root;
}

export const str = (v: FormValue | undefined): string | undefined =>
  typeof v === "string" ? v : undefined;
export const obj = (v: FormValue | undefined): Form =>
  v && typeof v === "object" && !Array.isArray(v) ? v : {};
export const list = (v: FormValue | undefined): FormValue[] =>
  Array.isArray(v) ? v : v && typeof v === "object" ? Object.values(v) : [];

/** A whole non-negative number as Stripe reads one, or an error naming the parameter. */
export function integer(v: FormValue | undefined, param: string, required = true): number | null {
  const s = str(v);
  if (s === undefined || s === "") {
    if (!required) return null;
    throw new StripeApiError(
      400,
      "invalid_request_error",
      `Missing required param: ${param}.`,
      "parameter_missing",
      param,
    );
  }
  if (!/^\d{1,15}$/.test(s))
    throw new StripeApiError(
      400,
      "invalid_request_error",
      `Invalid integer: ${s.slice(0, 30)}`,
      "parameter_invalid_integer",
      param,
    );
  return Number(s);
}

/** Metadata as Stripe keeps it: at most 50 keys of 40 characters, values of 500. */
export function metadata(v: FormValue | undefined, param = "metadata"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(obj(v))) {
    const s = str(value) ?? "";
    if (k.length > 40 || s.length > 500 || Object.keys(out).length >= 50)
      throw new StripeApiError(
        400,
        "invalid_request_error",
        "Invalid metadata.",
        "parameter_invalid_string",
        `${param}[${k.slice(0, 40)}]`,
      );
    out[k] = s;
  }
  return out;
}

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** The `Stripe-Signature` header of `payload` signed with `secret` at `t` (Unix seconds). */
export function signatureHeader(
  payload: string,
  secret: string,
  t = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac("sha256", secret).update(`${t}.${payload}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}
