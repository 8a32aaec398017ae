import { once, inAws, SecretError, ssmValues } from "./secret-store";

/** The names a payment-keys parameter may hold: the local environment's (payment/config.ts). */
export const PAYMENT_KEY_NAMES = [
  "P24_MERCHANT_ID",
  "P24_POS_ID",
  "P24_API_KEY",
  "P24_CRC",
  "P24_ENV",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
] as const;
export type PaymentKeys = Partial<Record<(typeof PAYMENT_KEY_NAMES)[number], string>>;

/** The most a payment-keys parameter may hold (SSM's advanced tier: 8 KB), checked before it is parsed. */
const MAX_PAYMENT_KEYS_BYTES = 8_192;

/** The parameter's JSON object of key names and string values; anything else refused by name. */
export function parsePaymentKeys(value: string, where: string): PaymentKeys {
  if (Buffer.byteLength(value, "utf8") > MAX_PAYMENT_KEYS_BYTES)
    throw new SecretError(`${where} is longer than ${MAX_PAYMENT_KEYS_BYTES} bytes: refused`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new SecretError(`${where} is not a JSON object of key names (docs/payments.md)`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new SecretError(`${where} is not a JSON object of key names (docs/payments.md)`);
  const keys: PaymentKeys = {};
  for (const [name, entry] of Object.entries(parsed)) {
    if (!(PAYMENT_KEY_NAMES as readonly string[]).includes(name))
      throw new SecretError(`${where} holds ${name.slice(0, 40)}, which is not a payment key name`);
    if (typeof entry !== "string" || entry.length > 300)
      throw new SecretError(`${where}: ${name} is not a string of at most 300 characters`);
    keys[name as keyof PaymentKeys] = entry;
  }
  return keys;
}

/**
 * The payment providers' keys (Przelewy24, Stripe) in AWS: the SSM SecureString
 * `PAYMENT_KEYS_PARAMETER` names holds a JSON object with the local environment's names
 * (`P24_MERCHANT_ID`, `P24_API_KEY`, `P24_CRC`, `STRIPE_SECRET_KEY`, …; docs/payments.md). Null
 * outside AWS (payment/config.ts reads the environment) and in AWS when the stack names no
 * parameter. A parameter not created yet is no keys (online payments off), read again after
 * RETRY_AFTER_MS like any incomplete read: the operator may be creating it.
 */
export const paymentKeysRead = once(
  async (): Promise<{ keys: PaymentKeys | null; missing: boolean }> => {
    const env = process.env;
    const name = env.PAYMENT_KEYS_PARAMETER;
    if (!inAws(env) || !name) return { keys: null, missing: false };
    const value = (await ssmValues.get()).values.get(name);
    if (value === undefined) return { keys: {}, missing: true };
    return { keys: parsePaymentKeys(value, `SSM parameter ${name}`), missing: false };
  },
  (read) => !read.missing,
);
let lastPaymentKeys: PaymentKeys | null = null;
/** Tests: the last read forgotten (config/secrets.ts resetSecrets). */
export const forgetPaymentKeys = () => {
  paymentKeysRead.reset();
  lastPaymentKeys = null;
};
export const paymentKeys = (): Promise<PaymentKeys | null> =>
  paymentKeysRead.get().then((read) => (lastPaymentKeys = read.keys));
/** The last keys `paymentKeys` read (null: none read, or not in AWS): payment/config.ts's source. */
export const loadedPaymentKeys = (): PaymentKeys | null => lastPaymentKeys;
