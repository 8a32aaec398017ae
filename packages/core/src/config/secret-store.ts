import type { AwsCallOptions } from "./aws-json";
import { MIN_SECRET_BYTES } from "./edge";
import { getParameters } from "./ssm";

/**
 * The secret store's common ground (config/secrets.ts, config/payment-keys.ts): the error that
 * names a place and never a value, reading once per container with a retry after a failed or
 * incomplete read, and the one SSM GetParameters call for every parameter the environment names.
 */
export class SecretError extends Error {
  override name = "SecretError";
}

/** How long a failed or incomplete read is kept before the next use reads again. */
export const RETRY_AFTER_MS = 30_000;

export const inAws = (env: NodeJS.ProcessEnv) => Boolean(env.AWS_LAMBDA_FUNCTION_NAME);

export function awsOptions(env: NodeJS.ProcessEnv, endpoint: string | undefined): AwsCallOptions {
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION;
  if (!region) throw new SecretError("AWS_REGION is not set");
  // AWS_ENDPOINT_URL_<SERVICE>: the AWS SDKs' own variables for a service's endpoint.
  return { region, endpoint: endpoint || undefined };
}

export function checkedSecret(value: string, where: string): string {
  if (Buffer.byteLength(value, "utf8") < MIN_SECRET_BYTES)
    throw new SecretError(`${where} is shorter than ${MIN_SECRET_BYTES} bytes: refused`);
  return value;
}

/**
 * A value read once per container. A failed read, or one `complete` says is not whole, is read
 * again by the first use RETRY_AFTER_MS later (until then its outcome stands).
 */
export function once<T>(read: () => Promise<T>, complete: (value: T) => boolean = () => true) {
  let current: { value: Promise<T>; staleAt?: number } | undefined;
  return {
    get(): Promise<T> {
      if (current?.staleAt !== undefined && Date.now() >= current.staleAt) current = undefined;
      if (!current) {
        const entry: { value: Promise<T>; staleAt?: number } = { value: read() };
        const retryLater = () => (entry.staleAt = Date.now() + RETRY_AFTER_MS);
        void entry.value.then((value) => complete(value) || retryLater(), retryLater);
        current = entry;
      }
      return current.value;
    },
    reset() {
      current = undefined;
    },
  };
}

/**
 * Every SSM parameter the environment names, in one GetParameters call (decrypted). Names the
 * service does not know are kept as missing, and the read counts as incomplete: the next use after
 * RETRY_AFTER_MS asks again (the operator may just have created the parameter).
 */
export const ssmValues = once(
  async () => {
    const env = process.env;
    const names = [
      env.ALTCHA_HMAC_KEY_PARAMETER,
      env.SECOND_FACTOR_KEY_PARAMETER,
      env.SITE_ORIGIN_PARAMETER,
      env.PAYMENT_KEYS_PARAMETER,
    ].filter((name): name is string => Boolean(name));
    const { parameters, invalid } = await getParameters(names, {
      ...awsOptions(env, env.AWS_ENDPOINT_URL_SSM),
      withDecryption: true,
    });
    return { values: new Map([...parameters].map(([name, p]) => [name, p.value])), invalid };
  },
  (read) => read.invalid.length === 0,
);

export async function fromSsm(name: string): Promise<string> {
  const value = (await ssmValues.get()).values.get(name);
  if (value === undefined)
    throw new SecretError(`SSM parameter ${name} not found (docs/deployment.md, "Secrets")`);
  return value;
}
