import * as z from "zod";
import { authenticateNotification, p24Sign } from "./przelewy24-notification";
import {
  GatewayError,
  type ConfirmRequest,
  type IncomingNotification,
  type PaymentGateway,
  type ProviderEvent,
  type ProviderStatus,
  type RefundRequest,
  type RegisterRequest,
  type Registration,
} from "./port";

export { p24Sign, signedJson, MAX_NOTIFICATION_BYTES } from "./przelewy24-notification";

/**
 * Przelewy24's REST API v1 on `fetch` (there is no maintained official Node SDK), as documented
 * at developers.przelewy24.pl: HTTP Basic auth with the POS id and the API key ("klucz do
 * raportów"); every request and notification signed with SHA-384 over a JSON object of named
 * fields and the CRC key. Register a transaction, send the payer to /trnRequest/{token}, take
 * the signed notification on `urlStatus`, then the mandatory verify (without it the money is not
 * the shop's); refunds with their own signed notification; a transaction's status by session id.
 */
export const P24_API = {
  sandbox: "https://sandbox.przelewy24.pl/api/v1",
  production: "https://secure.przelewy24.pl/api/v1",
} as const;

export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  /** The API key ("klucz do raportów"): the Basic auth password. */
  apiKey: string;
  /** The CRC key: what every signature is made with. */
  crc: string;
  /** `P24_API.sandbox`, `P24_API.production`, or a local server speaking the same protocol. */
  baseUrl: string;
  /** Per call; a provider slower than this is `unavailable`. */
  timeoutMs?: number;
  label?: string;
}

const int = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Answer = z.looseObject({ data: z.unknown().optional(), error: z.unknown().optional() });
const Token = z.object({ token: z.string().min(1).max(200) });
const Transaction = z.looseObject({
  orderId: int.nullish(),
  sessionId: z.string().max(100),
  status: z.number().int(),
  amount: int,
  currency: z.string().max(3),
  paymentMethod: int.nullish(),
});
const RefundAnswer = z.array(
  z.looseObject({ status: z.boolean(), message: z.unknown().optional() }),
);
const STATES: Record<number, ProviderStatus["state"]> = {
  0: "unpaid",
  1: "paid_unconfirmed",
  2: "paid",
  3: "returned",
};
/** Channels (the documented bit set): 8192 BLIK only; none given offers every method. */
const BLIK_CHANNEL = 8192;
const MAX_ANSWER_CHARS = 65_536;

/** Przelewy24's gateway: its notifications are checked synchronously and every payment is verified. */
export interface Przelewy24Gateway extends PaymentGateway {
  authenticate(n: IncomingNotification): ProviderEvent;
  confirm(request: ConfirmRequest): Promise<void>;
}

export function przelewy24(config: Przelewy24Config): Przelewy24Gateway {
  const base = config.baseUrl.endsWith("/") ? config.baseUrl.slice(0, -1) : config.baseUrl;
  const gatewayOrigin = base.replace(/\/api\/v1$/, "");
  const auth = `Basic ${Buffer.from(`${config.posId}:${config.apiKey}`).toString("base64")}`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  async function call(method: string, path: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new GatewayError("unavailable", name === "TimeoutError" ? "timeout" : "network");
    }
    const text = (await res.text().catch(() => "")).slice(0, MAX_ANSWER_CHARS);
    let parsed: z.infer<typeof Answer> = {};
    try {
      parsed = Answer.parse(JSON.parse(text));
    } catch {
      // Not JSON (a proxy's error page): judged by the status alone.
    }
    if (res.status >= 500 || res.status === 429)
      throw new GatewayError("unavailable", `http_${res.status}`);
    if (!res.ok) {
      const said = typeof parsed.error === "string" ? parsed.error : JSON.stringify(parsed.error);
      throw new GatewayError("refused", `http_${res.status}: ${String(said ?? "").slice(0, 200)}`);
    }
    return { status: res.status, data: parsed.data };
  }

  const expect = <T>(schema: z.ZodType<T>, data: unknown, what: string): T => {
    const out = schema.safeParse(data);
    if (!out.success) throw new GatewayError("unavailable", `unexpected_answer: ${what}`);
    return out.data;
  };

  async function register(r: RegisterRequest): Promise<Registration> {
    const body = {
      merchantId: config.merchantId,
      posId: config.posId,
      sessionId: r.paymentId,
      amount: r.amount,
      currency: r.currency,
      description: r.description.slice(0, 1024),
      email: r.email,
      ...(r.name ? { client: r.name.slice(0, 40) } : {}),
      country: r.country,
      language: r.language,
      urlReturn: r.returnUrl,
      urlStatus: r.notifyUrl,
      ...(r.channel === "blik" ? { channel: BLIK_CHANNEL } : {}),
      encoding: "UTF-8",
      sign: p24Sign({
        sessionId: r.paymentId,
        merchantId: config.merchantId,
        amount: r.amount,
        currency: r.currency,
        crc: config.crc,
      }),
    };
    const { data } = await call("POST", "/transaction/register", body);
    const { token } = expect(Token, data, "register");
    return { providerRef: token, redirectUrl: `${gatewayOrigin}/trnRequest/${token}` };
  }

  async function confirm(r: ConfirmRequest): Promise<void> {
    const orderId = Number(r.providerPaymentId);
    const { data } = await call("PUT", "/transaction/verify", {
      merchantId: config.merchantId,
      posId: config.posId,
      sessionId: r.paymentId,
      amount: r.amount,
      currency: r.currency,
      orderId,
      sign: p24Sign({
        sessionId: r.paymentId,
        orderId,
        amount: r.amount,
        currency: r.currency,
        crc: config.crc,
      }),
    });
    const status = (data as { status?: unknown } | undefined)?.status;
    if (status !== "success") throw new GatewayError("refused", "verify_not_successful");
  }

  async function refund(r: RefundRequest): Promise<void> {
    const { data } = await call("POST", "/transaction/refund", {
      requestId: r.requestId,
      refunds: [
        {
          orderId: Number(r.providerPaymentId),
          sessionId: r.paymentId,
          amount: r.amount,
          description: r.description.slice(0, 100),
        },
      ],
      refundsUuid: r.refundId,
      urlStatus: r.notifyUrl,
    });
    const answers = expect(RefundAnswer, data, "refund");
    const refused = answers.find((a) => !a.status);
    if (refused || answers.length === 0)
      throw new GatewayError(
        "refused",
        `refund: ${JSON.stringify(refused?.message ?? "no answer")}`,
      );
  }

  async function status({ paymentId }: { paymentId: string }): Promise<ProviderStatus | null> {
    try {
      const { data } = await call(
        "GET",
        `/transaction/by/sessionId/${encodeURIComponent(paymentId)}`,
      );
      const t = expect(Transaction, data, "status");
      return {
        state: STATES[t.status] ?? "unpaid",
        providerPaymentId: t.orderId ? String(t.orderId) : null,
        amount: t.amount,
        currency: t.currency,
        method: t.paymentMethod ? String(t.paymentMethod) : null,
      };
    } catch (error) {
      if (error instanceof GatewayError && error.reason.startsWith("http_404")) return null;
      throw error;
    }
  }

  return {
    provider: "przelewy24",
    label: config.label ?? `Przelewy24 (${base})`,
    register,
    authenticate: ({ body }) => authenticateNotification(body, config),
    confirm,
    refund,
    status,
  };
}
