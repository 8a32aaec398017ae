import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

/**
 * The shop's server renderer in the API's one build (issue 26): after the bundle, the shop's
 * server entry as Vite built it (`packages/shop/dist-server/entry-server.js`, which leaves React
 * and tRPC as bare imports for Node to find in the shop's node_modules) is bundled with
 * its dependencies into `shop/entry-server.mjs` beside the API's chunks, with the shop's
 * `index.html` and Vite's manifest (`shop/manifest.json`) of the same build: the Lambda has no
 * node_modules, and render/lambda-pages.ts finds all three there. A plugin (like
 * runtime-files.ts) so that SST's build of these options (sst.config.ts) ships them too.
 *
 * A build of its own, not an entry of the API's: the renderer's modules (React's server, the
 * shop's pages) must not change how the API's cold path is split into chunks. React's production
 * build, as the shop's client bundle has it. Without the shop built (`pnpm build` builds it first)
 * there is nothing to ship — the Lambda would answer navigations with the API's 404 — so a deploy
 * (`required`, sst.config.ts) fails instead.
 */
export const SHOP_SERVER_DIR = "shop";

/** Vite's server build of the shop, which the bundle's `shop/` is made of. */
export const shopServerSource = (root: string) =>
  path.join(root, "packages/shop/dist-server/entry-server.js");

export function shopServerPlugin(root: string, options: { required: boolean }): Plugin {
  return {
    name: "shop-server",
    setup(pluginBuild) {
      pluginBuild.onEnd(async (result) => {
        if (result.errors.length) return;
        const { outdir: dir, outfile } = pluginBuild.initialOptions;
        const outdir = dir ?? (outfile ? path.dirname(outfile) : undefined);
        if (!outdir) return;
        const shop = path.join(root, "packages/shop");
        const entry = shopServerSource(root);
        const target = path.join(path.resolve(root, outdir), SHOP_SERVER_DIR);
        rmSync(target, { recursive: true, force: true });
        if (!existsSync(entry) || !existsSync(path.join(shop, "dist/index.html"))) {
          if (!options.required) return;
          throw new Error(
            "the shop is not built (packages/shop/dist-server): build it before the Lambda (pnpm --filter ./packages/shop build)",
          );
        }
        await build({
          absWorkingDir: root,
          entryPoints: { "entry-server": entry },
          outdir: target,
          bundle: true,
          platform: "node",
          format: "esm",
          target: "node20",
          splitting: true,
          outExtension: { ".js": ".mjs" },
          minify: true,
          sourcemap: true,
          sourcesContent: false,
          define: { "process.env.NODE_ENV": '"production"' },
          banner: {
            js: `import { createRequire as topLevelCreateRequire } from 'module';\nconst require = topLevelCreateRequire(import.meta.url);`,
          },
          logLevel: "warning",
          // Vite's chunks keep their bare `import "react"`-style lines; the packages say they have no side effects.
          logOverride: { "ignored-bare-import": "silent" },
        });
        mkdirSync(target, { recursive: true });
        copyFileSync(path.join(shop, "dist/index.html"), path.join(target, "index.html"));
        const manifest = path.join(shop, "dist/.vite/manifest.json");
        if (existsSync(manifest)) copyFileSync(manifest, path.join(target, "manifest.json"));
      });
    },
  };
}
