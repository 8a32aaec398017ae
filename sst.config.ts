import type { SSTConfig } from "sst";
import { Api } from "./stacks/Api";
import { Database } from "./stacks/Database";
import { stageSettings } from "./stacks/stage";
import { bundleOptions } from "./packages/functions/build/bundle";
import { Storage } from "./stacks/Storage";
import { Web } from "./stacks/Web";

/**
 * The shop on AWS: `pnpm sst deploy --stage <name>` (see README.md, "Deploying to AWS").
 * Stage `production` holds real data; every other stage is a preview that `sst remove` deletes
 * completely.
 */
export default {
  config() {
    return {
      name: "printshop",
      // Frankfurt: the nearest full region to the shop's customers in Poland.
      region: "eu-central-1",
    };
  },
  stacks(app) {
    const settings = stageSettings(app.stage);
    // Previews: every resource goes with the stage, buckets emptied first. Production keeps
    // the CDK defaults, and the table and the file bucket say RETAIN themselves.
    if (!settings.isProduction) app.setDefaultRemovalPolicy("destroy");

    app.setDefaultFunctionProps({
      runtime: "nodejs22.x",
      // Graviton: about 20% cheaper per GB-second than x86 and as fast for this workload.
      architecture: "arm_64",
      // X-Ray would add a per-trace cost and an IAM grant on "*"; CloudWatch logs suffice.
      tracing: "disabled",
      nodejs: {
        format: "esm",
        minify: true,
        // Ship the source map inside the bundle (NODE_OPTIONS=--enable-source-maps reads it),
        // rather than SST's default of uploading it to the SST Console's bucket.
        sourcemap: true,
        // Code splitting (SST writes into a folder then): what the handler imports lazily becomes
        // chunks of its own that a cold start neither reads nor parses.
        splitting: true,
        // The API's one build (packages/functions/build/bundle.ts: entries, target, maps, the
        // one bundling plugin): SST runs esbuild with exactly these options, so the folder it
        // ships is, file for file, the dist/ the tests run (stacks/preview.test.ts compares).
        // A deploy without the shop's server build fails rather than ship a Lambda that cannot render.
        esbuild: bundleOptions({ requireShop: true }),
      },
    });

    app.stack(Database).stack(Storage).stack(Api).stack(Web);
  },
} satisfies SSTConfig;
