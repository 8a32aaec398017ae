import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { Locale } from "../i18n/locale";
import { hit } from "../account/throttle";
import { addressKey } from "../account/address";
import { SampleRequestInput, sampleCountry, validateSampleRequest } from "./schema";
import { fn } from "../fn";

// The back office's side (list, mark sent) is samples/admin.ts, imported by the admin router only:
// re-exported here it was built on every shop cold start (bench/lambda-cold.ts).
export {
  SampleRequestInput,
  validateSampleRequest,
  REQUIRED_FIELDS,
  type SampleFieldError,
} from "./schema";

/** At most this many requests per IP per day and per e-mail address per week. */
export const LIMITS = {
  ip: { limit: 5, windowSeconds: 24 * 3600 },
  email: { limit: 2, windowSeconds: 7 * 24 * 3600 },
} as const;

async function limit(scope: "ip" | "email", subject: string) {
  try {
    await hit(`samples-${scope}`, subject, LIMITS[scope]);
  } catch (e) {
    if (e instanceof AppError && e.kind === "rate_limited")
      throw new AppError("rate_limited", `samples.too_many_${scope}`, {
        params: e.params,
        cause: e,
      });
    throw e;
  }
}

/**
 * Stores a free-sample request. Order of checks: the fields (nothing counted for a form with
 * errors), the honeypot (a bot gets a plain refusal and nothing is stored), then the limits per
 * IP and per e-mail (each a conditional counter with TTL), then one `create`.
 */
export const order = fn(
  SampleRequestInput,
  async (parsed, ctx: { locale: Locale; ip: string; now?: Date }) => {
    const errors = validateSampleRequest(parsed);
    if (errors.length) throw new AppError("input", "input.invalid", { fields: errors });
    if (parsed.website && parsed.website.trim() !== "")
      throw new AppError("input", "samples.rejected");
    const email = parsed.email!.trim().toLowerCase();
    await limit("ip", addressKey(ctx.ip));
    await limit("email", email);
    const t = (v: string | undefined) => (v ?? "").trim();
    await db()
      .entities.sampleRequest.create({
        requestId: randomBytes(12).toString("base64url"),
        list: "samples",
        company: t(parsed.company),
        street: t(parsed.street),
        postcode: t(parsed.postcode),
        city: t(parsed.city),
        country: sampleCountry(parsed),
        person: t(parsed.person),
        phone: t(parsed.phone),
        email,
        ...(t(parsed.notes) ? { notes: t(parsed.notes) } : {}),
        ...(t(parsed.text) ? { text: t(parsed.text) } : {}),
        locale: parsed.locale ?? ctx.locale,
        ip: ctx.ip,
        status: "new",
        createdAt: (ctx.now ?? new Date()).getTime(),
      })
      .go();
    return { success: true as const };
  },
);

/** The requests for the admin, newest first (one Query on gsi2). */
export async function list(options: { limit?: number } = {}) {
  const { data } = await db()
    .entities.sampleRequest.query.byCreated({ list: "samples" })
    .go({ order: "desc", limit: options.limit ?? 100 });
  return data;
}
