import { join } from "node:path";
import { configure, ksefSecrets, LOCAL_KSEF_LABEL } from "@printshop/core/ksef/index";
import * as Company from "@printshop/core/company/index";
import { normalizeNip } from "@printshop/core/account/nip";
import { ksefToken } from "@printshop/core/config/secrets";

/**
 * `pnpm start` without a KSeF token: the local KSeF test server (core's ksef/testing/: the API of
 * the Ministry's open-api.json, every request checked against its schemas, what it is sent
 * decrypted with its own keys and the invoice checked against the FA(3) XSD), on loopback, with
 * a KSeF token it issued for the shop's NIP, and core's KSeF queue pointed at it. Invoices it
 * accepts get KSeF-shaped numbers that exist nowhere else. With `KSEF_TOKEN` set the configured
 * environment (Settings → KSeF) is used and this server is never loaded. Only main.ts imports
 * this (dynamically): the Lambda's bundle has none of it.
 */
export async function startKsefTestServerUnlessToken(
  port: number,
  root: string,
): Promise<{ message: string; stop(): Promise<void> }> {
  if (await ksefToken())
    return { message: "KSeF: the environment set in Settings → KSeF", stop: async () => {} };
  // The bundle does not carry the API description: the server reads the vendored one.
  process.env.KSEF_SPEC_FILE ??= join(root, "packages/core/src/ksef/testing/spec/open-api.json");
  const [{ LocalKsef }, { validate }] = await Promise.all([
    import("@printshop/core/ksef/testing/ksef.server"),
    import("@printshop/core/invoice/fa3/validate"),
  ]);
  const server = await new LocalKsef({ validate }).start(port, "127.0.0.1");
  // The context is the seller's NIP (Settings → Company); the seed's placeholder has a valid one.
  const nip = (process.env.KSEF_NIP ?? "").trim() || normalizeNip((await Company.get()).nip);
  const config = ksefSecrets({
    KSEF_TOKEN: server.issueToken(nip),
    KSEF_NIP: nip,
    KSEF_BASE_URL: server.baseUrl,
  });
  if (!config) {
    await server.stop();
    return {
      message: "KSeF: off (no NIP in Settings → Company; invoices wait to be sent)",
      stop: async () => {},
    };
  }
  configure({ config: { ...config, label: LOCAL_KSEF_LABEL } });
  return {
    message: `KSeF: ${LOCAL_KSEF_LABEL} on ${server.origin} (set KSEF_TOKEN for KSeF's TEST environment)`,
    stop: () => server.stop(),
  };
}
