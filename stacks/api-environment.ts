/**
 * The API Lambda's environment (CDK-free): stacks/Api.ts gives the function this with CloudFormation
 * tokens for the names, the deployed-shape runner (test/deployed/) with local values, so the
 * Lambda run here reads its configuration from the same variables as in AWS.
 */
import { VIEWER_IP_HEADER } from "./edge-function-code";
import { stageParameterNames } from "./parameters";

/** The function's timeout and memory (stacks/Api.ts; memory per stage in stacks/stage.ts). */
export const API_TIMEOUT_SECONDS = 10;

export interface ApiEnvironmentInput {
  app: string;
  stage: string;
  tableName: string;
  bucketName: string;
  originSecretArn: string;
  ksefTokenSecretArn: string;
  ksefOfflineCertSecretArn: string;
  /** The stage's custom domain (SITE_DOMAIN), if any. */
  domainName?: string;
  /** The stage's SES sender, if any (stacks/email.ts). */
  emailFrom?: string;
}

export function apiEnvironment(input: ApiEnvironmentInput): Record<string, string> {
  const parameters = stageParameterNames(input.app, input.stage);
  return {
    TABLE_NAME: input.tableName,
    BUCKET_NAME: input.bucketName,
    STAGE: input.stage,
    // The bundle ships its source map (see sst.config.ts), so stack traces in CloudWatch point
    // at TypeScript lines.
    NODE_OPTIONS: "--enable-source-maps",
    // Set by the CloudFront Functions in front of the API (stacks/edge-functions.ts); believed
    // only from a request that carries the origin secret.
    VIEWER_IP_HEADER,
    // Where the Lambda reads its secrets, once per container (core/src/config/secrets.ts):
    // names only. The two keys are SecureStrings created per stage before its first deploy
    // (docs/deployment.md, "Secrets").
    ALTCHA_HMAC_KEY_PARAMETER: parameters.captchaKey,
    SECOND_FACTOR_KEY_PARAMETER: parameters.secondFactorKey,
    ORIGIN_SECRET_ARN: input.originSecretArn,
    // The payment providers' keys (optional; docs/payments.md, "Keys in AWS").
    PAYMENT_KEYS_PARAMETER: parameters.paymentKeys,
    // KSeF's token and offline certificate: secrets the operator creates (absent: KSeF off).
    KSEF_TOKEN_SECRET_ARN: input.ksefTokenSecretArn,
    KSEF_OFFLINE_CERT_SECRET_ARN: input.ksefOfflineCertSecretArn,
    // Links in e-mails point here, never at a host a request names.
    ...(input.domainName
      ? { SITE_ORIGIN: `https://${input.domainName}` }
      : { SITE_ORIGIN_PARAMETER: parameters.siteOrigin }),
    // E-mails through SES as the stage's sender; without one they are only stored (Outbox).
    ...(input.emailFrom ? { EMAIL_TRANSPORT: "ses", EMAIL_FROM: input.emailFrom } : {}),
  };
}
