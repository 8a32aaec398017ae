import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type BrowserServer } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser";

/**
 * One Chromium for a whole test run (test/global-setup.ts, with PRINTSHOP_SHARED_BROWSER=1),
 * instead of one launched per browser test file: a launch took 12–18 s on a loaded 2-core
 * machine, a connection to a running one 5–7 s. The run's main process holds a small loopback HTTP server whose answer is the running
 * browser's WebSocket address; the browser starts at the first request (a run without browser
 * tests starts none) and again if it has died. `launchBrowser` (test/browser.ts) connects to it
 * when the run names it in `PRINTSHOP_BROWSER_BROKER`; each test file's `browser.close()` then
 * closes that file's contexts and disconnects, the browser stays for the next file.
 */
export async function startBrowserBroker(): Promise<{ url: string; close(): Promise<void> }> {
  let running: Promise<BrowserServer> | undefined;
  const current = async (): Promise<BrowserServer> => {
    if (running) {
      const server = await running.catch(() => undefined);
      if (server && server.process().exitCode === null && !server.process().killed) return server;
    }
    running = chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    return running;
  };
  const http = createServer((_req, res) => {
    current().then(
      (server) => res.end(server.wsEndpoint()),
      (error: unknown) => {
        running = undefined;
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((ok) => http.listen(0, "127.0.0.1", ok));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((ok) => http.close(() => ok()));
      const server = await running?.catch(() => undefined);
      await server?.close();
    },
  };
}
