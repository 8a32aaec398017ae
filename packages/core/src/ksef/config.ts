/**
 * Where KSeF is and who the shop is there (srodowiska.md): TEST (release candidates, self-signed
 * certificates allowed, data shared between integrators), DEMO (production's configuration) and
 * production. A local server speaking the same API takes `KSEF_BASE_URL`.
 */
export type KsefEnvironment = "test" | "demo" | "production";

/** The API's base URLs; open-api.json's `servers` gives TEST's with its `/v2`. */
export const KSEF_API: Record<KsefEnvironment, string> = {
  test: "https://api-test.ksef.mf.gov.pl/v2",
  demo: "https://api-demo.ksef.mf.gov.pl/v2",
  production: "https://api.ksef.mf.gov.pl/v2",
};

export interface KsefConfig {
  environment: KsefEnvironment;
  /** `KSEF_API[environment]`, or a local server's `/v2` base. */
  baseUrl: string;
  /** The KSeF token (tokeny-ksef.md) the shop authenticates with: a secret. */
  token: string;
  /** The context: the shop's NIP (10 digits). */
  nip: string;
  /**
   * The Offline KSeF certificate (kody-qr.md, KOD II) that signs the issuer's link on invoices
   * issued while KSeF was unavailable: its serial number (hex) and private key (PEM). A secret.
   */
  offlineCertificate?: { serial: string; privateKeyPem: string };
  /** Per request; a KSeF slower than this is `unavailable`. */
  timeoutMs?: number;
  /** How long to poll an authentication's or an invoice's status before leaving it for later. */
  pollMs?: number;
  label?: string;
}

const ENVIRONMENTS = new Set<string>(["test", "demo", "production"]);
const MAX_TOKEN = 512;

/**
 * THE one function that reads KSeF's keys: the environment for now (`KSEF_TOKEN`, `KSEF_NIP`,
 * `KSEF_ENV` = test, demo or production (default test), `KSEF_BASE_URL` for a local server
 * speaking the same API; `KSEF_OFFLINE_CERT_SERIAL` and `KSEF_OFFLINE_CERT_KEY` (PEM) for KOD II). Null when KSeF is not configured: invoices then wait in the queue.
 * When the secrets module (core/config) lands, its reader takes this one's place.
 */
export function ksefSecrets(env: NodeJS.ProcessEnv = process.env): KsefConfig | null {
  const token = (env.KSEF_TOKEN ?? "").trim();
  const nip = (env.KSEF_NIP ?? "").trim();
  if (!token || token.length > MAX_TOKEN) return null;
  if (nip.length !== 10 || !/^\d{10}$/.test(nip)) return null;
  const wanted = (env.KSEF_ENV ?? "test").trim().toLowerCase();
  if (!ENVIRONMENTS.has(wanted)) return null;
  const environment = wanted as KsefEnvironment;
  const baseUrl = (env.KSEF_BASE_URL ?? "").trim() || KSEF_API[environment];
  const label = env.KSEF_BASE_URL
    ? "KSeF test server (local)"
    : environment === "production"
      ? "KSeF"
      : `KSeF ${environment.toUpperCase()}`;
  const serial = (env.KSEF_OFFLINE_CERT_SERIAL ?? "").trim();
  const privateKeyPem = (env.KSEF_OFFLINE_CERT_KEY ?? "").trim();
  const offline =
    serial.length <= 40 && /^[0-9a-f]+$/i.test(serial) && privateKeyPem.includes("PRIVATE KEY")
      ? { offlineCertificate: { serial, privateKeyPem } }
      : {};
  return { environment, baseUrl, token, nip, label, ...offline };
}
