import type { KsefConfig } from "./config";
import { ksefClient, type KsefClient } from "./client";
import { chooseKey, oaepEncrypt, type ChosenKey, type CertificateUsage } from "./crypto";
import { KsefError } from "./errors";

/**
 * Authentication with a KSeF token (uwierzytelnianie.md 2.2): challenge → `token|timestampMs`
 * encrypted RSA-OAEP SHA-256 under the KsefTokenEncryption certificate → poll the operation's
 * status until 200 → redeem the access and refresh tokens (once) → refresh the access token
 * with the refresh token while it lasts, authenticate again when it does not. The Ministry's
 * certificates are read once per connection and again when KSeF says the key is unknown (21470).
 */
const REFRESH_MARGIN_MS = 60_000;
const UNKNOWN_KEY = 21470;

interface Held {
  token: string;
  validUntil: number;
}

export type KsefConnection = ReturnType<typeof connect>;

export function connect(config: KsefConfig, client: KsefClient = ksefClient(config)) {
  const pollMs = config.pollMs ?? 30_000;
  let keys: Promise<Awaited<ReturnType<KsefClient["publicKeyCertificates"]>>> | null = null;
  let access: Held | null = null;
  let refreshToken: Held | null = null;
  let pending: Promise<string> | null = null;
  /** How many times each step ran (tests pin that a refresh is used instead of a new login). */
  const counts = { authenticated: 0, refreshed: 0 };

  async function key(usage: CertificateUsage, fresh = false): Promise<ChosenKey> {
    if (!keys || fresh) {
      keys = client.publicKeyCertificates();
      keys.catch(() => (keys = null));
    }
    return chooseKey(await keys, usage);
  }

  async function withKey<T>(
    usage: CertificateUsage,
    use: (k: ChosenKey) => Promise<T>,
  ): Promise<T> {
    try {
      return await use(await key(usage));
    } catch (error) {
      if (!(error instanceof KsefError) || !error.has(UNKNOWN_KEY)) throw error;
      return use(await key(usage, true)); // the key was rotated: read the list again, once
    }
  }

  async function authenticate(): Promise<string> {
    const started = Date.now();
    const init = await withKey("KsefTokenEncryption", async (k) => {
      const challenge = await client.challenge();
      const plain = Buffer.from(`${config.token}|${challenge.timestampMs}`, "utf8");
      return client.ksefTokenAuth({
        challenge: challenge.challenge,
        contextIdentifier: { type: "Nip", value: config.nip },
        encryptedToken: oaepEncrypt(k.key, plain).toString("base64"),
        publicKeyId: k.publicKeyId,
      });
    });
    const operation = init.authenticationToken.token;
    for (let wait = 100; ; wait = Math.min(wait * 2, 2_000)) {
      const { status } = await client.authStatus(init.referenceNumber, operation);
      if (status.code === 200) break;
      if (status.code !== 100)
        throw new KsefError("auth", "authentication failed", {
          reasons: [
            { code: status.code, description: status.description, details: status.details ?? [] },
          ],
        });
      if (Date.now() - started > pollMs)
        throw new KsefError("unavailable", "authentication still in progress");
      await new Promise((ok) => setTimeout(ok, wait));
    }
    const tokens = await client.redeem(operation);
    access = {
      token: tokens.accessToken.token,
      validUntil: Date.parse(tokens.accessToken.validUntil),
    };
    refreshToken = {
      token: tokens.refreshToken.token,
      validUntil: Date.parse(tokens.refreshToken.validUntil),
    };
    counts.authenticated++;
    return access.token;
  }

  async function renew(): Promise<string> {
    if (refreshToken && refreshToken.validUntil - REFRESH_MARGIN_MS > Date.now()) {
      try {
        const { accessToken } = await client.refresh(refreshToken.token);
        access = { token: accessToken.token, validUntil: Date.parse(accessToken.validUntil) };
        counts.refreshed++;
        return access.token;
      } catch (error) {
        if (!(error instanceof KsefError) || error.kind === "unavailable") throw error;
        refreshToken = null; // refused (revoked, expired): a new authentication
      }
    }
    return authenticate();
  }

  /** A valid access token: the held one, refreshed near its end, or a new authentication. */
  async function accessToken(): Promise<string> {
    if (access && access.validUntil - REFRESH_MARGIN_MS > Date.now()) return access.token;
    pending ??= renew().finally(() => (pending = null));
    return pending;
  }

  /** Runs a call with the access token; on 401 (the token ended early) renews it once. */
  async function withAccess<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await accessToken();
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof KsefError) || error.status !== 401) throw error;
      if (access?.token === token) access = null;
      return call(await accessToken());
    }
  }

  return { config, client, key, withKey, accessToken, withAccess, counts };
}
