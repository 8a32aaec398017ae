import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// React Router's package points every bundler at its development build, which differs from the
// production one only by `ENABLE_DEV_WARNINGS = true`; a build takes the production one, whose
// warnings the minifier then drops.
const routerDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === "build"
        ? [{ find: /^react-router$/, replacement: join(routerDir, "dist/production/index.mjs") }]
        : [],
  },
  base: "/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    manifest: !isSsrBuild,
    rollupOptions: {
      // @trpc/client declares no `sideEffects`, so its WebSocket link (unused: the shop talks
      // HTTP) stayed in every page's first chunk; its modules only define functions and classes.
      treeshake: { moduleSideEffects: (id) => !/[\\/]@trpc[\\/]client[\\/]/.test(id) },
    },
  },
}));
