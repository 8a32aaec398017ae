import { randomBytes } from "node:crypto";
import {
  configurePayments,
  payments,
  przelewy24Secrets,
  shopOrigin,
  stripeSecrets,
  STRIPE_WEBHOOK_PATH,
} from "@printshop/core/payment/config";
import { przelewy24 } from "@printshop/core/payment/przelewy24";
import { stripe } from "@printshop/core/payment/stripe";

/**
 * `pnpm start` without a provider's keys: a local server that speaks that provider's protocol,
 * on loopback, with keys made for this run, and core's payments pointed at it. Each says TEST
 * GATEWAY on every page; no money moves. With the keys in the environment the real provider is
 * used and its test gateway is never loaded. Only main.ts imports this (dynamically): the
 * Lambda's bundle has none of it.
 * - Przelewy24 (core's payment/testing/przelewy24.server.ts: Basic auth, every signature checked
 *   both ways, verify refused on any mismatch, signed notifications to the notify route, refunds)
 *   unless `P24_MERCHANT_ID`, `P24_API_KEY`, `P24_CRC`, ... are set;
 * - Stripe (payment/testing/stripe.server.ts: Bearer auth, form encoding, idempotency keys,
 *   Checkout Sessions with their hosted page, events signed as Stripe signs them POSTed to the
 *   shop's webhook route, refunds) unless `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set.
 */
export const TEST_GATEWAY_LABEL = "Przelewy24 TEST GATEWAY (local, no money moves)";
export const STRIPE_TEST_GATEWAY_LABEL = "Stripe TEST GATEWAY (local, no money moves)";

interface Started {
  message: string;
  stop(): Promise<void>;
}

/**
 * `port`: Przelewy24's test gateway's (`P24_TEST_GATEWAY_PORT` wins; 0: any free one); Stripe's
 * is the next one (`STRIPE_TEST_GATEWAY_PORT` wins).
 */
export async function startTestGatewayUnlessKeys(port: number): Promise<Started> {
  const p24 = await startPrzelewy24(Number(process.env.P24_TEST_GATEWAY_PORT ?? port));
  const s = await startStripe(
    Number(process.env.STRIPE_TEST_GATEWAY_PORT ?? (port === 0 ? 0 : port + 1)),
  );
  return {
    message: `${p24.message}; ${s.message}`,
    stop: async () => {
      await Promise.all([p24.stop(), s.stop()]);
    },
  };
}

async function startPrzelewy24(port: number): Promise<Started> {
  const keys = przelewy24Secrets();
  if (keys)
    return { message: `online payments: ${keys.label} (${keys.baseUrl})`, stop: async () => {} };
  const { LocalPrzelewy24 } = await import("@printshop/core/payment/testing/przelewy24.server");
  const gateway = await new LocalPrzelewy24({
    apiKey: randomBytes(16).toString("hex"),
    crc: randomBytes(16).toString("hex"),
    autoNotify: true,
  }).start(port, "127.0.0.1");
  configurePayments({
    gateways: {
      ...payments().gateways,
      przelewy24: przelewy24({ ...gateway.config, label: TEST_GATEWAY_LABEL }),
    },
  });
  return {
    message: `online payments: ${TEST_GATEWAY_LABEL} on ${gateway.baseUrl.replace("/api/v1", "")} (set P24_MERCHANT_ID, P24_API_KEY and P24_CRC for Przelewy24's sandbox)`,
    stop: () => gateway.stop(),
  };
}

async function startStripe(port: number): Promise<Started> {
  const keys = stripeSecrets();
  if (keys) return { message: `Stripe: ${keys.label}`, stop: async () => {} };
  const { LocalStripe } = await import("@printshop/core/payment/testing/stripe.server");
  // Stripe posts to the endpoint configured in its dashboard: here, the shop's own webhook route.
  const gateway = await new LocalStripe({
    webhookUrl: async () => `${await shopOrigin()}${STRIPE_WEBHOOK_PATH}`,
  }).start(port, "127.0.0.1");
  configurePayments({
    gateways: {
      ...payments().gateways,
      stripe: stripe({ ...gateway.config, label: STRIPE_TEST_GATEWAY_LABEL }),
    },
  });
  return {
    message: `Stripe: ${STRIPE_TEST_GATEWAY_LABEL} on ${gateway.origin} (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe's test mode)`,
    stop: () => gateway.stop(),
  };
}
