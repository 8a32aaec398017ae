import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { paymentPage } from "./przelewy24-page";
import { sha384 } from "./przelewy24-api";
import {
  refund,
  register,
  status,
  verify,
  type Ledger,
  type Refund,
  type Trn,
} from "./przelewy24-ledger";

export type { Refund, Trn } from "./przelewy24-ledger";

/**
 * A local server speaking Przelewy24's REST API v1 as documented: Basic auth (POS id : API key),
 * every signature checked, amounts and currencies compared, signed notifications sent to
 * `urlStatus`, verify refused on any mismatch, refunds with their signed notification, status by
 * session id, errors as `{ error, code }`. For the tests, and for `pnpm start`'s clearly labelled
 * test gateway (its /trnRequest/{token} page). Faults on demand: `failNext`.
 */
export type Fault = { status: number; body?: unknown } | "hang" | "reset";
type Route = "register" | "verify" | "refund" | "status" | "testAccess";
const ANSWERS = { register, verify, refund, status };

const MAX_BODY = 65_536;
/** Przelewy24's channel bit for BLIK, and the method ids its notifications carry. */
const BLIK_CHANNEL = 8192;
const BLIK_METHOD = 154;
const TRANSFER_METHOD = 25;
let nextOrderId = 310_000_000;

export class LocalPrzelewy24 implements Ledger {
  readonly merchantId: number;
  readonly posId: number;
  readonly apiKey: string;
  readonly crc: string;
  readonly transactions = new Map<string, Trn>();
  /** Every notification sent: where, what, and the shop's answer. */
  readonly deliveries: { url: string; body: string; status: number }[] = [];
  /** Refund notifications not yet sent (sent at once with `autoNotify`). */
  readonly pendingRefundNotices: Refund[] = [];
  autoNotify: boolean;
  rejectNextRefund = false;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly faults = new Map<Route, Fault[]>();

  constructor(
    options: {
      merchantId?: number;
      posId?: number;
      apiKey?: string;
      crc?: string;
      autoNotify?: boolean;
    } = {},
  ) {
    this.merchantId = options.merchantId ?? 100_200;
    this.posId = options.posId ?? this.merchantId;
    this.apiKey = options.apiKey ?? "test-api-key-0123456789abcdef";
    this.crc = options.crc ?? "test-crc-0123456789";
    this.autoNotify = options.autoNotify ?? false;
  }

  /** The API's base URL, as `P24_API.sandbox` is for the real sandbox. */
  get baseUrl(): string {
    const a = this.server?.address() as AddressInfo | null;
    if (!a) throw new Error("the local Przelewy24 server is not started");
    return `http://127.0.0.1:${a.port}/api/v1`;
  }

  get config() {
    const { merchantId, posId, apiKey, crc } = this;
    return { merchantId, posId, apiKey, crc, baseUrl: this.baseUrl, label: "test gateway" };
  }

  async start(port = 0, host = "127.0.0.1"): Promise<this> {
    // Anything unexpected (a body over the limit, a client gone) answers 500, never an
    // unhandled rejection: `pnpm start` runs this server in its own process.
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end();
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
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  /** The next `times` calls of `route` answer `fault` instead. */
  failNext(route: Route, fault: Fault, times = 1): void {
    this.faults.set(route, [...(this.faults.get(route) ?? []), ...Array<Fault>(times).fill(fault)]);
  }

  reset(): void {
    this.faults.clear();
    this.transactions.clear();
    this.deliveries.length = 0;
    this.pendingRefundNotices.length = 0;
    this.rejectNextRefund = false;
  }

  /** The payer pays (by default what was registered): the transaction is paid, not yet verified. */
  pay(sessionId: string, paid: { amount?: number; currency?: string; methodId?: number } = {}) {
    const t = this.transactions.get(sessionId);
    if (!t) throw new Error(`no transaction ${sessionId}`);
    t.orderId ||= nextOrderId++;
    t.status = 1;
    t.paid = {
      amount: paid.amount ?? t.amount,
      currency: paid.currency ?? t.currency,
      methodId: paid.methodId ?? (t.channel === BLIK_CHANNEL ? BLIK_METHOD : TRANSFER_METHOD),
      statement: `p24-T${t.orderId}`,
    };
    return this.notification(sessionId);
  }

  /** The signed notification of a paid transaction, as sent to `urlStatus`. */
  notification(sessionId: string): string {
    const t = this.transactions.get(sessionId);
    if (!t?.paid) throw new Error(`${sessionId} is not paid`);
    const n = {
      merchantId: this.merchantId,
      posId: this.posId,
      sessionId,
      amount: t.paid.amount,
      originAmount: t.paid.amount,
      currency: t.paid.currency,
      orderId: t.orderId,
      methodId: t.paid.methodId,
      statement: t.paid.statement,
    };
    return JSON.stringify({ ...n, sign: sha384({ ...n, crc: this.crc }) });
  }

  /** Posts `body` (by default the transaction's notification) to its `urlStatus`; the shop's status. */
  async notify(sessionId: string, body = this.notification(sessionId)): Promise<number> {
    const url = this.transactions.get(sessionId)?.urlStatus;
    if (!url) throw new Error(`${sessionId} has no urlStatus`);
    return this.post(url, body);
  }

  /** Sends the refund notifications waiting; answers the shop's statuses. */
  async sendRefundNotices(): Promise<number[]> {
    const due = this.pendingRefundNotices.splice(0);
    return Promise.all(due.map((r) => this.sendRefundNotice(r)));
  }

  private async sendRefundNotice(r: Refund): Promise<number> {
    const t = this.transactions.get(r.sessionId)!;
    const n = {
      orderId: r.orderId,
      sessionId: r.sessionId,
      refundsUuid: r.refundsUuid,
      merchantId: this.merchantId,
      amount: r.amount,
      currency: t.currency,
      status: r.status,
    };
    const body = {
      ...n,
      requestId: r.requestId,
      timestamp: Math.floor(Date.now() / 1000),
      sign: sha384({ ...n, crc: this.crc }),
    };
    if (!r.urlStatus) return 0;
    return this.post(r.urlStatus, JSON.stringify(body));
  }

  private async post(url: string, body: string): Promise<number> {
    let status = 0;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
    } catch {
      status = 0; // the shop did not answer: Przelewy24 tries again later
    }
    this.deliveries.push({ url, body, status });
    return status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, error: unknown) => send(status, { error, code: status });
    const page = /^\/trnRequest\/([\w-]{1,100})$/.exec(url.pathname);
    if (page) return this.page(req, res, page[1]!);
    const route = routeOf(req.method ?? "", url.pathname);
    if (!route) return fail(404, "Not found");
    const fault = this.faults.get(route.name)?.shift();
    if (fault === "hang") return;
    if (fault === "reset") return void req.socket.destroy();
    if (fault) return send(fault.status, fault.body ?? { error: "Fault", code: fault.status });
    if (req.headers.authorization !== this.basic()) return fail(401, "Incorrect authentication");
    let body: unknown = undefined;
    if (req.method !== "GET") {
      try {
        body = JSON.parse(await read(req));
      } catch {
        return fail(400, "Invalid input data");
      }
    }
    const answer =
      route.name === "testAccess"
        ? { status: 200, body: { data: true, error: "" } }
        : ANSWERS[route.name](this, body, route.arg);
    return send(answer.status, answer.body);
  }

  private basic() {
    return `Basic ${Buffer.from(`${this.posId}:${this.apiKey}`).toString("base64")}`;
  }

  private async page(req: IncomingMessage, res: ServerResponse, token: string) {
    const t = [...this.transactions.values()].find((x) => x.token === token);
    if (!t) return void res.writeHead(404, { "content-type": "text/plain" }).end("No such token");
    const blikOnly = t.channel === BLIK_CHANNEL;
    if (req.method === "POST") {
      const form = new URLSearchParams((await read(req)).slice(0, 1000));
      if (form.get("action") === "pay" && t.status === 0) {
        const blik = blikOnly || form.get("method") === "blik";
        // As the payer's bank would: a BLIK payment needs a six-digit code.
        if (blik && !/^\d{6}$/.test((form.get("blik") ?? "").slice(0, 20))) {
          res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
          return void res.end(paymentPage({ ...t, blik: blikOnly, error: "blik" }));
        }
        const body = this.pay(t.sessionId, { methodId: blik ? BLIK_METHOD : TRANSFER_METHOD });
        if (t.urlStatus) await this.notify(t.sessionId, body);
      }
      return void res.writeHead(303, { location: t.urlReturn }).end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(paymentPage({ ...t, blik: blikOnly }));
  }
}

function routeOf(method: string, path: string): { name: Route; arg?: string } | null {
  if (method === "POST" && path === "/api/v1/transaction/register") return { name: "register" };
  if (method === "PUT" && path === "/api/v1/transaction/verify") return { name: "verify" };
  if (method === "POST" && path === "/api/v1/transaction/refund") return { name: "refund" };
  if (method === "GET" && path === "/api/v1/testAccess") return { name: "testAccess" };
  const status = /^\/api\/v1\/transaction\/by\/sessionId\/([^/]{1,300})$/.exec(path);
  if (method === "GET" && status) return { name: "status", arg: decodeURIComponent(status[1]!) };
  return null;
}

async function read(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error("body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
