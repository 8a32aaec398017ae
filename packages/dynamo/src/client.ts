import http from "node:http";
import https from "node:https";
import { signRequest, type Credentials } from "./sigv4";
import { isDatabaseUnavailable } from "./unavailable";

/**
 * A DynamoDB client speaking the service's JSON protocol (`POST /`, `X-Amz-Target:
 * DynamoDB_20120810.<Operation>`, Signature Version 4) over Node's own HTTP(S) with keep-alive.
 *
 * Why not `@aws-sdk/client-dynamodb`: in the API Lambda the SDK's client (with `@smithy/core`,
 * its schemas, middleware stack, protocol and endpoint rules) was the largest part of the cold
 * start: parsing and running it took about a quarter of the handler's import (issue 15, goal 3:
 * bench/lambda-cold.ts). The API needs a fraction of it: a dozen operations on one table, signed
 * with the credentials Lambda puts in the environment. What the SDK did for us and this client
 * keeps: standard retries (three attempts, exponential backoff with full jitter, on throttling,
 * 5xx, timeouts and dropped connections), connection and request timeouts, errors named after
 * the service's error type with `$metadata.httpStatusCode` (what dynamo/unavailable.ts reads) and
 * the body's extra fields (`CancellationReasons`), and a hook on every call (`onCall`: the shop
 * counts its requests for `x-dynamodb-requests`). Everything in the test suite talks to DynamoDB
 * Local through it.
 */
export interface DynamoClientConfig {
  /** Unset in AWS: `https://dynamodb.<region>.amazonaws.com`. */
  endpoint?: string;
  region: string;
  /** Unset in AWS: the Lambda's own (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). */
  credentials?: Credentials;
  /** Attempts per call, the first included (3). */
  maxAttempts?: number;
  /** Milliseconds to open a connection (2,000). */
  connectionTimeout?: number;
  /** Milliseconds without an answer once connected (5,000). */
  requestTimeout?: number;
  /** Whether a request that times out fails (true) or only logs a warning and goes on waiting. */
  throwOnRequestTimeout?: boolean;
  /** Called once per call, however many attempts it takes (the shop counts its requests). */
  onCall?: () => void;
}

/** Wraps one call: sees the operation and its wire input, may act before or after `next`. */
export type CallHook = (
  call: { operation: string; input: Record<string, unknown> },
  next: () => Promise<Record<string, unknown>>,
) => Promise<Record<string, unknown>>;

/** A failure DynamoDB answered (or a timeout), shaped as the SDK shaped its errors. */
export class DynamoError extends Error {
  /** "client" for 4xx answers, "server" for 5xx and timeouts. */
  $fault: "client" | "server";
  $metadata: { httpStatusCode?: number; requestId?: string; attempts: number };
  /** The answer's body (for a cancelled transaction: its `CancellationReasons`). */
  $response?: string;
  [field: string]: unknown;
  constructor(
    name: string,
    message: string,
    fields: { status?: number; requestId?: string; body?: string; extra?: Record<string, unknown> },
  ) {
    super(message);
    this.name = name;
    this.$fault = fields.status !== undefined && fields.status < 500 ? "client" : "server";
    this.$metadata = { httpStatusCode: fields.status, requestId: fields.requestId, attempts: 1 };
    if (fields.body !== undefined) this.$response = fields.body;
    for (const [key, value] of Object.entries(fields.extra ?? {}))
      if (!(key in this)) this[key] = value;
  }
}

const BASE_DELAY_MS = 100;
const MAX_DELAY_MS = 20_000;

/** The wait before attempt `attempt + 1`: full jitter over an exponential ceiling. */
export const retryDelay = (attempt: number, random = Math.random) =>
  Math.floor(Math.min(MAX_DELAY_MS, random() * 2 ** attempt * BASE_DELAY_MS));

const timeoutError = (message: string) =>
  Object.assign(new DynamoError("TimeoutError", message, {}), { code: "ETIMEDOUT" });

export class DynamoClient {
  readonly endpoint: URL;
  readonly region: string;
  private readonly config: Required<
    Omit<DynamoClientConfig, "endpoint" | "credentials" | "onCall">
  > &
    Pick<DynamoClientConfig, "credentials" | "onCall">;
  private readonly agent: http.Agent;
  private readonly hooks = new Map<string, CallHook>();

  constructor(config: DynamoClientConfig) {
    this.region = config.region;
    this.endpoint = new URL(config.endpoint ?? `https://dynamodb.${config.region}.amazonaws.com`);
    this.config = {
      region: config.region,
      credentials: config.credentials,
      maxAttempts: Math.max(1, config.maxAttempts ?? 3),
      connectionTimeout: config.connectionTimeout ?? 2_000,
      requestTimeout: config.requestTimeout ?? 5_000,
      throwOnRequestTimeout: config.throwOnRequestTimeout ?? true,
      onCall: config.onCall,
    };
    const secure = this.endpoint.protocol === "https:";
    this.agent = secure
      ? new https.Agent({ keepAlive: true, maxSockets: 50 })
      : new http.Agent({ keepAlive: true, maxSockets: 50 });
  }

  /** Adds a hook around every call from now on (tests use one to act between two requests). */
  addHook(name: string, hook: CallHook): void {
    this.hooks.set(name, hook);
  }

  removeHook(name: string): void {
    this.hooks.delete(name);
  }

  /**
   * One DynamoDB operation with its wire-format input (attribute values as `{ S: … }`), retried
   * as the SDK's standard mode retries; `onCall` hears of it once.
   */
  async call<T = Record<string, unknown>>(
    operation: string,
    input: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<T> {
    this.config.onCall?.();
    let next = () => this.attempts(operation, input, signal);
    if (this.hooks.size === 0) return (await next()) as T;
    for (const hook of [...this.hooks.values()].reverse()) {
      const inner = next;
      next = () => hook({ operation, input }, inner);
    }
    return (await next()) as T;
  }

  destroy(): void {
    this.agent.destroy();
  }

  private async attempts(
    operation: string,
    input: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const body = JSON.stringify(input);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send(operation, body, signal);
      } catch (error) {
        if (error && typeof error === "object" && "$metadata" in error)
          (error as DynamoError).$metadata.attempts = attempt;
        // Another attempt may succeed exactly when the API would answer "unavailable" (throttling,
        // 5xx, timeouts, dropped connections): one list of those, dynamo/unavailable.ts.
        if (attempt >= this.config.maxAttempts || signal?.aborted || !isDatabaseUnavailable(error))
          throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
      }
    }
  }

  private credentials(): Credentials {
    if (this.config.credentials) return this.config.credentials;
    const {
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
      AWS_SESSION_TOKEN: sessionToken,
    } = process.env;
    if (!accessKeyId || !secretAccessKey)
      throw new Error(
        "DynamoDB: no credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set)",
      );
    return { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
  }

  private send(
    operation: string,
    body: string,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>> {
    const { endpoint } = this;
    const headers = signRequest({
      method: "POST",
      host: endpoint.host,
      path: "/",
      headers: {
        "content-type": "application/x-amz-json-1.0",
        "x-amz-target": `DynamoDB_20120810.${operation}`,
      },
      body,
      region: this.region,
      service: "dynamodb",
      credentials: this.credentials(),
      date: new Date(),
    });
    headers["content-length"] = String(Buffer.byteLength(body));
    const transport = endpoint.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        cleanup();
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the transport's own error, passed on unchanged
        reject(error);
      };
      const req = transport.request({
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        port: endpoint.port || undefined,
        method: "POST",
        path: "/",
        headers,
        agent: this.agent,
        signal,
      });
      let connectTimer: NodeJS.Timeout | undefined;
      let answerTimer: NodeJS.Timeout | undefined;
      const cleanup = () => {
        clearTimeout(connectTimer);
        clearTimeout(answerTimer);
      };
      const waitForAnswer = () => {
        answerTimer = setTimeout(() => {
          if (!this.config.throwOnRequestTimeout) {
            console.warn(
              `DynamoDB ${operation}: no answer after ${this.config.requestTimeout} ms, still waiting`,
            );
            return;
          }
          const error = timeoutError(
            `DynamoDB ${operation}: no answer after ${this.config.requestTimeout} ms`,
          );
          req.destroy(error);
          fail(error);
        }, this.config.requestTimeout);
      };
      req.on("socket", (socket) => {
        if (!socket.connecting) return waitForAnswer();
        connectTimer = setTimeout(() => {
          const error = timeoutError(
            `DynamoDB ${operation}: could not connect within ${this.config.connectionTimeout} ms`,
          );
          req.destroy(error);
          fail(error);
        }, this.config.connectionTimeout);
        socket.once("connect", () => {
          clearTimeout(connectTimer);
          waitForAnswer();
        });
      });
      req.on("error", fail);
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", fail);
        res.on("end", () => {
          if (settled) return;
          settled = true;
          cleanup();
          const text = Buffer.concat(chunks).toString("utf8");
          const status = res.statusCode ?? 0;
          const requestId =
            typeof res.headers["x-amzn-requestid"] === "string"
              ? res.headers["x-amzn-requestid"]
              : undefined;
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            if (status < 300)
              return reject(
                new DynamoError(
                  "SerializationError",
                  `DynamoDB ${operation}: the answer is not JSON`,
                  { status, requestId, body: text },
                ),
              );
          }
          if (status >= 200 && status < 300) return resolve(parsed);
          const type =
            typeof parsed.__type === "string"
              ? parsed.__type.slice(parsed.__type.lastIndexOf("#") + 1)
              : status >= 500
                ? "InternalServerError"
                : "UnknownError";
          const message = String(
            // eslint-disable-next-line @typescript-eslint/no-base-to-string -- DynamoDB's error message, a string in every answer; String() guards a malformed one
            parsed.message ?? parsed.Message ?? `DynamoDB ${operation} failed with HTTP ${status}`,
          );
          const { __type: _type, message: _m, Message: _M, ...extra } = parsed;
          reject(new DynamoError(type, message, { status, requestId, body: text, extra }));
        });
      });
      req.end(body);
    });
  }
}
