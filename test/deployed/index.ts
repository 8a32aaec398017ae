import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { LocalAwsSecrets } from "../../packages/core/src/config/aws-secrets.server";
import { LocalS3 } from "../../packages/core/src/storage/s3.server";
import { apiEnvironment, API_TIMEOUT_SECONDS } from "../../stacks/api-environment";
import { originIds } from "../../stacks/edge-function-code";
import { filesBucketCors } from "../../stacks/files-bucket-cors";
import { stageParameterNames, stageSecretNames } from "../../stacks/parameters";
import { responseHeadersOf, securityHeadersPolicy } from "../../stacks/security-headers-policy";
import { HttpApi } from "./api-gateway";
import { Distribution } from "./cloudfront";
import { LambdaFunction } from "./lambda";
import { accessDenied, SiteBucket } from "./site-bucket";

/**
 * The shop in its deployed shape, on this machine (issue 26 item 2; docs/deployed-shape.md):
 * CloudFront (test/deployed/cloudfront.ts, routed by the stack's own table) in front of the two
 * site buckets (the SPAs' build output), the file bucket (a local S3 that checks signatures) and
 * the HTTP API with the bundled Lambda (`dist/lambda.mjs`), whose environment is the stack's
 * (stacks/api-environment.ts) with local values: its secrets from a local SSM Parameter Store
 * and Secrets Manager under the stage's names, its table on DynamoDB Local.
 */
export const APP = "printshop";
const root = resolve(import.meta.dirname, "../..");

export interface DeployedShapeOptions {
  dynamoEndpoint: string;
  /**
   * The table, made (and seeded) in DynamoDB Local's database of `region`: the engine keeps one
   * per region, and the Lambda's client signs with AWS_REGION (set AWS_REGION before making it).
   */
  table: string;
  stage?: string;
  region?: string;
  /** The distribution's port (0: any free one). */
  port?: number;
  /** The second-factor key in SSM (a test's own core must encrypt staff factors with the same). */
  secondFactorKey?: string;
  captchaKey?: string;
  sites?: { shop: string; admin: string };
}

export interface DeployedShape {
  url: string;
  s3: LocalS3;
  secrets: LocalAwsSecrets;
  lambda: LambdaFunction;
  filesBucket: string;
  close(): Promise<void>;
}

const key = () => randomBytes(32).toString("base64url");

export async function startDeployedShape(options: DeployedShapeOptions): Promise<DeployedShape> {
  const stage = options.stage ?? "deployed";
  const region = options.region ?? "eu-central-1";
  // The Lambda role's credentials, as the runtime puts them in the environment.
  const credentials = {
    accessKeyId: `ASIA${randomBytes(8).toString("hex").toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString("base64"),
    sessionToken: randomBytes(40).toString("base64"),
  };
  const filesBucket = `${APP}-${stage}-filesbucket-${randomBytes(4).toString("hex")}`;
  const secrets = new LocalAwsSecrets({ region, credentials });
  const s3 = new LocalS3([filesBucket], { region, credentials });
  await Promise.all([secrets.start(), s3.start()]);

  const originSecret = randomBytes(48).toString("base64url").slice(0, 64);
  const apiDomain = `${randomBytes(5).toString("hex")}.execute-api.${region}.amazonaws.com`;
  const parameters = stageParameterNames(APP, stage);
  const ksef = stageSecretNames(APP, stage);
  const partialArn = (name: string) =>
    `arn:aws:secretsmanager:${region}:123456789012:secret:${name}`;
  const lambda = new LambdaFunction({
    functionName: `${stage}-${APP}-Api-ApiHandler`,
    timeoutSeconds: API_TIMEOUT_SECONDS,
    environment: {
      ...apiEnvironment({
        app: APP,
        stage,
        tableName: options.table,
        bucketName: filesBucket,
        originSecretArn: secrets.putSecret(
          `OriginSecret${randomBytes(4).toString("hex")}`,
          originSecret,
        ),
        // Not created by the operator here: KSeF is off, as on a stage without its secrets.
        ksefTokenSecretArn: partialArn(ksef.ksefToken),
        ksefOfflineCertSecretArn: partialArn(ksef.ksefOfflineCertificate),
      }),
      // What the Lambda runtime sets.
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
      // Where the services are: here, not AWS (the SDKs' own AWS_ENDPOINT_URL_<SERVICE>; the
      // table's client reads DYNAMODB_ENDPOINT).
      DYNAMODB_ENDPOINT: options.dynamoEndpoint,
      AWS_ENDPOINT_URL_SSM: secrets.endpoint,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      PATH: process.env.PATH ?? "",
    },
  });
  const api = new HttpApi(lambda, apiDomain);
  const sites = options.sites ?? {
    shop: resolve(root, "packages/shop/dist"),
    admin: resolve(root, "packages/admin/dist"),
  };
  const shop = new SiteBucket(sites.shop);
  const admin = new SiteBucket(sites.admin);
  const responseHeaders = responseHeadersOf(securityHeadersPolicy(s3.endpoint));
  const distribution = new Distribution(
    {
      [originIds.shop]: (r) => shop.get(r.method, r.path, r.headers),
      [originIds.admin]: (r) => admin.get(r.method, r.path, r.headers),
      [originIds.api]: (r) => api.handle(r),
      // The file bucket's images/ through OAC (Storage grants CloudFront images/* only).
      [originIds.images]: (r) => {
        const object = s3.get(filesBucket, decodeURIComponent(r.path).replace(/^\//, ""));
        if (!object) return Promise.resolve(accessDenied());
        return Promise.resolve({
          status: 200,
          headers: [
            ["content-type", object.contentType],
            ["content-length", String(object.body.length)],
            ["etag", object.etag],
            ["last-modified", object.lastModified.toUTCString()],
            ["server", "AmazonS3"],
          ],
          body: r.method === "HEAD" ? Buffer.alloc(0) : object.body,
        });
      },
    },
    { originSecret, responseHeaders },
  );
  const url = await distribution.start(options.port ?? 0);
  // What the stage's operator creates before its first deploy, and what the Web stack writes.
  secrets.putParameter(parameters.captchaKey, options.captchaKey ?? key());
  secrets.putParameter(parameters.secondFactorKey, options.secondFactorKey ?? key());
  secrets.putParameter(parameters.siteOrigin, url, "String");
  s3.cors = { ...filesBucketCors([url]), allowedMethods: ["PUT", "GET", "HEAD"] };
  return {
    url,
    s3,
    secrets,
    lambda,
    filesBucket,
    async close() {
      await distribution.stop();
      await lambda.stop();
      await Promise.all([secrets.stop(), s3.stop()]);
    },
  };
}
