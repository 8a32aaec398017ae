import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { randomBytes } from "node:crypto";
import { publicKeyIdOf, sha256Base64 as sha } from "../crypto";
import { selfSignedCertificate, type TestCertificate } from "./cert";
import { errorBody, readBody, trace } from "./ksef-http";
import { NotImplemented, operate } from "./ksef-routes";
import { bearerOf, type Claims, type TokenType } from "./ksef-tokens";
import { INPUT, KsefState, Refusal, type InvoiceValidator, type StatusInfo } from "./ksef-state";
import { checkRequest, checkResponse, methodsOf, route } from "./spec-check";

/**
 * A local KSeF API 2.0 on loopback, built from the official open-api.json (spec/, SOURCE.md):
 * every request checked against the spec (path, method, Bearer, parameters, JSON body) and
 * refused with KSeF's documented error (400 + 21405 "Błąd walidacji danych wejściowych.", as
 * ExceptionResponse or, with `X-Error-Format: problem-details`, as BadRequestProblemDetails);
 * every JSON answer checked against the spec before it leaves (a mismatch is a 500 and lands in
 * `violations`). Its own RSA keys and self-signed certificates are "the Ministry's"; it decrypts
 * the KSeF token and each session key with them, decrypts each invoice, checks the declared
 * hashes and sizes, validates the XML with the injected validator, numbers accepted invoices as
 * KSeF does and issues UPOs. Faults on demand: `unavailable`, `failNext`, `refuseNextInvoice`.
 *
 * Operations the shop does not use (permissions, tokens, batch sessions, exports...) are in the
 * spec and checked, then answered 501.
 */
export type Fault = { status: number; retryAfter?: number } | "hang" | "drop";
export type { InvoiceValidator } from "./ksef-state";

const PREFIX = "/v2";

export class LocalKsef {
  tokenCert: TestCertificate;
  symmetricCert: TestCertificate;
  readonly state: KsefState;
  /** Every request that reached the server: method, path, answered status. */
  readonly requests: { method: string; path: string; status: number }[] = [];
  /** Answers that did not match the spec (each also answered 500): must stay empty. */
  readonly violations: string[] = [];
  unavailable = false;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly faults: { fault: Fault; route?: string }[] = [];

  /**
   * `validate`: the invoice check KSeF makes, the FA(3) schema: the caller injects
   * packages/core/src/invoice/fa3/validate.ts (libxml2 with the Ministry's XSD). Injected, not
   * imported: ksef/ does not import invoice/ (core/src/folders.test.ts). Required: a local KSeF
   * that accepted any XML would let a document the real one refuses pass the tests.
   */
  constructor(options: { validate: InvoiceValidator; tokens?: Record<string, string> }) {
    this.tokenCert = selfSignedCertificate("KSeF token encryption (local)");
    this.symmetricCert = selfSignedCertificate("KSeF symmetric key encryption (local)");
    this.state = new KsefState(
      {
        token: {
          privateKey: this.tokenCert.privateKey,
          id: publicKeyIdOf(this.tokenCert.publicKey),
        },
        symmetric: {
          privateKey: this.symmetricCert.privateKey,
          id: publicKeyIdOf(this.symmetricCert.publicKey),
        },
      },
      options.validate,
    );
    for (const [token, nip] of Object.entries(options.tokens ?? {}))
      this.state.tokens.set(token, nip);
  }

  get origin(): string {
    const a = this.server?.address() as AddressInfo | null;
    if (!a) throw new Error("the local KSeF server is not started");
    return `http://127.0.0.1:${a.port}`;
  }
  /** The API's base URL, as `KSEF_API.test` is for the real TEST environment. */
  get baseUrl(): string {
    return `${this.origin}${PREFIX}`;
  }

  /** Issues a KSeF token for a NIP (what the taxpayer does in KSeF's application). */
  issueToken(nip: string): string {
    const token = `${new Date().toISOString().slice(0, 10).replaceAll("-", "")}-EC-${randomBytes(20).toString("hex").toUpperCase()}`;
    this.state.tokens.set(token, nip);
    return token;
  }

  async start(port = 0, host = "127.0.0.1"): Promise<this> {
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
    this.state.stop();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  /**
   * The next `times` requests (to `route`, an open-api path such as `/sessions/online`, or any)
   * meet the fault: an HTTP status (503, 429 with Retry-After), `hang` (no answer: the client's
   * time-out), `drop` (the request is carried out, then the connection is cut: the answer is lost).
   */
  failNext(fault: Fault, options: { times?: number; route?: string } = {}): void {
    for (let i = 0; i < (options.times ?? 1); i++)
      this.faults.push({ fault, route: options.route });
  }

  /** The next invoice processed is refused with this status (KSeF's code, description, details). */
  refuseNextInvoice(status: StatusInfo): void {
    this.state.forcedDecisions.push(status);
  }

  private takeFault(template: string | null): Fault | null {
    const i = this.faults.findIndex((f) => !f.route || f.route === template);
    return i === -1 ? null : this.faults.splice(i, 1)[0]!.fault;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    const method = (req.method ?? "GET").toLowerCase();
    const log = (status: number) =>
      this.requests.push({ method: method.toUpperCase(), path: url.pathname, status });
    const problems = req.headers["x-error-format"] === "problem-details";
    const body = await readBody(req);

    if (this.unavailable) return this.plain(res, 503, log);
    if (url.pathname.startsWith("/storage/")) return this.storage(url.pathname, res, log);
    const pathname = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : null;
    const found = pathname === null ? null : route(pathname);
    const fault = this.takeFault(found?.template ?? null);
    if (fault === "hang") return; // never answered; the socket closes on stop()
    if (fault && fault !== "drop" && fault.status === 429 && found)
      return this.tooMany(res, log, url.pathname, problems, fault.retryAfter ?? 1);
    if (fault && fault !== "drop") return this.plain(res, fault.status, log, fault.retryAfter);
    if (!found) return this.plain(res, 404, log);
    if (!methodsOf(found.template).includes(method)) return this.plain(res, 405, log);

    const send = (
      status: number,
      json?: unknown,
      extra: { xml?: string; headers?: Record<string, string> } = {},
    ) => {
      const type =
        extra.xml !== undefined
          ? "application/xml"
          : status >= 400 && (status !== 400 || problems)
            ? "application/problem+json"
            : "application/json";
      const violation = checkResponse(found.template, method, status, type, json);
      if (violation.length) {
        this.violations.push(
          `${method.toUpperCase()} ${found.template} ${status}: ${violation.join("; ")}`,
        );
        return this.plain(res, 500, log);
      }
      log(status);
      if (fault === "drop") return void res.socket?.destroy();
      const payload = extra.xml ?? (json === undefined ? "" : JSON.stringify(json));
      res.writeHead(status, { ...(payload ? { "content-type": type } : {}), ...extra.headers });
      res.end(payload);
    };
    const refuse = (r: Refusal) => send(400, errorBody(r, url.pathname, problems));

    let parsed: unknown = undefined;
    if (body.length) {
      try {
        parsed = JSON.parse(body.toString("utf8"));
      } catch {
        return refuse(new Refusal(400, 21405, INPUT, ["Treść żądania nie jest poprawnym JSON."]));
      }
    }
    const check = checkRequest(found.template, method, {
      params: found.params,
      query: url.searchParams,
      headers: req.headers,
      body: parsed,
    });
    const type: TokenType =
      found.template === "/auth/token/refresh"
        ? "RefreshToken"
        : found.template === "/auth/token/redeem" || found.template === "/auth/{referenceNumber}"
          ? "OperationToken"
          : "ContextToken";
    let claims: Claims | null = null;
    if (check.secured) {
      claims = this.state.jwt.verify(bearerOf(req.headers.authorization), type);
      if (!claims)
        return send(401, {
          title: "Unauthorized",
          status: 401,
          detail: "Wymagane jest uwierzytelnienie.",
          instance: url.pathname,
          traceId: trace(),
          timestamp: new Date().toISOString(),
        });
    }
    if (check.problems.length) return refuse(new Refusal(400, 21405, INPUT, check.problems));
    try {
      operate(this, found.template, method, found.params, parsed, claims, req, send);
    } catch (error) {
      if (error instanceof Refusal) return refuse(error);
      if (error instanceof NotImplemented) return this.plain(res, 501, log);
      throw error;
    }
  }

  /** The Ministry's certificates as `GET /security/public-key-certificates` lists them. */
  publishedCertificates() {
    return [
      this.published(this.tokenCert, "KsefTokenEncryption"),
      this.published(this.symmetricCert, "SymmetricKeyEncryption"),
    ];
  }

  private published(c: TestCertificate, usage: string) {
    return {
      certificate: c.der.toString("base64"),
      certificateId: sha(c.der),
      publicKeyId: publicKeyIdOf(c.publicKey),
      validFrom: c.validFrom.toISOString(),
      validTo: c.validTo.toISOString(),
      usage: [usage],
    };
  }

  /** Pre-signed download links (UPO pages), outside the API: no token, like KSeF's storage. */
  private storage(pathname: string, res: ServerResponse, log: (s: number) => void) {
    const [, , kind, sessionRef, file] = pathname.split("/");
    const session = this.state.sessions.get(sessionRef ?? "");
    const ref = (file ?? "").replace(/\.xml$/, "");
    let xml: string | null = null;
    if (session && kind === "upo") {
      const i = session.invoices.find((x) => x.referenceNumber === ref);
      xml = i?.upo ? this.state.invoiceUpo(session, i) : null;
    } else if (session && kind === "session-upo" && session.upoRef === ref)
      xml = this.state.sessionUpo(session);
    if (xml === null) return this.plain(res, 404, log);
    log(200);
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(xml);
  }

  /** 429 as documented: TooManyRequestsResponse, or Problem Details when asked, with Retry-After. */
  private tooMany(
    res: ServerResponse,
    log: (s: number) => void,
    instance: string,
    problems: boolean,
    retryAfter: number,
  ) {
    log(429);
    const detail = `Przekroczono limit żądań. Spróbuj ponownie po ${retryAfter} sekundach.`;
    const body = problems
      ? {
          title: "Too Many Requests",
          status: 429,
          instance,
          detail,
          timestamp: new Date().toISOString(),
          traceId: trace(),
        }
      : { status: { code: 429, description: "Too Many Requests", details: [detail] } };
    res.writeHead(429, {
      "content-type": problems ? "application/problem+json" : "application/json",
      "retry-after": String(retryAfter),
    });
    res.end(JSON.stringify(body));
  }

  /**
   * A key rotation (bezpieczenstwo_klucze-publiczne-do-szyfrowania.md 3.2.2): new key pairs and
   * certificates; the old `publicKeyId`s are refused with 21470 from now on.
   */
  rotateKeys(): void {
    this.tokenCert = selfSignedCertificate("KSeF token encryption (local, rotated)");
    this.symmetricCert = selfSignedCertificate("KSeF symmetric key encryption (local, rotated)");
    this.state.keys.token = {
      privateKey: this.tokenCert.privateKey,
      id: publicKeyIdOf(this.tokenCert.publicKey),
    };
    this.state.keys.symmetric = {
      privateKey: this.symmetricCert.privateKey,
      id: publicKeyIdOf(this.symmetricCert.publicKey),
    };
  }

  private plain(
    res: ServerResponse,
    status: number,
    log: (s: number) => void,
    retryAfter?: number,
  ) {
    log(status);
    res.writeHead(status, {
      "content-type": "text/plain",
      ...(retryAfter !== undefined ? { "retry-after": String(retryAfter) } : {}),
    });
    res.end(status === 503 ? "Service Unavailable" : String(status));
  }
}
