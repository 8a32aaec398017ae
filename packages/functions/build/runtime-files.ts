import { cpSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";

/**
 * Folders core reads at run time, copied beside the bundle's chunks: core finds each beside the
 * module that runs it (in the sources, beside its own file; once bundled, beside the chunk), so
 * the Lambda and the local server read the same copies. A plugin rather than a step after the
 * build, so SST's build of these options (sst.config.ts) ships the same folders.
 */
export const RUNTIME_FOLDERS = [
  // The FA(3) invoice schema (core/invoice/fa3/validate.ts).
  { from: "packages/core/src/invoice/fa3/schema", to: "schema" },
  // The PDF documents' font (core/document/fonts.ts).
  { from: "packages/core/src/document/fonts", to: "fonts" },
];

export function runtimeFilesPlugin(root: string): Plugin {
  return {
    name: "runtime-files",
    setup(build) {
      build.onEnd(() => {
        const { outdir: dir, outfile } = build.initialOptions;
        const outdir = dir ?? (outfile ? path.dirname(outfile) : undefined);
        if (!outdir) return;
        for (const folder of RUNTIME_FOLDERS)
          cpSync(path.join(root, folder.from), path.join(path.resolve(root, outdir), folder.to), {
            recursive: true,
          });
      });
    },
  };
}
