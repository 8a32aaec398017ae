import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { Seed } from "@printshop/core";
import { DiskStorage, configureStorage } from "@printshop/core/storage/index";
import type { ShopRenderer } from "../src/local/ssr";
import { built, useTestTable } from "./built";

const root = resolve(import.meta.dirname, "../../..");

/**
 * The real local server as built (dist/local.mjs: test/built.ts) with the built SPAs, on a free
 * port, over this test file's own seeded table. It trusts X-Forwarded-For from loopback
 * (`trustProxy`, as with `TRUST_PROXY=loopback` behind a local proxy), so tests can play callers
 * from many addresses; `trustProxy: ""` trusts nobody.
 */
export async function startTestServer(
  options: { sites?: boolean; trustProxy?: string; shopRenderer?: ShopRenderer | null } = {},
) {
  await useTestTable("http");
  await Seed.load();
  const trustProxy = options.trustProxy ?? "loopback";
  const app = built.createApp(
    options.sites === false
      ? { trustProxy }
      : {
          trustProxy,
          shopRenderer: options.shopRenderer,
          sites: {
            shop: resolve(root, "packages/shop/dist"),
            admin: resolve(root, "packages/admin/dist"),
          },
        },
  );
  const server: Server = await new Promise((ok) => {
    const s = app.listen(0, "127.0.0.1", () => ok(s));
  });
  // Outlive the client's idle sockets (undici closes them after 4 s): with Node's 5 s default, a
  // loaded machine's late timers let the server close a socket the client is just reusing.
  server.keepAliveTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  // Links in e-mails point to this server, as `pnpm start`'s point to its own (local/main.ts).
  process.env.SITE_ORIGIN = `http://localhost:${port}`;
  built.resetSecrets();
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * Points the built server's file store and this test's own core at one disk store (both read and
 * write the same files and sign links with the same key); `null` forgets it on both sides.
 */
export function useDiskStore(dir: string | null): void {
  const secret = randomUUID();
  configureStorage(dir === null ? null : new DiskStorage(dir, secret));
  built.configureStorage(dir === null ? null : new built.DiskStorage(dir, secret));
}

/**
 * startTestServer with print files and images in a fresh temporary disk store (`store`, under a temporary `dir`); close()
 * also forgets the store and removes the directory.
 */
export async function startServerWithDiskStore(
  prefix: string,
  options: { sites?: boolean; trustProxy?: string } = { sites: false },
) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  // Under a dot-folder, as `pnpm start`'s `.data/uploads`: a download path that skips dot-folders
  // (send's default) answered 404 to every print-file link there and no test saw it.
  const store = join(dir, ".data", "uploads");
  useDiskStore(store);
  const server = await startTestServer(options);
  return {
    url: server.url,
    /** The store's own folder (under `dir`). */
    store,
    async close() {
      await server.close();
      useDiskStore(null);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
