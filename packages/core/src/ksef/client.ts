import * as z from "zod";
import type { KsefConfig } from "./config";
import { KsefError, type KsefReason } from "./errors";

/**
 * KSeF API 2.0 over `fetch` (no SDK), request and answer shapes per open-api.json. Each method is
 * one documented operation; errors become `KsefError` with KSeF's exception codes. Errors are
 * asked for as Problem Details (`X-Error-Format: problem-details`); the older ExceptionResponse
 * is read too, in case a gateway answers without it.
 */
const MAX_ANSWER_CHARS = 1_000_000;
const str = (max = 4096) => z.string().max(max);
const Ref = z.string().length(36);
const TokenInfo = z.looseObject({ token: str(8192).min(1), validUntil: str(64) });
const Status = z.looseObject({
  code: z.number().int(),
  description: str(),
  details: z.array(str()).nullish(),
});

export const PublicKeyCertificates = z.array(
  z.looseObject({
    certificate: str(20_000),
    certificateId: str(100),
    publicKeyId: str(100),
    validFrom: str(64),
    validTo: str(64),
    usage: z.array(str(64)),
  }),
);
export const Challenge = z.looseObject({
  challenge: z.string().length(36),
  timestamp: str(64),
  timestampMs: z.number().int(),
});
export const AuthInit = z.looseObject({ referenceNumber: Ref, authenticationToken: TokenInfo });
export const AuthStatus = z.looseObject({ status: Status });
export const Tokens = z.looseObject({ accessToken: TokenInfo, refreshToken: TokenInfo });
export const Refreshed = z.looseObject({ accessToken: TokenInfo });
export const OpenedSession = z.looseObject({ referenceNumber: Ref, validUntil: str(64) });
export const SentInvoice = z.looseObject({ referenceNumber: Ref });
export const InvoiceStatus = z.looseObject({
  ordinalNumber: z.number().int(),
  referenceNumber: Ref,
  invoiceHash: str(44),
  ksefNumber: str(36).nullish(),
  acquisitionDate: str(64).nullish(),
  invoicingMode: str(16).nullish(),
  upoDownloadUrl: str(4096).nullish(),
  status: Status.extend({ extensions: z.record(str(), str().nullable()).nullish() }),
});
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;
export const SessionInvoices = z.looseObject({
  continuationToken: str().nullish(),
  invoices: z.array(InvoiceStatus),
});
export const SessionStatus = z.looseObject({
  status: Status,
  upo: z
    .looseObject({
      pages: z.array(z.looseObject({ referenceNumber: Ref, downloadUrl: str(4096) })),
    })
    .nullish(),
  invoiceCount: z.number().int().nullish(),
  successfulInvoiceCount: z.number().int().nullish(),
  failedInvoiceCount: z.number().int().nullish(),
});

const ProblemDetails = z.looseObject({
  errors: z
    .array(
      z.looseObject({ code: z.number(), description: str(), details: z.array(str()).nullish() }),
    )
    .optional(),
  detail: str().optional(),
  reasonCode: str(100).optional(),
});
const ExceptionResponse = z.looseObject({
  exception: z
    .looseObject({
      exceptionDetailList: z
        .array(
          z.looseObject({
            exceptionCode: z.number(),
            exceptionDescription: str().nullish(),
            details: z.array(str()).nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});

function reasonsOf(body: unknown): KsefReason[] {
  const problem = ProblemDetails.safeParse(body);
  if (problem.success && problem.data.errors)
    return problem.data.errors.map((e) => ({
      code: e.code,
      description: e.description,
      details: e.details ?? [],
    }));
  const old = ExceptionResponse.safeParse(body);
  if (old.success && old.data.exception?.exceptionDetailList)
    return old.data.exception.exceptionDetailList.map((e) => ({
      code: e.exceptionCode,
      description: e.exceptionDescription ?? "",
      details: e.details ?? [],
    }));
  if (problem.success && problem.data.detail)
    return [
      {
        code: 0,
        description: problem.data.detail,
        details: problem.data.reasonCode ? [problem.data.reasonCode] : [],
      },
    ];
  return [];
}

export interface Call {
  method: "GET" | "POST";
  path: string;
  bearer?: string;
  body?: unknown;
  /** `xml`: the answer is a document (UPO), read as text. */
  accept?: "json" | "xml";
  headers?: Record<string, string>;
}

export type KsefClient = ReturnType<typeof ksefClient>;

export function ksefClient(config: Pick<KsefConfig, "baseUrl" | "timeoutMs">) {
  const base = config.baseUrl.endsWith("/") ? config.baseUrl.slice(0, -1) : config.baseUrl;
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function raw(
    url: string,
    c: Call,
  ): Promise<{ status: number; text: string; headers: Headers }> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: c.method,
        headers: {
          accept: c.accept === "xml" ? "application/xml" : "application/json",
          "x-error-format": "problem-details",
          ...(c.bearer ? { authorization: `Bearer ${c.bearer}` } : {}),
          ...(c.body === undefined ? {} : { "content-type": "application/json" }),
          ...c.headers,
        },
        ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new KsefError("unavailable", name === "TimeoutError" ? "timeout" : "network");
    }
    let text: string;
    try {
      text = (await res.text()).slice(0, MAX_ANSWER_CHARS);
    } catch {
      throw new KsefError("unavailable", "answer_lost", { status: res.status });
    }
    if (res.status === 429 || res.status >= 500) {
      const after = Number(res.headers.get("retry-after"));
      throw new KsefError("unavailable", `http_${res.status}`, {
        status: res.status,
        retryAfter: Number.isFinite(after) && after >= 0 ? after : null,
        reasons: reasonsOf(parseJson(text)),
      });
    }
    if (res.status >= 400) {
      const kind = res.status === 401 || res.status === 403 ? "auth" : "refused";
      throw new KsefError(kind, `http_${res.status}`, {
        status: res.status,
        reasons: reasonsOf(parseJson(text)),
      });
    }
    return { status: res.status, text, headers: res.headers };
  }

  async function json<T>(schema: z.ZodType<T>, c: Call, what: string): Promise<T> {
    const { text } = await raw(`${base}${c.path}`, c);
    const out = schema.safeParse(parseJson(text));
    if (!out.success) throw new KsefError("protocol", `unexpected answer: ${what}`);
    return out.data;
  }

  const seg = encodeURIComponent;
  return {
    baseUrl: base,
    raw,
    publicKeyCertificates: () =>
      json(
        PublicKeyCertificates,
        { method: "GET", path: "/security/public-key-certificates" },
        "certificates",
      ),
    challenge: () => json(Challenge, { method: "POST", path: "/auth/challenge" }, "challenge"),
    ksefTokenAuth: (body: {
      challenge: string;
      contextIdentifier: { type: "Nip"; value: string };
      encryptedToken: string;
      publicKeyId?: string;
    }) => json(AuthInit, { method: "POST", path: "/auth/ksef-token", body }, "auth init"),
    authStatus: (referenceNumber: string, authenticationToken: string) =>
      json(
        AuthStatus,
        { method: "GET", path: `/auth/${seg(referenceNumber)}`, bearer: authenticationToken },
        "auth status",
      ),
    redeem: (authenticationToken: string) =>
      json(
        Tokens,
        { method: "POST", path: "/auth/token/redeem", bearer: authenticationToken },
        "tokens",
      ),
    refresh: (refreshToken: string) =>
      json(
        Refreshed,
        { method: "POST", path: "/auth/token/refresh", bearer: refreshToken },
        "refresh",
      ),
    openOnlineSession: (
      accessToken: string,
      body: {
        formCode: { systemCode: string; schemaVersion: string; value: string };
        encryption: {
          encryptedSymmetricKey: string;
          initializationVector: string;
          publicKeyId?: string;
        };
      },
    ) =>
      json(
        OpenedSession,
        { method: "POST", path: "/sessions/online", bearer: accessToken, body },
        "session",
      ),
    sendInvoice: (
      accessToken: string,
      sessionRef: string,
      body: {
        invoiceHash: string;
        invoiceSize: number;
        encryptedInvoiceHash: string;
        encryptedInvoiceSize: number;
        encryptedInvoiceContent: string;
        offlineMode: boolean;
      },
    ) =>
      json(
        SentInvoice,
        {
          method: "POST",
          path: `/sessions/online/${seg(sessionRef)}/invoices`,
          bearer: accessToken,
          body,
        },
        "sent invoice",
      ),
    invoiceStatus: (accessToken: string, sessionRef: string, invoiceRef: string) =>
      json(
        InvoiceStatus,
        {
          method: "GET",
          path: `/sessions/${seg(sessionRef)}/invoices/${seg(invoiceRef)}`,
          bearer: accessToken,
        },
        "invoice status",
      ),
    sessionInvoices: (accessToken: string, sessionRef: string, continuationToken?: string) =>
      json(
        SessionInvoices,
        {
          method: "GET",
          path: `/sessions/${seg(sessionRef)}/invoices?pageSize=1000`,
          bearer: accessToken,
          ...(continuationToken ? { headers: { "x-continuation-token": continuationToken } } : {}),
        },
        "session invoices",
      ),
    closeOnlineSession: async (accessToken: string, sessionRef: string) => {
      await raw(`${base}/sessions/online/${seg(sessionRef)}/close`, {
        method: "POST",
        path: "",
        bearer: accessToken,
      });
    },
    sessionStatus: (accessToken: string, sessionRef: string) =>
      json(
        SessionStatus,
        { method: "GET", path: `/sessions/${seg(sessionRef)}`, bearer: accessToken },
        "session status",
      ),
    /** The invoice's UPO (XML) and KSeF's hash of it (`x-ms-meta-hash`). */
    invoiceUpo: async (accessToken: string, sessionRef: string, invoiceRef: string) => {
      const { text, headers } = await raw(
        `${base}/sessions/${seg(sessionRef)}/invoices/${seg(invoiceRef)}/upo`,
        { method: "GET", path: "", bearer: accessToken, accept: "xml" },
      );
      return { xml: text, hash: headers.get("x-ms-meta-hash") };
    },
    /**
     * A pre-signed download link (UPO pages): no access token is sent (open-api.json). Only from
     * KSeF's own host (srodowiska.md: links point at the environment called) — a link elsewhere
     * is not followed.
     */
    download: async (url: string) => {
      if (!sameHost(url, base)) throw new KsefError("protocol", "a download link outside KSeF");
      return (await raw(url, { method: "GET", path: "", accept: "xml" })).text;
    },
  };
}

function sameHost(url: string, base: string): boolean {
  try {
    const u = new URL(url);
    const b = new URL(base);
    return (
      u.origin === b.origin || (u.protocol === "https:" && u.hostname.endsWith(".ksef.mf.gov.pl"))
    );
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
