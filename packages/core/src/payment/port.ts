/**
 * What the shop needs of a payment provider, in the shop's words. One adapter per provider
 * implements it (payment/przelewy24.ts); the payment module (payment/index.ts) is written
 * against this interface only, so no provider's names appear outside its adapter.
 *
 * Amounts are integers in the currency's minor unit (grosze, cents).
 */
export type ProviderName = "przelewy24" | "stripe";
/** The providers a payment method can name (settings/schema.ts keeps the same list, with "none"). */
export const PROVIDERS: readonly ProviderName[] = ["przelewy24", "stripe"];

/** Which of the provider's methods the payer is offered: all of them, or BLIK alone. */
export type Channel = "all" | "blik";

export interface RegisterRequest {
  /** The shop's id of this payment: the provider's session id. */
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  /** The payer's name, when the order has one. */
  name?: string;
  /** ISO 3166 two-letter code. */
  country: string;
  language: "pl" | "en" | "de";
  /** Where the payer comes back to the shop (the return alone never marks anything paid). */
  returnUrl: string;
  /** Where the provider posts its notifications. */
  notifyUrl: string;
  channel: Channel;
}

export interface Registration {
  /** The provider's reference of the registered transaction (Przelewy24's token). */
  providerRef: string;
  /** Where the payer is sent to pay. */
  redirectUrl: string;
}

/** A notification whose signature the adapter has checked: the provider said so. */
export type ProviderEvent =
  | {
      kind: "paid";
      paymentId: string;
      providerPaymentId: string;
      amount: number;
      currency: string;
      method: string | null;
      /** The notification as received, for the payment's timeline. */
      payload: Record<string, unknown>;
    }
  | {
      kind: "refund";
      paymentId: string;
      providerPaymentId: string;
      refundId: string;
      amount: number;
      currency: string;
      succeeded: boolean;
      payload: Record<string, unknown>;
    };

/**
 * A signed message from the provider that changes nothing by itself (a refund's charge event, a
 * payment still processing): kept on the payment's timeline when the payment is known.
 */
export interface ProviderNote {
  kind: "note";
  paymentId: string | null;
  /** The provider's id of the event: the timeline keeps it once. */
  eventRef: string;
  what: string;
  payload: Record<string, unknown>;
}

/** A notification as the HTTP layer received it: the raw bytes as text and the signature header. */
export interface IncomingNotification {
  body: string;
  /** The provider's signature header, where it signs in a header (Stripe's `Stripe-Signature`). */
  signature?: string;
}

/** A payment as the provider reports it when asked. */
export interface ProviderStatus {
  /** `paid_unconfirmed`: the payer paid, the shop has not yet accepted it (Przelewy24's verify). */
  state: "unpaid" | "paid_unconfirmed" | "paid" | "returned";
  providerPaymentId: string | null;
  amount: number;
  currency: string;
  method: string | null;
}

export interface ConfirmRequest {
  paymentId: string;
  providerPaymentId: string;
  amount: number;
  currency: string;
}

export interface RefundRequest {
  refundId: string;
  requestId: string;
  paymentId: string;
  providerPaymentId: string;
  amount: number;
  description: string;
  notifyUrl: string;
}

export interface PaymentGateway {
  readonly provider: ProviderName;
  /** Shown to the administrator and in logs: which gateway this is (sandbox, test gateway, ...). */
  readonly label: string;
  /** Registers a transaction; the payer is then sent to `redirectUrl`. */
  register(request: RegisterRequest): Promise<Registration>;
  /** Checks a notification's signature; throws `NotificationRefused` for anything not proven. */
  authenticate(
    n: IncomingNotification,
  ): ProviderEvent | ProviderNote | Promise<ProviderEvent | ProviderNote>;
  /**
   * Accepts a payment the provider reported (Przelewy24's mandatory verify): only after it is
   * the money the shop's. Throws `GatewayError`. Absent where the provider's signed word is the
   * acceptance itself (Stripe: a completed Checkout Session is captured).
   */
  confirm?(request: ConfirmRequest): Promise<void>;
  /** Asks for a refund; its outcome comes by notification. Throws `GatewayError`. */
  refund(request: RefundRequest): Promise<void>;
  /**
   * The payment as the provider has it, or null when it knows no such payment. `providerRef` is
   * what `register` answered (Stripe finds a Checkout Session by its id, not by the shop's).
   */
  status(ref: { paymentId: string; providerRef?: string | null }): Promise<ProviderStatus | null>;
}

/**
 * A call to the provider that did not succeed: `unavailable` (time-out, network, 5xx: the same
 * call may succeed later) or `refused` (the provider answered no: retrying the same call will not
 * help). `reason` is short and never carries a key.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: "unavailable" | "refused",
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
    this.name = "GatewayError";
  }
}

/** A notification that is not proven to come from the provider (malformed, unsigned, forged). */
export class NotificationRefused extends Error {
  constructor(readonly reason: "malformed" | "signature" | "merchant") {
    super(`notification refused: ${reason}`);
    this.name = "NotificationRefused";
  }
}
