import { ksefOfflineCertificate, ksefToken, type OfflineCertificate } from "../config/secrets";
import * as Company from "../company/index";
import { normalizeNip } from "../account/nip";
import * as InvoiceSettings from "../invoice-settings/index";
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

/** What `pnpm start` and the admin call the local server speaking KSeF's API. */
export const LOCAL_KSEF_LABEL = "local KSeF test server";

const ENVIRONMENTS = new Set<string>(["test", "demo", "production"]);
const MAX_TOKEN = 512;

/**
 * THE one function that reads KSeF's keys: the environment for now (`KSEF_TOKEN`, `KSEF_NIP`,
 * `KSEF_ENV` = test, demo or production (default test), `KSEF_BASE_URL` for a local server
 * speaking the same API; `KSEF_OFFLINE_CERT_SERIAL` and `KSEF_OFFLINE_CERT_KEY` (PEM) for KOD II). Null when KSeF is not configured: invoices then wait in the queue.
 * `loadConfig` below gives it the values read from the secret stores and the settings.
 */
export function ksefSecrets(
  env: NodeJS.ProcessEnv = process.env,
  certificate?: OfflineCertificate | null,
): KsefConfig | null {
  const token = (env.KSEF_TOKEN ?? "").trim();
  const nip = (env.KSEF_NIP ?? "").trim();
  if (!token || token.length > MAX_TOKEN) return null;
  if (nip.length !== 10 || !/^\d{10}$/.test(nip)) return null;
  const wanted = (env.KSEF_ENV ?? "test").trim().toLowerCase();
  if (!ENVIRONMENTS.has(wanted)) return null;
  const environment = wanted as KsefEnvironment;
  const baseUrl = (env.KSEF_BASE_URL ?? "").trim() || KSEF_API[environment];
  const label = env.KSEF_BASE_URL
    ? LOCAL_KSEF_LABEL
    : environment === "production"
      ? "KSeF"
      : `KSeF ${environment.toUpperCase()}`;
  if (certificate !== undefined)
    return {
      environment,
      baseUrl,
      token,
      nip,
      label,
      ...(certificate ? { offlineCertificate: certificate } : {}),
    };
  const serial = (env.KSEF_OFFLINE_CERT_SERIAL ?? "").trim();
  const privateKeyPem = (env.KSEF_OFFLINE_CERT_KEY ?? "").trim();
  const offline =
    serial.length <= 40 && /^[0-9a-f]+$/i.test(serial) && privateKeyPem.includes("PRIVATE KEY")
      ? { offlineCertificate: { serial, privateKeyPem } }
      : {};
  return { environment, baseUrl, token, nip, label, ...offline };
}

/**
 * The configuration a sending round uses in the running shop: the KSeF token and the offline
 * certificate from the secret stores (config/secrets.ts: Secrets Manager in AWS, the environment
 * locally; read once per container), the environment from Settings → KSeF, the context NIP from
 * `KSEF_NIP` or else the seller's own (Settings → Company). Null without a token: KSeF is off and
 * invoices wait "to send".
 */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<KsefConfig | null> {
  const [token, certificate, settings] = await Promise.all([
    ksefToken(),
    ksefOfflineCertificate(),
    InvoiceSettings.get(),
  ]);
  if (!token) return null;
  const nip = (env.KSEF_NIP ?? "").trim() || normalizeNip((await Company.get()).nip);
  return ksefSecrets(
    { ...env, KSEF_TOKEN: token, KSEF_NIP: nip, KSEF_ENV: settings.ksefEnvironment },
    certificate,
  );
}
