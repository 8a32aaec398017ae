import { AwsServiceError, callAwsJson, type AwsCallOptions } from "./aws-json";

/** Secrets Manager's JSON protocol (`secretsmanager.<Operation>`), signed as `secretsmanager`. */
const SECRETS_MANAGER = { service: "secretsmanager", targetPrefix: "secretsmanager" } as const;

/**
 * The current version's SecretString of a secret, by ARN or name (API Reference,
 * "GetSecretValue"). A secret that holds binary data only has no string to give: that is an error
 * too, as is every answer of the service that is not the value (ResourceNotFoundException,
 * AccessDeniedException, DecryptionFailure: AwsServiceError).
 */
export async function getSecretString(secretId: string, options: AwsCallOptions): Promise<string> {
  const out = await callAwsJson<{ SecretString?: unknown }>(
    SECRETS_MANAGER,
    "GetSecretValue",
    { SecretId: secretId },
    options,
  );
  if (typeof out.SecretString !== "string")
    throw new AwsServiceError(
      "NoSecretString",
      `secretsmanager GetSecretValue: ${secretId} holds no SecretString`,
    );
  return out.SecretString;
}
