import { cpSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";

/**
 * The FA(3) invoice schema beside the bundle: core's invoice/fa3/validate.ts reads `schema/`
 * beside the module that runs it (beside this build's chunks once bundled), not the sources.
 * A plugin rather than a step after the build, so SST's build of these options (sst.config.ts)
 * ships the same folder.
 */
export function fa3SchemaPlugin(root: string): Plugin {
  return {
    name: "fa3-schema",
    setup(build) {
      build.onEnd(() => {
        const { outdir: dir, outfile } = build.initialOptions;
        const outdir = dir ?? (outfile ? path.dirname(outfile) : undefined);
        if (!outdir) return;
        cpSync(
          path.join(root, "packages/core/src/invoice/fa3/schema"),
          path.join(path.resolve(root, outdir), "schema"),
          { recursive: true },
        );
      });
    },
  };
}
