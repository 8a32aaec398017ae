import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The local server's JWTs (HS256 under its own secret), like KSeF's: an operation token for the
 * authentication in progress, an access token and a refresh token for a context. Checked by
 * signature, type and `exp`.
 */
export type TokenType = "OperationToken" | "ContextToken" | "RefreshToken";
export interface Claims {
  "token-type": TokenType;
  ref: string;
  nip: string;
  exp: number;
  iat: number;
  jti: string;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

export class Jwt {
  private readonly secret = randomBytes(32);

  issue(
    type: TokenType,
    ref: string,
    nip: string,
    ttlMs: number,
  ): { token: string; validUntil: string } {
    const now = Date.now();
    const claims: Claims = {
      "token-type": type,
      ref,
      nip,
      exp: Math.floor((now + ttlMs) / 1000),
      iat: Math.floor(now / 1000),
      jti: randomBytes(8).toString("hex"),
    };
    const head = `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}`;
    const sig = createHmac("sha256", this.secret).update(head).digest("base64url");
    return { token: `${head}.${sig}`, validUntil: new Date(now + ttlMs).toISOString() };
  }

  /** The claims of a valid token of that type, or null (bad signature, wrong type, expired). */
  verify(token: string | undefined, type: TokenType, nowMs = Date.now()): Claims | null {
    if (!token || token.length > 8192) return null;
    const [h, p, s] = token.split(".");
    if (!h || !p || !s) return null;
    const expected = createHmac("sha256", this.secret).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8")) as Claims;
    } catch {
      return null;
    }
    if (claims["token-type"] !== type || claims.exp * 1000 <= nowMs) return null;
    return claims;
  }
}

export const bearerOf = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.length > 8300) return undefined;
  return value.startsWith("Bearer ") ? value.slice(7).trim() : undefined;
};
