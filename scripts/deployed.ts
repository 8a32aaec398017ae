import { join, resolve } from "node:path";
import { localSecretFile } from "../packages/core/src/config/secrets";
import { prepareLocalDatabase, stopOnSignals } from "../packages/functions/src/local/bootstrap";
import { startDeployedShape } from "../test/deployed/index";

/**
 * `pnpm start:deployed`: the shop as deployed (docs/deployed-shape.md) on this machine, after
 * `pnpm build`: CloudFront's routing and viewer functions, the SPAs from their build as the site
 * buckets, the bundled Lambda behind API Gateway's events, a local S3, SSM and Secrets Manager,
 * DynamoDB Local on disk under .data/deployed/ (its own data: the stage's keys differ from
 * `pnpm start`'s). Ctrl-C stops everything.
 */
const root = resolve(import.meta.dirname, "..");
// DynamoDB Local keeps one database per region: the table where the Lambda (eu-central-1) looks.
process.env.AWS_REGION ??= "eu-central-1";
const data = join(root, ".data", "deployed");
const db = await prepareLocalDatabase({ dataDir: join(data, "dynamodb") });
const shape = await startDeployedShape({
  dynamoEndpoint: db.endpoint,
  table: db.table,
  port: Number(process.env.PORT ?? 3100),
  // Kept on disk: staff enrolled in one run sign in with their authenticator in the next.
  secondFactorKey:
    process.env.SECOND_FACTOR_KEY ?? localSecretFile(join(data, "second-factor-key")),
  captchaKey: localSecretFile(join(data, "captcha-key")),
});
console.log(
  `Deployed shape on ${shape.url}  (admin: /admin; the Lambda is packages/functions/dist/lambda.mjs; S3 at ${shape.s3.endpoint}, bucket ${shape.filesBucket}; DynamoDB Local at ${db.endpoint}, table ${db.table}${db.seeded ? ", seeded with the demo catalogue" : ""}). A first administrator: DYNAMODB_ENDPOINT=${db.endpoint} TABLE_NAME=${db.table} SITE_ORIGIN=${shape.url} pnpm admin:create --email <e-mail>`,
);
stopOnSignals(async () => {
  await shape.close();
  await db.engine?.stop();
});
