import { createHash, createHmac } from "node:crypto";

/** AWS credentials: Lambda puts them in the environment (the session token with them). */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignInput {
  method: string;
  host: string;
  /** The path, already URI-encoded; the DynamoDB API posts to "/". */
  path: string;
  /** The headers to sign (host, x-amz-date and the token are added). */
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: Credentials;
  date: Date;
}

const sha256Hex = (data: string) => createHash("sha256").update(data, "utf8").digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data, "utf8").digest();

/**
 * The key derived for one day, region and service (four HMACs): the same for every request of a
 * day, so the last one is kept, as the AWS SDK keeps its.
 */
let lastKey: { id: string; key: Buffer } | undefined;
function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  const id = `${secret}\u0000${day}\u0000${region}\u0000${service}`;
  if (lastKey?.id !== id)
    lastKey = {
      id,
      key: hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), "aws4_request"),
    };
  return lastKey.key;
}

/**
 * Signature Version 4 for one request without a query string (AWS General Reference, "Create a
 * signed AWS API request"): the canonical request, the string to sign, the derived key and the
 * `Authorization` header. Returns every header to send that takes part in the signature.
 * sigv4.test.ts checks the result against the AWS SDK's own signer.
 */
export function signRequest(input: SignInput): Record<string, string> {
  const amzDate = input.date.toISOString().replace(/[-:]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  headers.host = input.host;
  headers["x-amz-date"] = amzDate;
  if (input.credentials.sessionToken)
    headers["x-amz-security-token"] = input.credentials.sessionToken;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    input.method,
    input.path,
    "",
    canonicalHeaders,
    signedHeaders,
    sha256Hex(input.body),
  ].join("\n");
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = signingKey(input.credentials.secretAccessKey, day, input.region, input.service);
  const signature = createHmac("sha256", key).update(stringToSign, "utf8").digest("hex");
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
