import * as z from "zod";

/**
 * How the shop invoices, as Settings → KSeF edits it (`admin.invoiceSettings.*`; browser-safe,
 * zod only): the KSeF environment (srodowiska.md: TEST, DEMO, production) and when the invoice of
 * an order paid by transfer or cash on delivery is issued (online payments: always on payment).
 */
export const KSEF_ENVIRONMENTS = ["test", "demo", "production"] as const;
export type KsefEnvironmentSetting = (typeof KSEF_ENVIRONMENTS)[number];
export const INVOICE_ON = ["dispatch", "payment"] as const;
export type InvoiceOn = (typeof INVOICE_ON)[number];

export const InvoiceSettingsFields = z.object({
  ksefEnvironment: z.enum(KSEF_ENVIRONMENTS),
  invoiceOn: z.enum(INVOICE_ON),
});
export type InvoiceSettingsFields = z.infer<typeof InvoiceSettingsFields>;

/** `version` 0: no record yet (the defaults are shown); the save creates it. */
export const InvoiceSettingsUpdateInput = InvoiceSettingsFields.extend({
  version: z.int().min(0).max(1_000_000_000),
});
export type InvoiceSettingsUpdateInput = z.infer<typeof InvoiceSettingsUpdateInput>;

/** What the screen shows beside the fields: where the secrets stand (never their values). */
export const InvoiceSettingsView = InvoiceSettingsFields.extend({
  version: z.int(),
  tokenConfigured: z.boolean(),
  offlineCertificateConfigured: z.boolean(),
  /** The KSeF the shop talks to now: the environment's, or the local KSeF test server's. */
  server: z.string(),
});
export type InvoiceSettingsView = z.infer<typeof InvoiceSettingsView>;
