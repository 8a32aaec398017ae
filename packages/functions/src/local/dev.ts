import { createServer as createVite } from "vite";
import { resolve } from "node:path";
import { createApp } from "./app";
import { prepareLocalDatabase } from "./bootstrap";

/**
 * `pnpm dev`'s server (restarted by tsx watch on API changes): the API plus both SPAs through
 * Vite's middleware with hot reload. DYNAMODB_ENDPOINT comes from scripts/dev.ts, which keeps the
 * engine running across restarts.
 */
const root = resolve(import.meta.dirname, "../../../..");
const port = Number(process.env.PORT ?? 3000);
// Links in e-mails point to this server unless the environment names the site (core/config/secrets.ts).
process.env.SITE_ORIGIN ??= `http://localhost:${port}`;
// Each API answer says how many DynamoDB requests it cost (http/serve.ts): for development only.
process.env.DEBUG_DYNAMODB_REQUESTS ??= "1";
await prepareLocalDatabase();
const [shop, admin] = await Promise.all([
  createVite({
    root: resolve(root, "packages/shop"),
    server: { middlewareMode: true, hmr: { port: port + 10 } },
    appType: "spa",
    configLoader: "runner",
  }),
  createVite({
    root: resolve(root, "packages/admin"),
    server: { middlewareMode: true, hmr: { port: port + 11 } },
    appType: "spa",
    configLoader: "runner",
  }),
]);
const app = createApp({
  dev: true,
  beforeSites(app) {
    app.use((req, res, next) => {
      const vite = req.path === "/admin" || req.path.startsWith("/admin/") ? admin : shop;
      vite.middlewares(req, res, next);
    });
  },
});
app.listen(port, () => console.log(`Dev server on http://localhost:${port} (admin: /admin)`));
