import { constants, privateDecrypt, randomBytes, type KeyObject } from "node:crypto";
import { referenceNumber } from "../number";
import { Jwt, type Claims } from "./ksef-tokens";

/**
 * The local KSeF's authentication (uwierzytelnianie.md): challenges valid 10 minutes, the KSeF
 * token decrypted with the token-encryption key and checked against the challenge's timestamp
 * and the context, the operation's status (in progress on the first read), tokens redeemed once,
 * access tokens refreshed. Codes and descriptions as open-api.json documents them.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly description: string,
    readonly details: string[] = [],
  ) {
    super(`${code} ${description}`);
  }
}
export const INPUT = "Błąd walidacji danych wejściowych.";

export type InvoiceValidator = (
  xml: string,
) => Promise<{ ok: true } | { ok: false; errors: string[] }>;
export interface StatusInfo {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string>;
}

interface AuthOperation {
  ref: string;
  nip: string;
  startDate: string;
  outcome: StatusInfo;
  reads: number;
  redeemed: boolean;
}

export interface ServerKeys {
  token: { privateKey: KeyObject; id: string };
  symmetric: { privateKey: KeyObject; id: string };
}

export const CHALLENGE_TTL = 10 * 60_000;
export const hex = (n: number) => randomBytes(n).toString("hex").toUpperCase();

export class KsefAuth {
  jwt = new Jwt();
  /** KSeF tokens this KSeF knows: token → the NIP it was issued in. */
  readonly tokens = new Map<string, string>();
  readonly challenges = new Map<string, { ms: number; used: boolean }>();
  readonly auths = new Map<string, AuthOperation>();
  readonly revokedRefresh = new Set<string>();
  accessTtlMs = 15 * 60_000;
  refreshTtlMs = 7 * 86_400_000;

  constructor(public keys: ServerKeys) {}

  challenge(clientIp: string) {
    const now = new Date();
    const challenge = referenceNumber("CR", now, hex(10));
    this.challenges.set(challenge, { ms: now.getTime(), used: false });
    return { challenge, timestamp: now.toISOString(), timestampMs: now.getTime(), clientIp };
  }

  ksefTokenAuth(body: {
    challenge: string;
    contextIdentifier: { type: string; value: string };
    encryptedToken: string;
    publicKeyId?: string | null;
  }) {
    const c = this.challenges.get(body.challenge);
    if (!c || c.used || Date.now() - c.ms > CHALLENGE_TTL)
      throw new Refusal(400, 21111, "Nieprawidłowe wyzwanie autoryzacyjne.");
    if (body.publicKeyId && body.publicKeyId !== this.keys.token.id)
      throw new Refusal(
        400,
        21470,
        "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.",
        [`Klucz o identyfikatorze ${body.publicKeyId} nie jest wspierany.`],
      );
    c.used = true;
    const now = new Date();
    const ref = referenceNumber("AU", now, hex(10));
    const nip = body.contextIdentifier.value;
    const outcome = this.tokenOutcome(body.encryptedToken, c.ms, body.contextIdentifier);
    this.auths.set(ref, {
      ref,
      nip,
      startDate: now.toISOString(),
      outcome,
      reads: 0,
      redeemed: false,
    });
    return {
      referenceNumber: ref,
      authenticationToken: this.jwt.issue("OperationToken", ref, nip, CHALLENGE_TTL),
    };
  }

  private tokenOutcome(
    encrypted: string,
    challengeMs: number,
    context: { type: string; value: string },
  ): StatusInfo {
    const bad = (detail: string): StatusInfo => ({
      code: 450,
      description: "Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu",
      details: [detail],
    });
    let plain: string;
    try {
      const key = this.keys.token.privateKey;
      plain = privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
        Buffer.from(encrypted, "base64"),
      ).toString("utf8");
    } catch {
      return bad("Nieprawidłowy token");
    }
    const bar = plain.lastIndexOf("|");
    const token = plain.slice(0, bar);
    if (bar < 1 || !this.tokens.has(token)) return bad("Nieprawidłowy token");
    if (plain.slice(bar + 1) !== String(challengeMs)) return bad("Nieprawidłowy czas tokena");
    if (context.type !== "Nip" || this.tokens.get(token) !== context.value)
      return {
        code: 415,
        description: "Uwierzytelnianie zakończone niepowodzeniem",
        details: ["Brak przypisanych uprawnień"],
      };
    return { code: 200, description: "Uwierzytelnianie zakończone sukcesem" };
  }

  /** The operation's status: "in progress" on the first read (the client must poll), then the outcome. */
  authStatus(ref: string, claims: Claims) {
    const op = this.auths.get(ref);
    if (!op || claims.ref !== ref)
      throw new Refusal(400, 21304, "Brak uwierzytelnienia.", [
        `Operacja uwierzytelniania o numerze referencyjnym ${ref} nie została znaleziona.`,
      ]);
    const status =
      op.reads++ === 0 ? { code: 100, description: "Uwierzytelnianie w toku" } : op.outcome;
    return {
      startDate: op.startDate,
      authenticationMethod: "Token",
      authenticationMethodInfo: {
        category: "Token",
        code: "token.ksef",
        displayName: "Token KSeF",
      },
      status,
      isTokenRedeemed: op.redeemed,
    };
  }

  redeem(claims: Claims) {
    const op = this.auths.get(claims.ref);
    if (!op)
      throw new Refusal(400, 21304, "Brak uwierzytelnienia.", [
        `Operacja uwierzytelniania o numerze referencyjnym ${claims.ref} nie została znaleziona.`,
      ]);
    if (op.redeemed)
      throw new Refusal(400, 21301, "Brak autoryzacji.", [
        `Tokeny dla operacji uwierzytelniania ${op.ref} zostały już pobrane.`,
      ]);
    const code = op.reads < 2 ? 100 : op.outcome.code;
    if (code !== 200)
      throw new Refusal(400, 21301, "Brak autoryzacji.", [
        `Status uwierzytelniania (${code}) nie pozwala na pobranie tokenów.`,
      ]);
    op.redeemed = true;
    return {
      accessToken: this.jwt.issue("ContextToken", op.ref, op.nip, this.accessTtlMs),
      refreshToken: this.jwt.issue("RefreshToken", op.ref, op.nip, this.refreshTtlMs),
    };
  }

  refresh(claims: Claims) {
    if (this.revokedRefresh.has(claims.ref))
      throw new Refusal(400, 21301, "Brak autoryzacji.", ["Token KSeF został unieważniony."]);
    return {
      accessToken: this.jwt.issue("ContextToken", claims.ref, claims.nip, this.accessTtlMs),
    };
  }
}
