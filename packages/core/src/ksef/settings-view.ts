import { ksefOfflineCertificate } from "../config/secrets";
import * as InvoiceSettings from "../invoice-settings/index";
import type { InvoiceSettingsView } from "../invoice-settings/schema";
import { currentConfig } from "./index";

/**
 * What Settings → KSeF shows (`admin.invoiceSettings.get`): the settings and where the secrets
 * stand — whether a KSeF token and an offline certificate are configured (never their values) and
 * which KSeF the shop talks to (the environment's address, or the local KSeF test server).
 */
export async function settingsView(): Promise<InvoiceSettingsView> {
  const [settings, config, certificate] = await Promise.all([
    InvoiceSettings.forEdit(),
    currentConfig().catch(() => null),
    ksefOfflineCertificate().catch(() => null),
  ]);
  return {
    ...settings,
    tokenConfigured: config !== null,
    offlineCertificateConfigured: Boolean(config?.offlineCertificate ?? certificate),
    server: config ? (config.label ?? config.baseUrl) : "",
  };
}
