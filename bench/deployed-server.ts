import { configureDatabase } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startLocalEngine, type LocalEngine } from "@printshop/core/local/engine";
import { Seed } from "@printshop/core";
import { startDeployedShape } from "../test/deployed/index";
import type { BuiltServer } from "./local-server";

/**
 * The shop in its deployed shape (test/deployed/, docs/deployed-shape.md: CloudFront's routing,
 * the site buckets, the bundled Lambda behind API Gateway) on a free port, over a fresh seeded
 * table, for the benches that compare it with the built local server (bench/local-server.ts).
 * DynamoDB Local: `DYNAMODB_ENDPOINT` when set, else one started here. Needs `pnpm build`.
 */
export async function startDeployedServer(label: string): Promise<BuiltServer> {
  // DynamoDB Local keeps one database per region: the table where the Lambda (eu-central-1) looks.
  process.env.AWS_REGION ??= "eu-central-1";
  let engine: LocalEngine | null = null;
  let endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) {
    engine = await startLocalEngine({ timeoutMs: 120_000 });
    endpoint = engine.endpoint;
  }
  const table = `${label}-${Date.now()}-${process.pid}`;
  const database = configureDatabase({ endpoint, table });
  await ensureTable(database.client, table);
  await Seed.load();
  const shape = await startDeployedShape({ dynamoEndpoint: endpoint, table });
  return {
    url: shape.url,
    coldStarts: () => shape.lambda.coldStarts,
    async stop() {
      await shape.close();
      await engine?.stop();
    },
  };
}
