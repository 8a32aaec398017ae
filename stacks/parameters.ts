/**
 * Names of a stage's SSM parameters: what the Lambda reads at run time and the template must not
 * hold (docs/deployment.md, "Secrets"). Per app and stage, so a stage's role can be granted its
 * own parameters and nothing of another stage's.
 *
 * - `captchaKey`: the key that signs the registration captcha (a SecureString of at least 32
 *   bytes); created by the operator, or by the deploy workflow, before the stage's first deploy.
 * - `secondFactorKey`: the key that encrypts the staff's TOTP secrets (a SecureString of at least
 *   32 bytes), created the same way; never overwritten or deleted while the stage's table lives:
 *   without it no enrolled factor opens.
 * - `paymentKeys`: the payment providers' keys (Przelewy24, Stripe), a SecureString holding a JSON
 *   object with the local environment's names (docs/payments.md, "Keys in AWS"). Optional: until
 *   the operator creates it the stage takes no online payments (orders wait for payment).
 * - `siteOrigin`: the stage's `https://…` origin, for links in e-mails, when it has no custom
 *   domain: CloudFront names the distribution only when it is created, after the Api stack, so
 *   the Web stack writes it (a String) and the Lambda reads it. With SITE_DOMAIN the Lambda gets
 *   SITE_ORIGIN in its environment instead and this parameter is not created.
 */
export function stageParameterNames(app: string, stage: string) {
  const prefix = `/${app}/${stage}`;
  return {
    captchaKey: `${prefix}/altcha-hmac-key`,
    secondFactorKey: `${prefix}/second-factor-key`,
    siteOrigin: `${prefix}/site-origin`,
    paymentKeys: `${prefix}/payment-keys`,
  } as const;
}

/**
 * Names of a stage's KSeF secrets in Secrets Manager (docs/deployment.md, "Secrets"), created by
 * the operator when the shop is to send invoices to KSeF, never by the stack (the values come from
 * KSeF's own application): the KSeF token (`ksefToken`, the token as a SecretString) and the
 * Offline KSeF certificate for KOD II (`ksefOfflineCertificate`, JSON `{ "serial", "privateKeyPem" }`).
 * Not created: KSeF (or KOD II) is off and invoices wait "to send" (core/src/config/secrets.ts).
 */
export function stageSecretNames(app: string, stage: string) {
  return {
    ksefToken: `${app}/${stage}/ksef-token`,
    ksefOfflineCertificate: `${app}/${stage}/ksef-offline-certificate`,
  } as const;
}
