import { callAwsJson, type AwsCallOptions } from "./aws-json";

/** SSM Parameter Store's JSON protocol (`AmazonSSM.<Operation>`), signed as `ssm`. */
const SSM = { service: "ssm", targetPrefix: "AmazonSSM" } as const;

/** GetParameters takes at most ten names a call. */
export const GET_PARAMETERS_MAX_NAMES = 10;

export interface Parameter {
  name: string;
  type: "String" | "StringList" | "SecureString";
  /** Decrypted for a SecureString when asked (`withDecryption`). */
  value: string;
  version: number;
}

interface WireParameter {
  Name?: string;
  Type?: Parameter["type"];
  Value?: string;
  Version?: number;
}

/**
 * Reads parameters by name (API Reference, "GetParameters"): at most ten a request, so more names
 * take more requests. Names that do not exist (or that the caller may not see) come back in
 * `invalid`, as the service lists them in `InvalidParameters`; a failure of the call itself
 * (access denied, throttling past the retries) throws AwsServiceError.
 */
export async function getParameters(
  names: readonly string[],
  options: AwsCallOptions & { withDecryption?: boolean },
): Promise<{ parameters: Map<string, Parameter>; invalid: string[] }> {
  const parameters = new Map<string, Parameter>();
  const invalid: string[] = [];
  const unique = [...new Set(names)];
  for (let i = 0; i < unique.length; i += GET_PARAMETERS_MAX_NAMES) {
    const out = await callAwsJson<{ Parameters?: WireParameter[]; InvalidParameters?: string[] }>(
      SSM,
      "GetParameters",
      {
        Names: unique.slice(i, i + GET_PARAMETERS_MAX_NAMES),
        WithDecryption: options.withDecryption ?? false,
      },
      options,
    );
    for (const p of out.Parameters ?? []) {
      if (typeof p.Name !== "string" || typeof p.Value !== "string") continue;
      parameters.set(p.Name, {
        name: p.Name,
        type: p.Type ?? "String",
        value: p.Value,
        version: p.Version ?? 0,
      });
    }
    invalid.push(...(out.InvalidParameters ?? []));
  }
  return { parameters, invalid };
}
