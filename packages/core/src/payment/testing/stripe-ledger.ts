import { StripeApiError, integer, list, metadata, newId, obj, str, type Form } from "./stripe-form";

/**
 * The local Stripe server's records and what its API does with them, as Stripe documents it for
 * API version 2026-10-28: Checkout Sessions (mode `payment`, `open` → `complete` or `expired`,
 * `payment_status` `unpaid` → `paid`, the PaymentIntent made when the payer pays), PaymentIntents
 * with their Charge, and Refunds bounded by what is left of the charge.
 */
export const API_VERSION = "2026-10-28.endive";

export interface Session {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  cancel_url: string | null;
  success_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  url: string | null;
  /** Not Stripe's: the description the payer sees, and the intent's metadata (payment_intent_data). */
  line_name: string;
  intent_metadata: Record<string, string>;
}
export interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  payment_method_types: string[];
  latest_charge: string | null;
  status: "requires_payment_method" | "succeeded";
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
}
export interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method_details: { type: string };
  refunded: boolean;
  status: "succeeded";
}
export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "pending" | "succeeded" | "failed" | "canceled";
}

export interface Ledger {
  sessions: Map<string, Session>;
  intents: Map<string, Intent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  /** Where the hosted pages are served (`<origin>/c/pay/<session id>`). */
  readonly origin: string;
}

const now = () => Math.floor(Date.now() / 1000);
/** Stripe's minimum charge per currency (minor units), for the currencies the shop uses. */
const MINIMUM: Record<string, number> = { pln: 200, eur: 50, usd: 50, gbp: 30, czk: 1500 };
/** Which currencies each method takes (Stripe's rules for BLIK and Przelewy24). */
const METHOD_CURRENCIES: Record<string, string[] | null> = {
  card: null,
  blik: ["pln"],
  p24: ["pln", "eur"],
};

const invalid = (message: string, param?: string, code = "parameter_invalid") =>
  new StripeApiError(400, "invalid_request_error", message, code, param);

export function createSession(l: Ledger, form: Form): Session {
  if (str(form.mode) !== "payment")
    throw form.mode
      ? invalid(`Invalid mode: this server takes payment mode only.`, "mode")
      : invalid("Missing required param: mode.", "mode", "parameter_missing");
  const items = list(form.line_items);
  if (items.length === 0)
    throw invalid("Missing required param: line_items.", "line_items", "parameter_missing");
  let currency = "";
  let total = 0;
  let name = "";
  items.forEach((raw, i) => {
    const item = obj(raw);
    const price = obj(item.price_data);
    const c = (str(price.currency) ?? "").toLowerCase();
    if (!/^[a-z]{3}$/.test(c.slice(0, 3)) || c.length !== 3)
      throw invalid("Invalid currency.", `line_items[${i}][price_data][currency]`);
    if (currency && c !== currency)
      throw invalid(
        "All line items must have the same currency.",
        `line_items[${i}][price_data][currency]`,
      );
    currency = c;
    const unit = integer(price.unit_amount, `line_items[${i}][price_data][unit_amount]`)!;
    const quantity = integer(item.quantity, `line_items[${i}][quantity]`)!;
    name ||= str(obj(price.product_data).name) ?? "";
    if (!name)
      throw invalid(
        "Missing required param: product_data[name].",
        `line_items[${i}][price_data][product_data][name]`,
        "parameter_missing",
      );
    total += unit * quantity;
  });
  if (total < (MINIMUM[currency] ?? 50))
    throw invalid(
      "The Checkout Session's total amount due must add up to at least the currency's minimum.",
      "line_items",
      "amount_too_small",
    );
  const allowed = form.allowed_payment_method_types
    ? list(form.allowed_payment_method_types).map((m) => str(m) ?? "")
    : null;
  for (const m of allowed ?? [])
    if (!(m in METHOD_CURRENCIES))
      throw invalid(
        `Invalid payment method type: ${m.slice(0, 40)}`,
        "allowed_payment_method_types",
      );
  // The dynamic set: what this account has switched on (card, BLIK, Przelewy24) for this currency.
  const eligible = Object.entries(METHOD_CURRENCIES)
    .filter(([, cs]) => !cs || cs.includes(currency))
    .map(([m]) => m)
    .filter((m) => !allowed || allowed.includes(m));
  if (eligible.length === 0)
    throw invalid(
      "No valid payment method types for this Checkout Session.",
      "allowed_payment_method_types",
    );
  const id = newId("cs_test");
  const url = (v: string | undefined, param: string) => {
    if (v === undefined) return null;
    if (v.length > 5000 || !/^https?:\/\//.test(v.slice(0, 10)))
      throw invalid("Not a valid URL", param, "url_invalid");
    return v;
  };
  const created = now();
  const session: Session = {
    id,
    object: "checkout.session",
    amount_subtotal: total,
    amount_total: total,
    currency,
    client_reference_id: str(form.client_reference_id)?.slice(0, 200) ?? null,
    customer_email: str(form.customer_email) ?? null,
    cancel_url: url(str(form.cancel_url), "cancel_url"),
    success_url: url(str(form.success_url), "success_url"),
    created,
    expires_at: created + 24 * 3600,
    livemode: false,
    locale: str(form.locale) ?? null,
    metadata: metadata(form.metadata),
    mode: "payment",
    allowed_payment_method_types: allowed,
    payment_method_types: eligible,
    payment_intent: null,
    payment_status: "unpaid",
    status: "open",
    url: `${l.origin}/c/pay/${id}`,
    line_name: name,
    intent_metadata: metadata(
      obj(form.payment_intent_data).metadata,
      "payment_intent_data[metadata]",
    ),
  };
  l.sessions.set(id, session);
  return session;
}

/** The session as the API answers it (without the local server's own fields). */
export function sessionView(s: Session) {
  const { line_name: _n, intent_metadata: _m, ...shown } = s;
  return { ...shown, url: s.status === "open" ? s.url : null };
}

/** The intent of a session, made on the payer's first try (as Checkout does since 2022-08-01). */
function intentOf(l: Ledger, s: Session): Intent {
  const existing = s.payment_intent ? l.intents.get(s.payment_intent) : undefined;
  if (existing) return existing;
  const intent: Intent = {
    id: newId("pi"),
    object: "payment_intent",
    amount: s.amount_total,
    amount_received: 0,
    currency: s.currency,
    created: now(),
    livemode: false,
    metadata: { ...s.intent_metadata },
    payment_method_types: [...s.payment_method_types],
    latest_charge: null,
    status: "requires_payment_method",
    last_payment_error: null,
  };
  l.intents.set(intent.id, intent);
  s.payment_intent = intent.id;
  return intent;
}

/** A refused card: the intent keeps the error, the session stays open. */
export function decline(l: Ledger, s: Session, message: string, code: string): Intent {
  const intent = intentOf(l, s);
  intent.last_payment_error = { code, decline_code: "generic_decline", message };
  return intent;
}

/** The payer paid: intent succeeded with its charge, session complete and paid. */
export function settle(
  l: Ledger,
  s: Session,
  method: string,
  paid?: { amount?: number; currency?: string },
) {
  const intent = intentOf(l, s);
  const amount = paid?.amount ?? s.amount_total;
  const currency = paid?.currency ?? s.currency;
  const charge: Charge = {
    id: newId("ch"),
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    currency,
    created: now(),
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intent.id,
    payment_method_details: { type: method },
    refunded: false,
    status: "succeeded",
  };
  l.charges.set(charge.id, charge);
  Object.assign(intent, {
    amount,
    currency,
    amount_received: amount,
    latest_charge: charge.id,
    status: "succeeded",
    last_payment_error: null,
  });
  Object.assign(s, { status: "complete", payment_status: "paid", amount_total: amount, currency });
  return { intent, charge };
}

export function createRefund(
  l: Ledger,
  form: Form,
  pending: boolean,
): { refund: Refund; charge: Charge } {
  const piId = str(form.payment_intent);
  const chId = str(form.charge);
  if (!piId && !chId)
    throw invalid(
      "One of the following params should be provided for this request: payment_intent or charge.",
      "payment_intent",
      "parameter_missing",
    );
  const intent = piId ? l.intents.get(piId) : undefined;
  if (piId && !intent)
    throw new StripeApiError(
      404,
      "invalid_request_error",
      `No such payment_intent: '${piId.slice(0, 60)}'`,
      "resource_missing",
      "payment_intent",
    );
  const charge = l.charges.get(chId ?? intent?.latest_charge ?? "");
  if (!charge)
    throw invalid(
      "This PaymentIntent does not have a successful charge to refund.",
      "payment_intent",
      "charge_not_refundable",
    );
  const left = charge.amount - charge.amount_refunded;
  const amount = integer(form.amount, "amount", false) ?? left;
  if (left <= 0)
    throw invalid(
      `Charge ${charge.id} has already been refunded.`,
      undefined,
      "charge_already_refunded",
    );
  if (amount < 1 || amount > left)
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
      "amount",
      "amount_too_large",
    );
  const refund: Refund = {
    id: newId("re"),
    object: "refund",
    amount,
    charge: charge.id,
    currency: charge.currency,
    created: now(),
    metadata: metadata(form.metadata),
    payment_intent: charge.payment_intent,
    reason: str(form.reason) ?? null,
    status: pending ? "pending" : "succeeded",
  };
  l.refunds.set(refund.id, refund);
  // A pending refund holds its amount already: two refunds never exceed the charge.
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  return { refund, charge };
}

/** A pending refund decided; a failed one gives its amount back to the charge. */
export function decideRefund(l: Ledger, id: string, ok: boolean) {
  const refund = l.refunds.get(id);
  if (!refund || refund.status !== "pending") throw new Error(`refund ${id} is not pending`);
  const charge = l.charges.get(refund.charge)!;
  refund.status = ok ? "succeeded" : "failed";
  if (!ok) {
    charge.amount_refunded -= refund.amount;
    charge.refunded = false;
  }
  return { refund, charge };
}
