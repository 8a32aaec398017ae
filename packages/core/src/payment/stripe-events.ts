import type Stripe from "stripe";
import * as z from "zod";
import { NotificationRefused, type ProviderEvent, type ProviderNote } from "./port";

/**
 * What a verified Stripe event (API version pinned by the SDK) means for the shop:
 * - `checkout.session.completed` / `checkout.session.async_payment_succeeded` with
 *   `payment_status: paid`, and `payment_intent.succeeded`: the payment is paid (the session's
 *   `client_reference_id`, or the intent's `metadata.paymentId`, is the shop's payment id; the
 *   intent's id is the provider's payment id, so both events are one payment, applied once);
 * - `refund.created` / `refund.updated` / `charge.refund.updated` in a final state (`succeeded`,
 *   `failed`, `canceled`): the refund the shop asked for (its `metadata.refundId`) is decided;
 * - anything else (`charge.refunded`, whose charge no longer lists its refunds in this API
 *   version; a session completed but still processing; a refund pending): a note on the
 *   payment's timeline, nothing changed.
 * Every field read is bounded by its schema.
 */
const Id = z.string().min(1).max(255);
const Minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Currency = z
  .string()
  .length(3)
  .transform((c) => c.toUpperCase());
const Metadata = z.record(z.string().max(40), z.string().max(500)).nullish();
const Ref = z.union([Id, z.looseObject({ id: Id })]).nullish();
const refId = (r: z.infer<typeof Ref>) => (typeof r === "string" ? r : (r?.id ?? null));

const Session = z.looseObject({
  id: Id,
  client_reference_id: Id.nullish(),
  payment_status: z.string().max(40),
  payment_intent: Ref,
  amount_total: Minor.nullish(),
  currency: Currency.nullish(),
  metadata: Metadata,
});
const Intent = z.looseObject({
  id: Id,
  amount_received: Minor,
  currency: Currency,
  metadata: Metadata,
  payment_method_types: z.array(z.string().max(40)).max(50).optional(),
});
const Refund = z.looseObject({
  id: Id,
  amount: Minor,
  currency: Currency,
  status: z.string().max(40).nullish(),
  payment_intent: Ref,
  metadata: Metadata,
});

const PAID = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const REFUND = new Set(["refund.created", "refund.updated", "charge.refund.updated"]);

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const out = schema.safeParse(value);
  if (!out.success) throw new NotificationRefused("malformed");
  return out.data;
}

/** The parts of an event kept on the payment's timeline (the whole object may be kilobytes). */
const summary = (event: Stripe.Event, fields: Record<string, unknown>) => ({
  id: event.id,
  type: event.type,
  created: event.created,
  ...fields,
});

export function stripeEvent(event: Stripe.Event): ProviderEvent | ProviderNote {
  const object: unknown = event.data?.object;
  const metaId = (o: unknown) => {
    const m = (o as { metadata?: Record<string, unknown> } | null)?.metadata?.paymentId;
    return typeof m === "string" ? m.slice(0, 100) : null;
  };
  const note = (paymentId: string | null, what: string): ProviderNote => ({
    kind: "note",
    paymentId,
    eventRef: event.id,
    what,
    payload: summary(event, {}),
  });
  if (PAID.has(event.type)) {
    const s = parse(Session, object);
    const paymentId = s.client_reference_id ?? metaId(s);
    const intent = refId(s.payment_intent);
    if (!paymentId) return note(null, `${event.type}: no payment id`);
    if (s.payment_status !== "paid" || !intent)
      return note(paymentId, `${event.type}: ${s.payment_status}`);
    return {
      kind: "paid",
      paymentId,
      providerPaymentId: intent,
      amount: s.amount_total ?? 0,
      currency: s.currency ?? "",
      method: null,
      payload: summary(event, {
        session: s.id,
        payment_intent: intent,
        amount_total: s.amount_total,
        currency: s.currency,
        payment_status: s.payment_status,
      }),
    };
  }
  if (event.type === "payment_intent.succeeded") {
    const pi = parse(Intent, object);
    const paymentId = metaId(pi);
    if (!paymentId) return note(null, `${event.type}: no payment id`);
    const types = pi.payment_method_types ?? [];
    return {
      kind: "paid",
      paymentId,
      providerPaymentId: pi.id,
      amount: pi.amount_received,
      currency: pi.currency,
      method: types.length === 1 ? types[0]! : null,
      payload: summary(event, {
        payment_intent: pi.id,
        amount_received: pi.amount_received,
        currency: pi.currency,
      }),
    };
  }
  if (REFUND.has(event.type)) {
    const r = parse(Refund, object);
    const paymentId = metaId(r);
    const refundId = r.metadata?.refundId?.slice(0, 100);
    const intent = refId(r.payment_intent);
    const final = r.status === "succeeded" || r.status === "failed" || r.status === "canceled";
    if (!paymentId || !refundId || !intent || !final)
      return note(paymentId, `${event.type}: ${r.status ?? "no status"}`);
    return {
      kind: "refund",
      paymentId,
      providerPaymentId: intent,
      refundId,
      amount: r.amount,
      currency: r.currency,
      succeeded: r.status === "succeeded",
      payload: summary(event, { refund: r.id, amount: r.amount, status: r.status }),
    };
  }
  return note(metaId(object), event.type.slice(0, 100));
}
