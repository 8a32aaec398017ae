import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { Locale } from "../i18n/locale";
import { registerMessages } from "../i18n/messages";
import { hit } from "../account/throttle";
import { SampleRequestInput, validateSampleRequest } from "./schema";

export { adminList, markSent, SampleListInput, MarkSentInput, SAMPLE_STATUSES } from "./admin";
export { SampleRequestInput, validateSampleRequest, REQUIRED_FIELDS, type SampleFieldError } from "./schema";

registerMessages({
  pl: {
    "samples.email_invalid": "Podaj prawidłowy adres e-mail",
    "samples.phone_invalid": "Podaj prawidłowy numer telefonu",
    "samples.rejected": "Nie możemy przyjąć tego zgłoszenia.",
    "samples.too_many_ip": "Z tego adresu wysłano już dziś najwięcej zamówień próbek. Spróbuj ponownie jutro lub zadzwoń do nas.",
    "samples.too_many_email": "Na ten adres e-mail zamówiono już próbki. Kolejne zamówienie będzie możliwe za kilka dni; w pilnej sprawie zadzwoń do nas.",
  },
  en: {
    "samples.email_invalid": "Enter a valid e-mail address",
    "samples.phone_invalid": "Enter a valid phone number",
    "samples.rejected": "We cannot accept this request.",
    "samples.too_many_ip": "The most sample orders for today have already been sent from this address. Please try again tomorrow or call us.",
    "samples.too_many_email": "Samples have already been ordered for this e-mail address. You can order again in a few days; if it is urgent, please call us.",
  },
  de: {
    "samples.email_invalid": "Geben Sie eine gültige E-Mail-Adresse ein",
    "samples.phone_invalid": "Geben Sie eine gültige Telefonnummer ein",
    "samples.rejected": "Wir können diese Anfrage nicht annehmen.",
    "samples.too_many_ip": "Von dieser Adresse wurden heute schon die meisten Musterbestellungen gesendet. Bitte versuchen Sie es morgen wieder oder rufen Sie uns an.",
    "samples.too_many_email": "Für diese E-Mail-Adresse wurden bereits Muster bestellt. Eine neue Bestellung ist in einigen Tagen möglich; wenn es eilt, rufen Sie uns bitte an.",
  },
});

/** At most this many requests per IP per day and per e-mail address per week. */
export const LIMITS = {
  ip: { limit: 5, windowSeconds: 24 * 3600 },
  email: { limit: 2, windowSeconds: 7 * 24 * 3600 },
} as const;

async function limit(scope: "ip" | "email", subject: string) {
  try {
    await hit(`samples-${scope}`, subject, LIMITS[scope]);
  } catch (e) {
    if (e instanceof AppError && e.kind === "rate_limited") throw new AppError("rate_limited", `samples.too_many_${scope}`, { params: e.params, cause: e });
    throw e;
  }
}

/**
 * Stores a free-sample request. Order of checks: the fields (nothing counted for a form with
 * errors), the honeypot (a bot gets a plain refusal and nothing is stored), then the limits per
 * IP and per e-mail (each a conditional counter with TTL), then one `create`.
 */
export async function order(input: SampleRequestInput, ctx: { locale: Locale; ip: string; now?: Date }) {
  const parsed = SampleRequestInput.parse(input);
  const errors = validateSampleRequest(parsed);
  if (errors.length) throw new AppError("input", "input.invalid", { fields: errors });
  if (parsed.website && parsed.website.trim() !== "") throw new AppError("input", "samples.rejected");
  const email = parsed.email!.trim().toLowerCase();
  await limit("ip", ctx.ip);
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
}
order.schema = SampleRequestInput;

/** The requests for the admin, newest first (one Query on gsi2). */
export async function list(options: { limit?: number } = {}) {
  const { data } = await db().entities.sampleRequest.query.byCreated({ list: "samples" }).go({ order: "desc", limit: options.limit ?? 100 });
  return data;
}
