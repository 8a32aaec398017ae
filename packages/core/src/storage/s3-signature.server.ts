import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { S3RequestPresigner } from "@aws-sdk/s3-request-presigner";
import { SignatureV4 } from "@smithy/signature-v4";
import type { Credentials } from "@printshop/dynamo";
import { Sha256 } from "../config/aws-signature.server";

/**
 * Test side: S3's authentication (Signature Version 4), header-signed requests (the SDK's
 * PutObject, GetObject, ...) and query-signed ones (presigned URLs), as S3 documents them
 * ("Authenticating Requests: Using Query Parameters"): the signature recomputed with the AWS SDK's
 * own signers over the request as received. Errors are S3's: 403 SignatureDoesNotMatch,
 * InvalidAccessKeyId, AccessDenied (expired, missing), 400 AuthorizationQueryParametersError,
 * XAmzContentSHA256Mismatch.
 */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const UNSIGNED = "UNSIGNED-PAYLOAD";
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/;
const mismatch = () =>
  new S3Error(
    403,
    "SignatureDoesNotMatch",
    "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
  );

const dateOf = (amzDate: string) => {
  const m = AMZ_DATE.exec(amzDate);
  if (!m) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
};

function signedHeaderValues(req: IncomingMessage, names: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) headers[name] = String(req.headers[name] ?? "");
  return headers;
}

interface Scope {
  region: string;
  credentials: Credentials;
}

/** The request's path as received and its query (the signature parameters included). */
function target(req: IncomingMessage) {
  const raw = req.url ?? "/";
  const q = raw.indexOf("?");
  const path = q === -1 ? raw : raw.slice(0, q);
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(q === -1 ? "" : raw.slice(q + 1))) query[k] = v;
  return { path, query };
}

/** Whether the request carries a signature at all (header or query). */
export const isSigned = (req: IncomingMessage) =>
  Boolean(req.headers.authorization) || (req.url ?? "").includes("X-Amz-Signature=");

/** Checks a header-signed request; `body` is what arrived (its SHA-256 is checked when signed). */
export async function checkHeaderSignature(
  req: IncomingMessage,
  body: Buffer,
  scope: Scope,
): Promise<void> {
  const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ""));
  if (!match)
    throw new S3Error(400, "AuthorizationHeaderMalformed", "The authorization header is malformed");
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== scope.credentials.accessKeyId)
    throw new S3Error(
      403,
      "InvalidAccessKeyId",
      "The AWS Access Key Id you provided does not exist in our records.",
    );
  if (
    scope.credentials.sessionToken &&
    req.headers["x-amz-security-token"] !== scope.credentials.sessionToken
  )
    throw new S3Error(403, "InvalidToken", "The provided token is malformed or otherwise invalid.");
  if (region !== scope.region)
    throw new S3Error(
      400,
      "AuthorizationHeaderMalformed",
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${scope.region}'`,
    );
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const signingDate = dateOf(amzDate);
  if (!signingDate || day !== amzDate.slice(0, 8))
    throw new S3Error(
      403,
      "AccessDenied",
      "AWS authentication requires a valid Date or x-amz-date header",
    );
  if (Math.abs(Date.now() - signingDate.getTime()) > 15 * 60_000)
    throw new S3Error(
      403,
      "RequestTimeTooSkewed",
      "The difference between the request time and the current time is too large.",
    );
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!payloadHash)
    throw new S3Error(
      400,
      "InvalidRequest",
      "Missing required header for this request: x-amz-content-sha256",
    );
  if (payloadHash !== UNSIGNED && payloadHash !== createHash("sha256").update(body).digest("hex"))
    throw new S3Error(
      400,
      "XAmzContentSHA256Mismatch",
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  const names = signedHeaders!.split(";");
  const { path, query } = target(req);
  const signer = new SignatureV4({
    credentials: scope.credentials,
    region: scope.region,
    service: "s3",
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const recomputed = await signer.sign(
    {
      method: req.method ?? "GET",
      protocol: "http:",
      hostname: String(req.headers.host ?? ""),
      path,
      query,
      headers: signedHeaderValues(req, names),
    },
    { signingDate },
  );
  if (!String(recomputed.headers.authorization).endsWith(`Signature=${signature}`))
    throw mismatch();
}

const AUTH_PARAMETERS = [
  "X-Amz-Algorithm",
  "X-Amz-Credential",
  "X-Amz-Date",
  "X-Amz-Expires",
  "X-Amz-SignedHeaders",
  "X-Amz-Signature",
  "X-Amz-Security-Token",
];

/** Checks a presigned URL's request (query parameters), its expiry included. */
export async function checkQuerySignature(req: IncomingMessage, scope: Scope): Promise<void> {
  const { path, query } = target(req);
  const missing = AUTH_PARAMETERS.slice(0, 6).filter((p) => !query[p]);
  if (query["X-Amz-Algorithm"] !== "AWS4-HMAC-SHA256" || missing.length)
    throw new S3Error(
      400,
      "AuthorizationQueryParametersError",
      "Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.",
    );
  const [accessKeyId, day, region, service, terminal] = query["X-Amz-Credential"]!.split("/");
  if (accessKeyId !== scope.credentials.accessKeyId)
    throw new S3Error(
      403,
      "InvalidAccessKeyId",
      "The AWS Access Key Id you provided does not exist in our records.",
    );
  if (
    scope.credentials.sessionToken &&
    query["X-Amz-Security-Token"] !== scope.credentials.sessionToken
  )
    throw new S3Error(403, "InvalidToken", "The provided token is malformed or otherwise invalid.");
  const signingDate = dateOf(query["X-Amz-Date"]!);
  const expires = Number(query["X-Amz-Expires"]);
  if (
    region !== scope.region ||
    service !== "s3" ||
    terminal !== "aws4_request" ||
    !signingDate ||
    day !== query["X-Amz-Date"]!.slice(0, 8)
  )
    throw new S3Error(
      400,
      "AuthorizationQueryParametersError",
      "Error parsing the X-Amz-Credential parameter",
    );
  if (!Number.isInteger(expires) || expires < 1 || expires > 604_800)
    throw new S3Error(
      400,
      "AuthorizationQueryParametersError",
      "X-Amz-Expires must be between 1 and 604800 seconds",
    );
  if (Date.now() > signingDate.getTime() + expires * 1000)
    throw new S3Error(403, "AccessDenied", "Request has expired");
  const names = query["X-Amz-SignedHeaders"]!.split(";");
  const unsigned = Object.fromEntries(
    Object.entries(query).filter(([k]) => !AUTH_PARAMETERS.includes(k)),
  );
  const presigner = new S3RequestPresigner({
    credentials: scope.credentials,
    region: scope.region,
    sha256: Sha256,
    uriEscapePath: false,
  });
  const recomputed = await presigner.presign(
    {
      method: req.method ?? "GET",
      protocol: "http:",
      hostname: String(req.headers.host ?? ""),
      path,
      query: unsigned,
      headers: signedHeaderValues(req, names),
    },
    { signingDate, expiresIn: expires, signableHeaders: new Set(names) },
  );
  if (recomputed.query?.["X-Amz-Signature"] !== query["X-Amz-Signature"]) throw mismatch();
}
