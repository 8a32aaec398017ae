import { createHash, createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { SignatureV4 } from "@smithy/signature-v4";
import type { Credentials } from "@printshop/dynamo";

/** Test side: an error answer of an AWS JSON service, its HTTP status and `{ __type, message }`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === "string"
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
/** Node's SHA-256 in the shape the SDK's signer expects (also the local S3, storage/s3.server.ts). */
export class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac("sha256", bytes(secret)) : createHash("sha256");
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Authenticates a request as AWS does (Signature Version 4): the Authorization header's shape,
 * a known access key (and session token), a credential scope of this service and region, a date
 * at most 5 minutes off, host and x-amz-date signed, and the signature itself, recomputed with
 * the AWS SDK's own signer over the signed headers and the body as received. Throws the Refusal
 * the services answer (with their `com.amazon.coral.service#` error types).
 */
export async function checkSignature(
  req: IncomingMessage,
  body: string,
  scope: { service: string; region: string; credentials: Credentials },
): Promise<void> {
  const { service, credentials } = scope;
  const refuse = (type: string, message: string) =>
    new Refusal(400, `com.amazon.coral.service#${type}`, message);
  const authorization = req.headers.authorization;
  if (!authorization)
    throw refuse("MissingAuthenticationTokenException", "Missing Authentication Token");
  const match = AUTHORIZATION.exec(authorization);
  if (!match)
    throw refuse(
      "IncompleteSignatureException",
      "Authorization header requires 'Credential', 'Signature' and 'SignedHeaders' parameters.",
    );
  const [, accessKeyId, day, region, scopeService, signedHeaders, signature] = match;
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date") || !/^\d{8}T\d{6}Z$/.test(amzDate))
    throw refuse("IncompleteSignatureException", "Host and X-Amz-Date must be signed.");
  const invalidToken = "The security token included in the request is invalid.";
  if (accessKeyId !== credentials.accessKeyId)
    throw refuse("UnrecognizedClientException", invalidToken);
  if (credentials.sessionToken && req.headers["x-amz-security-token"] !== credentials.sessionToken)
    throw refuse("UnrecognizedClientException", invalidToken);
  if (scopeService !== service)
    throw refuse(
      "InvalidSignatureException",
      `Credential should be scoped to correct service: '${service}'.`,
    );
  if (region !== scope.region || day !== amzDate.slice(0, 8))
    throw refuse("InvalidSignatureException", "Credential should be scoped to a valid region.");
  const signingDate = new Date(
    amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  if (Math.abs(Date.now() - signingDate.getTime()) > 5 * 60_000)
    throw refuse("InvalidSignatureException", "Signature expired.");
  const headers: Record<string, string> = {};
  for (const name of names) headers[name] = String(req.headers[name] ?? "");
  const signer = new SignatureV4({
    credentials,
    region,
    service,
    sha256: Sha256,
    applyChecksum: false,
  });
  const recomputed = await signer.sign(
    {
      method: "POST",
      protocol: "http:",
      hostname: headers.host!,
      path: "/",
      query: {},
      headers,
      body,
    },
    { signingDate },
  );
  if (!String(recomputed.headers.authorization).endsWith(`Signature=${signature}`))
    throw refuse(
      "InvalidSignatureException",
      "The request signature we calculated does not match the signature you provided.",
    );
}
