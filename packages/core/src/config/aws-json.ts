import http from "node:http";
import https from "node:https";
import { retryDelay } from "../dynamo/http-client";
import { signRequest, type Credentials } from "../dynamo/sigv4";

/**
 * One call to an AWS service that speaks the JSON 1.1 protocol (`POST /`, `X-Amz-Target:
 * <prefix>.<Operation>`, a JSON body, Signature Version 4): SSM Parameter Store and Secrets
 * Manager, for the few reads of secrets a container makes once. Signed by the same signer as the
 * DynamoDB client (dynamo/sigv4.ts), so no AWS SDK client is loaded for it: the SDK's SSM client
 * would add its own copy of smithy's middleware, protocol and endpoint rules to the bundle for two
 * requests per container.
 */
export interface AwsJsonService {
  /** Signing name, also the endpoint's first label: "ssm", "secretsmanager". */
  readonly service: string;
  /** X-Amz-Target's prefix: "AmazonSSM", "secretsmanager". */
  readonly targetPrefix: string;
}

export interface AwsCallOptions {
  region: string;
  /** Unset in AWS: `https://<service>.<region>.amazonaws.com`. */
  endpoint?: string;
  /** Unset in AWS: the Lambda's own (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). */
  credentials?: Credentials;
  /** Attempts, the first included (3). */
  maxAttempts?: number;
  /** Milliseconds an attempt may take, connection included (3,000). */
  timeoutMs?: number;
}

/** Error types AWS answers when a later attempt may succeed. */
const RETRYABLE_TYPES = new Set([
  "ThrottlingException",
  "TooManyRequestsException",
  "RequestLimitExceeded",
  "InternalServerError",
  "InternalServiceError",
  "ServiceUnavailable",
]);

/** What the service answered (its error type and message), or why no answer came. */
export class AwsServiceError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status?: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = name;
  }

  /** Throttling, 5xx, time-outs and dropped connections (status undefined). */
  get retryable(): boolean {
    return this.status === undefined || this.status >= 500 || RETRYABLE_TYPES.has(this.name);
  }
}

function credentialsFromEnv(): Credentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY)
    throw new Error(
      "AWS: no credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set)",
    );
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    sessionToken: AWS_SESSION_TOKEN || undefined,
  };
}

/** One operation, retried with exponential backoff and full jitter while the failure may pass. */
export async function callAwsJson<T>(
  service: AwsJsonService,
  operation: string,
  input: Record<string, unknown>,
  options: AwsCallOptions,
): Promise<T> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const body = JSON.stringify(input);
  for (let attempt = 1; ; attempt++) {
    try {
      return (await send(service, operation, body, options)) as T;
    } catch (error) {
      const retryable = error instanceof AwsServiceError && error.retryable;
      if (!retryable || attempt >= maxAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

function send(
  service: AwsJsonService,
  operation: string,
  body: string,
  options: AwsCallOptions,
): Promise<unknown> {
  const endpoint = new URL(
    options.endpoint ?? `https://${service.service}.${options.region}.amazonaws.com`,
  );
  const headers = signRequest({
    method: "POST",
    host: endpoint.host,
    path: "/",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": `${service.targetPrefix}.${operation}`,
    },
    body,
    region: options.region,
    service: service.service,
    credentials: options.credentials ?? credentialsFromEnv(),
    date: new Date(),
  });
  headers["content-length"] = String(Buffer.byteLength(body));
  const label = `${service.service} ${operation}`;
  const transport = endpoint.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(endpoint, {
      method: "POST",
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
    });
    req.on("error", (error) =>
      reject(new AwsServiceError("NetworkError", `${label}: ${error.message}`)),
    );
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", (error) =>
        reject(new AwsServiceError("NetworkError", `${label}: ${error.message}`)),
      );
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        const requestId = [res.headers["x-amzn-requestid"]].flat()[0];
        let parsed: Record<string, unknown> | undefined;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<
            string,
            unknown
          >;
        } catch {
          parsed = undefined;
        }
        if (status >= 200 && status < 300 && parsed) return resolve(parsed);
        if (!parsed)
          return reject(
            new AwsServiceError("SerializationError", `${label}: the answer is not JSON`, status),
          );
        const rawType = typeof parsed.__type === "string" ? parsed.__type : "";
        const type = rawType.slice(rawType.lastIndexOf("#") + 1) || `HTTP${status}`;
        const message =
          typeof parsed.message === "string"
            ? parsed.message
            : typeof parsed.Message === "string"
              ? parsed.Message
              : `failed with HTTP ${status}`;
        reject(new AwsServiceError(type, `${label}: ${type}: ${message}`, status, requestId));
      });
    });
    req.end(body);
  });
}
