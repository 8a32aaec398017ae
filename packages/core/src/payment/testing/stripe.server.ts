import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { StripeApiError, newId, parseForm, signatureHeader, type Form } from "./stripe-form";
import {
  API_VERSION,
  createRefund,
  createSession,
  decideRefund,
  sessionView,
  settle,
  type Charge,
  type Intent,
  type Ledger,
  type Refund,
  type Session,
} from "./stripe-ledger";
import { hostedPage } from "./stripe-page";
import { json, read, routeOf, type Route } from "./stripe-http";

export type { Session, Intent, Charge, Refund } from "./stripe-ledger";

/**
 * A local server speaking the parts of Stripe's API the shop's adapter uses (payment/stripe.ts),
 * as documented: form-encoded requests, `Authorization: Bearer <secret key>` (401 otherwise),
 * `Idempotency-Key` (the same key and parameters replay the first answer, other parameters are an
 * `idempotency_error`), errors as `{ error: { type, code, message, param } }`, Checkout Sessions
 * with their hosted page (TEST GATEWAY), PaymentIntents, Refunds bounded by what is left; and
 * events POSTed to the webhook endpoint with a real `Stripe-Signature`. For the tests and for
 * `pnpm start`'s test gateway. Faults on demand: `failNext`.
 */
export type Fault = { status: number; body?: unknown } | "hang" | "reset";
export { TEST_CARD, DECLINED_CARD } from "./stripe-page";

export interface Delivery {
  type: string;
  payload: string;
  signature: string;
  status: number;
}

export class LocalStripe implements Ledger {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly sessions = new Map<string, Session>();
  readonly intents = new Map<string, Intent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  /** Every event POSTed to the webhook endpoint, with the shop's answer (0: no answer). */
  readonly deliveries: Delivery[] = [];
  /** Refunds are created `pending` (decided later with `decideRefund`) instead of `succeeded`. */
  refundsPending = false;
  /** Where events go (the endpoint configured in Stripe's dashboard); none: events are only kept. */
  webhookUrl: string | (() => string | Promise<string>) | null;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly faults = new Map<Route, Fault[]>();
  private readonly idempotent = new Map<
    string,
    { fingerprint: string; status: number; body: string }
  >();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    options: {
      secretKey?: string;
      webhookSecret?: string;
      webhookUrl?: string | (() => string | Promise<string>);
    } = {},
  ) {
    this.secretKey = options.secretKey ?? `sk_test_local_${randomBytes(12).toString("hex")}`;
    this.webhookSecret = options.webhookSecret ?? `whsec_local_${randomBytes(16).toString("hex")}`;
    this.webhookUrl = options.webhookUrl ?? null;
  }

  get origin(): string {
    const a = this.server?.address() as AddressInfo | null;
    if (!a) throw new Error("the local Stripe server is not started");
    return `http://127.0.0.1:${a.port}`;
  }

  /** What the shop's `stripeSecrets()` reads from STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE. */
  get config() {
    const port = Number(new URL(this.origin).port);
    return {
      secretKey: this.secretKey,
      webhookSecret: this.webhookSecret,
      api: { host: "127.0.0.1", port, protocol: "http" as const },
      label: "Stripe test gateway",
    };
  }

  async start(port = 0, host = "127.0.0.1"): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) {
          const e =
            error instanceof StripeApiError
              ? error
              : new StripeApiError(500, "api_error", "Internal error.");
          res.writeHead(e.status, { "content-type": "application/json" });
          res.end(JSON.stringify(e.body));
        } else res.end();
      });
    });
    this.server.on("connection", (s) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
    await new Promise<void>((ok) => this.server!.listen(port, host, ok));
    return this;
  }

  async stop(): Promise<void> {
    await this.settled();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  /** Every event delivery started so far has its answer. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  failNext(route: Route, fault: Fault, times = 1): void {
    this.faults.set(route, [...(this.faults.get(route) ?? []), ...Array<Fault>(times).fill(fault)]);
  }

  /** The session of the shop's payment (its `client_reference_id`). */
  sessionOf(paymentId: string): Session | undefined {
    return [...this.sessions.values()].find((s) => s.client_reference_id === paymentId);
  }

  /**
   * The payer pays the session (`paid` overrides what was paid: a fault only a forged or foreign
   * session could produce, for the shop to flag). Answers the events, not yet sent.
   */
  pay(sessionId: string, method = "card", paid?: { amount?: number; currency?: string }): string[] {
    const s = this.sessions.get(sessionId);
    if (!s || s.status !== "open") throw new Error(`session ${sessionId} is not open`);
    const { intent } = settle(this, s, method, paid);
    return [
      this.event("checkout.session.completed", sessionView(s)),
      this.event("payment_intent.succeeded", intent),
    ];
  }

  /** A pending refund decided: `refund.updated` (and `charge.refunded` when it succeeded) sent. */
  async decideRefund(refundId: string, ok: boolean): Promise<number[]> {
    const { refund, charge } = decideRefund(this, refundId, ok);
    return Promise.all([
      ...(ok ? [this.deliver(this.event("charge.refunded", charge))] : []),
      this.deliver(this.event("refund.updated", refund)),
    ]);
  }

  /** An event as Stripe serialises it (the exact bytes it signs). */
  event(type: string, object: unknown): string {
    return JSON.stringify(
      {
        id: newId("evt"),
        object: "event",
        api_version: API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
  }

  /** POSTs an event to the webhook endpoint, signed now (or with `signature`); the shop's status. */
  async deliver(
    payload: string,
    signature = signatureHeader(payload, this.webhookSecret),
  ): Promise<number> {
    const target =
      typeof this.webhookUrl === "function" ? await this.webhookUrl() : this.webhookUrl;
    const type = (JSON.parse(payload) as { type?: string }).type ?? "";
    if (!target) {
      this.deliveries.push({ type, payload, signature, status: 0 });
      return 0;
    }
    const sending = fetch(target, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signature,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    }).then(
      (res) => res.status,
      () => 0, // the shop did not answer: Stripe retries for up to three days
    );
    this.inFlight.add(sending);
    const status = await sending.finally(() => this.inFlight.delete(sending));
    this.deliveries.push({ type, payload, signature, status });
    return status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    const page = /^\/c\/pay\/(cs_test_\w{1,100})$/.exec(url.pathname.slice(0, 200));
    if (page) return hostedPage(this, req, res, page[1]!);
    const route = routeOf(req.method ?? "", url.pathname.slice(0, 300));
    if (!route)
      throw new StripeApiError(
        404,
        "invalid_request_error",
        `Unrecognized request URL (${(req.method ?? "").slice(0, 10)}: ${url.pathname.slice(0, 100)}).`,
      );
    const fault = this.faults.get(route.name)?.shift();
    if (fault === "hang") return;
    if (fault === "reset") return void req.socket.destroy();
    if (fault)
      return json(
        res,
        fault.status,
        fault.body ?? new StripeApiError(fault.status, "api_error", "Fault.").body,
      );
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith("Bearer "))
      throw new StripeApiError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.",
      );
    if (auth.slice(7) !== this.secretKey)
      throw new StripeApiError(
        401,
        "invalid_request_error",
        `Invalid API Key provided: ${auth.slice(7, 15)}****`,
        "api_key_invalid",
      );
    const text = req.method === "POST" ? await read(req) : "";
    const key = req.headers["idempotency-key"];
    const idem = typeof key === "string" && key ? key.slice(0, 255) : null;
    const fingerprint = createHash("sha256")
      .update(`${route.name} ${route.arg ?? ""} ${text}`)
      .digest("hex");
    const earlier = idem ? this.idempotent.get(idem) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        throw new StripeApiError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idem}' if you meant to execute a different request.`,
        );
      res.writeHead(earlier.status, {
        "content-type": "application/json",
        "idempotent-replayed": "true",
      });
      return void res.end(earlier.body);
    }
    const form = parseForm(text);
    let status = 200;
    let body: unknown;
    let events: string[] = [];
    try {
      ({ body, events } = this.answer(route, form));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.body;
    }
    const out = JSON.stringify(body, null, 2);
    if (idem && req.method === "POST" && status < 500)
      this.idempotent.set(idem, { fingerprint, status, body: out });
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      "stripe-version": API_VERSION,
    });
    res.end(out);
    // Events go out after the answer, as Stripe's do: the shop may hear either first.
    for (const e of events) void this.deliver(e);
  }

  private answer(
    route: { name: Route; arg?: string },
    form: Form,
  ): { body: unknown; events: string[] } {
    const missing = (what: string) =>
      new StripeApiError(
        404,
        "invalid_request_error",
        `No such ${what}: '${(route.arg ?? "").slice(0, 80)}'`,
        "resource_missing",
        "id",
      );
    switch (route.name) {
      case "sessions.create":
        return { body: sessionView(createSession(this, form)), events: [] };
      case "sessions.retrieve": {
        const s = this.sessions.get(route.arg ?? "");
        if (!s) throw missing("checkout.session");
        return { body: sessionView(s), events: [] };
      }
      case "intents.retrieve": {
        const i = this.intents.get(route.arg ?? "");
        if (!i) throw missing("payment_intent");
        return { body: i, events: [] };
      }
      case "refunds.retrieve": {
        const r = this.refunds.get(route.arg ?? "");
        if (!r) throw missing("refund");
        return { body: r, events: [] };
      }
      case "refunds.create": {
        const { refund, charge } = createRefund(this, form, this.refundsPending);
        const events = [this.event("refund.created", refund)];
        if (refund.status === "succeeded") events.unshift(this.event("charge.refunded", charge));
        return { body: refund, events };
      }
    }
  }
}
