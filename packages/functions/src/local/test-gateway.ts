import { randomBytes } from "node:crypto";
import { configurePayments, przelewy24Secrets } from "@printshop/core/payment/config";
import { przelewy24 } from "@printshop/core/payment/przelewy24";

/**
 * `pnpm start` without Przelewy24's keys: a local server that speaks Przelewy24's sandbox
 * protocol (core's payment/testing/przelewy24.server.ts: Basic auth, every signature checked both
 * ways, verify refused on any mismatch, signed notifications to the shop's notify route, refunds),
 * on loopback, with keys made for this run, and core's payments pointed at it. Its payment page
 * says TEST GATEWAY on every screen; no money moves. With keys in the environment
 * (`P24_MERCHANT_ID`, `P24_API_KEY`, `P24_CRC`, ...) the real sandbox (or production) is used
 * and this is never loaded. Only main.ts imports it (dynamically): the Lambda's bundle has none of it.
 */
export const TEST_GATEWAY_LABEL = "Przelewy24 TEST GATEWAY (local, no money moves)";

/** `port`: the gateway's own (`P24_TEST_GATEWAY_PORT` wins; 0: any free one). */
export async function startTestGatewayUnlessKeys(
  port: number,
): Promise<{ message: string; stop(): Promise<void> }> {
  const keys = przelewy24Secrets();
  if (keys)
    return { message: `online payments: ${keys.label} (${keys.baseUrl})`, stop: async () => {} };
  const { LocalPrzelewy24 } = await import("@printshop/core/payment/testing/przelewy24.server");
  const gateway = await new LocalPrzelewy24({
    apiKey: randomBytes(16).toString("hex"),
    crc: randomBytes(16).toString("hex"),
    autoNotify: true,
  }).start(Number(process.env.P24_TEST_GATEWAY_PORT ?? port), "127.0.0.1");
  configurePayments({ gateway: przelewy24({ ...gateway.config, label: TEST_GATEWAY_LABEL }) });
  return {
    message: `online payments: ${TEST_GATEWAY_LABEL} on ${gateway.baseUrl.replace("/api/v1", "")} (set P24_MERCHANT_ID, P24_API_KEY and P24_CRC for Przelewy24's sandbox)`,
    stop: () => gateway.stop(),
  };
}
