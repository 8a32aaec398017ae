/**
 * A preview stage (any branch): the data stores, the API Lambda and the HTTP API, as synthesized
 * from sst.config.ts. Preview data must go with the stage.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { Match, Template } from "aws-cdk-lib/assertions";
import { describe, expect, test } from "vitest";
import { Api, API_HANDLER } from "./Api";
import { Database } from "./Database";
import { buildBundle } from "../packages/functions/build/bundle";
import { apiRoutes } from "./routes";
import { Storage, storageLayout } from "./Storage";
import { tableSchema } from "./table-schema";
import { useSynthesizedApp } from "./test-app";

const STAGE = "feature-cart-preview";
const synth = useSynthesizedApp(STAGE);
const database = () => synth().template(Database);
const storage = () => synth().template(Storage);
const api = () => synth().template(Api);

function only(template: Template, type: string) {
  const resources = Object.entries(template.findResources(type));
  expect(resources, `exactly one ${type}`).toHaveLength(1);
  const [logicalId, resource] = resources[0]!;
  return {
    logicalId,
    ...(resource as { Properties: any; DeletionPolicy?: string; UpdateReplacePolicy?: string }),
  };
}

describe("Database on a preview", () => {
  test("has the keys, GSIs and TTL of table-schema.ts, billed on demand", () => {
    const table = only(database(), "AWS::DynamoDB::Table").Properties;
    expect(table.BillingMode).toBe("PAY_PER_REQUEST");
    expect(table.KeySchema).toEqual([
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ]);
    const attributes = Object.fromEntries(
      table.AttributeDefinitions.map((a: any) => [a.AttributeName, a.AttributeType]),
    );
    expect(attributes).toEqual({
      pk: "S",
      sk: "S",
      gsi1pk: "S",
      gsi1sk: "S",
      gsi2pk: "S",
      gsi2sk: "S",
    });
    expect(attributes).toEqual(tableSchema.attributes);
    const indexes = Object.fromEntries(
      table.GlobalSecondaryIndexes.map((index: any) => [
        index.IndexName,
        {
          partitionKey: index.KeySchema.find((k: any) => k.KeyType === "HASH").AttributeName,
          sortKey: index.KeySchema.find((k: any) => k.KeyType === "RANGE").AttributeName,
          projection: index.Projection.ProjectionType,
        },
      ]),
    );
    expect(indexes).toEqual({
      gsi1: { partitionKey: "gsi1pk", sortKey: "gsi1sk", projection: "ALL" },
      gsi2: { partitionKey: "gsi2pk", sortKey: "gsi2sk", projection: "ALL" },
    });
    expect(indexes).toEqual(tableSchema.globalIndexes);
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: "expiresAt", Enabled: true });
  });

  test("keeps point-in-time recovery but is deleted with the stage, unprotected", () => {
    const table = only(database(), "AWS::DynamoDB::Table");
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    expect(table.DeletionPolicy).toBe("Delete");
    expect(table.UpdateReplacePolicy).toBe("Delete");
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
  });
});

describe("Storage on a preview", () => {
  test("is private, encrypted and refuses plain HTTP", () => {
    const bucket = only(storage(), "AWS::S3::Bucket").Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
    ).toEqual({
      SSEAlgorithm: "AES256",
    });
    storage().hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
  });

  test("lets the site's CloudFront origin PUT with a presigned URL, nothing else", () => {
    const [rule, ...others] = only(storage(), "AWS::S3::Bucket").Properties.CorsConfiguration
      .CorsRules;
    expect(others).toEqual([]);
    expect(rule.AllowedOrigins).toEqual(["https://*.cloudfront.net"]);
    expect([...rule.AllowedMethods].sort()).toEqual(["GET", "HEAD", "PUT"]);
  });

  test("expires abandoned uploads and incomplete multipart uploads", () => {
    const rules = only(storage(), "AWS::S3::Bucket").Properties.LifecycleConfiguration.Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: storageLayout.pendingUploadsPrefix,
          ExpirationInDays: storageLayout.pendingUploadDays,
          Status: "Enabled",
        }),
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
          Status: "Enabled",
        }),
      ]),
    );
  });

  test("is emptied and deleted with the stage", () => {
    const bucket = only(storage(), "AWS::S3::Bucket");
    expect(bucket.DeletionPolicy).toBe("Delete");
    storage().resourceCountIs("Custom::S3AutoDeleteObjects", 1);
  });
});

describe("API Lambda on a preview", () => {
  const apiHandler = () => {
    const functions = api().findResources("AWS::Lambda::Function", {
      Properties: { Handler: API_HANDLER },
    });
    expect(Object.keys(functions)).toHaveLength(1);
    return Object.values(functions)[0]!.Properties;
  };

  test("runs on nodejs22.x, arm64, with the preview's 512 MB", () => {
    const props = apiHandler();
    expect(props.Runtime).toBe("nodejs22.x");
    expect(props.Architectures).toEqual(["arm64"]);
    expect(props.MemorySize).toBe(512);
    expect(props.Timeout).toBe(10);
    expect(props.TracingConfig).toBeUndefined();
  });

  test("is the esbuild bundle of lambda.ts, exporting handler, with its source map", () => {
    const props = apiHandler();
    expect(props.Code.ZipFile).toBeUndefined();
    expect(props.Code.S3Key).toMatch(/^[0-9a-f]{64}\.zip$/);
    const bundleFile = readdirDeep(synth().artifactsDir).find((file) =>
      file.endsWith("packages/functions/src/lambda.mjs"),
    );
    expect(bundleFile, "bundle in the artifacts").toBeDefined();
    const bundle = readFileSync(bundleFile!, "utf8");
    expect(bundle).toMatch(/export\s*\{[^}]*\bhandler\b[^}]*\}/);
    expect(bundle).toMatch(/\/\/# sourceMappingURL=lambda\.mjs\.map\s*$/);
  });

  test("is split: a cold start reads none of pdf-lib or the admin's code, which ship as chunks beside it (maps without sources)", () => {
    const entry = readdirDeep(synth().artifactsDir).find((file) =>
      file.endsWith("packages/functions/src/lambda.mjs"),
    )!;
    const dir = path.dirname(entry);
    const files = readdirSync(dir).filter((file) => file.endsWith(".mjs"));
    expect(files.length).toBeGreaterThan(1);
    // The files an import of the entry reads: it and the chunks it imports statically, transitively.
    const closure = new Set<string>();
    const visit = (file: string) => {
      if (closure.has(file)) return;
      closure.add(file);
      const code = readFileSync(path.join(dir, file), "utf8");
      for (const [, imported] of code.matchAll(
        /(?:import|export)(?<=(?:^|[;\n}])\s*(?:import|export))(?:[\w$*{}\s,]+from)?\s*["']\.\/([\w.-]+\.mjs)["']/g,
      )) {
        expect(files, `${file} imports ${imported}`).toContain(imported);
        visit(imported!);
      }
    };
    visit("lambda.mjs");
    const lazy = files.filter((file) => !closure.has(file));
    const holds = (list: string[], text: string) =>
      list.some((file) => readFileSync(path.join(dir, file), "utf8").includes(text));
    // pdf-lib (its PDFDocument class) and an admin-only core module (the banner's audit action).
    for (const marker of ["PDFDocument", '"banner.create"']) {
      expect(holds([...closure], marker), `${marker} at cold start`).toBe(false);
      expect(holds(lazy, marker), `${marker} in a lazy chunk`).toBe(true);
    }
    // The cold path: the entry, the handler's chunk, esbuild's helpers, util-dynamodb
    // (packages/functions/build/one-cold-chunk.ts).
    expect(closure.size).toBeLessThanOrEqual(4);
    const maps = [...closure].map(
      (file) =>
        JSON.parse(readFileSync(path.join(dir, `${file}.map`), "utf8")) as {
          mappings: string;
          sources: string[];
          sourcesContent?: unknown;
        },
    );
    const withLambda = maps.find((map) =>
      map.sources.some((source) => source.endsWith("packages/functions/src/lambda.ts")),
    );
    expect(withLambda?.mappings.length).toBeGreaterThan(0);
    expect(maps.every((map) => map.sourcesContent === undefined)).toBe(true);
  });

  test("ships what the tests run: SST's folder is the API's one build (packages/functions/build/bundle.ts), file for file (chunk names aside)", async () => {
    const entry = readdirDeep(synth().artifactsDir).find((file) =>
      file.endsWith("packages/functions/src/lambda.mjs"),
    )!;
    const shipped = path.dirname(entry);
    const built = mkdtempSync(path.join(tmpdir(), "printshop-one-build-"));
    try {
      await buildBundle(built);
      // A chunk's name carries a hash that also covers its source map, whose paths are relative
      // to the folder: names differ between two folders, nothing else may.
      const files = (dir: string) =>
        readdirSync(dir)
          .filter((file) => file.endsWith(".mjs"))
          .map((file) =>
            readFileSync(path.join(dir, file), "utf8").replace(
              /\b([\w-]+)-[A-Z0-9]{8}\.mjs\b/g,
              "$1-#.mjs",
            ),
          )
          .sort();
      const ours = files(built);
      expect(ours.length).toBeGreaterThan(10);
      const theirs = files(shipped);
      expect(theirs.length).toBe(ours.length);
      theirs.forEach((text, i) => expect(text === ours[i], `file ${i} differs`).toBe(true));
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  }, 120_000);

  test("ships the PDF preflight's worker beside its chunks (an entry of the one build), and the worker starts from there", async () => {
    const entry = readdirDeep(synth().artifactsDir).find((file) =>
      file.endsWith("packages/functions/src/lambda.mjs"),
    )!;
    const worker = path.join(path.dirname(entry), "preflight-worker.mjs");
    expect(existsSync(worker), "preflight-worker.mjs beside lambda.mjs").toBe(true);
    // The cage (core/src/upload/cage.ts) looks for it beside its own chunk: the same folder.
    const files = readdirSync(path.dirname(entry)).filter((file) => file.endsWith(".mjs"));
    expect(
      files.some((file) =>
        readFileSync(path.join(path.dirname(entry), file), "utf8").includes(
          '"./preflight-worker.mjs"',
        ),
      ),
    ).toBe(true);
    const verdict = await new Promise((resolve, reject) => {
      const thread = new Worker(worker);
      // It says `ready` once loaded, then answers the job.
      thread.on("message", (m: { ready?: boolean }) => {
        if (m.ready) return;
        resolve(m);
        void thread.terminate();
      });
      thread.once("error", reject);
      thread.postMessage({
        bytes: new TextEncoder().encode("%PDF-1.7 not really"),
        target: { size: null },
        maxInflatedBytes: 1024 * 1024,
      });
    });
    expect(verdict).toEqual({
      preflight: { verdict: "error", pages: null, issues: [{ code: "pdf_unreadable" }] },
    });
  }, 30_000);

  test("gets the table and bucket names, the stage and source maps in its environment", () => {
    const env = apiHandler().Environment.Variables;
    expect(env.STAGE).toBe(STAGE);
    expect(env.NODE_OPTIONS).toBe("--enable-source-maps");
    expect(env.VIEWER_IP_HEADER).toBe("x-viewer-ip");
    expect(JSON.stringify(env.TABLE_NAME)).toMatch(
      new RegExp(`${STAGE}-printshop-Database:ExportsOutputRefTable`),
    );
    expect(JSON.stringify(env.BUCKET_NAME)).toMatch(
      new RegExp(`${STAGE}-printshop-Storage:ExportsOutputRefFilesBucket`),
    );
  });

  // What it may do, action by action, for every function of the app: access.test.ts.
  test("has no e-mail sender by default: no SES grant, e-mails only stored; the jobs' schedule still runs (payments' sweep)", () => {
    const env = apiHandler().Environment.Variables;
    expect(env.EMAIL_TRANSPORT).toBeUndefined();
    expect(env.EMAIL_FROM).toBeUndefined();
    expect(JSON.stringify(api().findResources("AWS::IAM::Policy"))).not.toContain("ses:");
    const rules = Object.values(api().findResources("AWS::Events::Rule")) as any[];
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toEqual(["rate(5 minutes)"]);
  });

  test("logs to its own log group, kept a week and deleted with the stage", () => {
    const groups = api().findResources("AWS::Logs::LogGroup");
    const logGroupRef = apiHandler().LoggingConfig.LogGroup.Ref;
    const group = groups[logGroupRef] as any;
    expect(group.Properties.RetentionInDays).toBe(7);
    expect(group.DeletionPolicy).toBe("Delete");
    // The HTTP API's access log follows the same retention.
    for (const [id, other] of Object.entries(groups) as [string, any][]) {
      expect(other.Properties.RetentionInDays, id).toBe(7);
    }
  });
});

describe("HTTP API on a preview", () => {
  test("routes exactly the documented paths, all to the one API Lambda", () => {
    const routes = Object.values(api().findResources("AWS::ApiGatewayV2::Route")).map(
      (r: any) => r.Properties.RouteKey,
    );
    // docs/spec/api().md, written out here so that a route dropped from routes.ts fails the test.
    expect([...routes].sort()).toEqual(
      [
        "GET /health",
        "GET /health/ready",
        "ANY /trpc/{proxy+}",
        "GET /calculator/api/get-calculator/{calculatorId}",
        "GET /api/product/{productId}",
        "POST /api/prices/{productId}",
        "ANY /api/{proxy+}",
        // The storefront's navigations, rendered by the Lambda (issue 26: stacks/routes.ts).
        "GET /",
        "HEAD /",
        "GET /{proxy+}",
        "HEAD /{proxy+}",
        "POST /api/calculator/order",
        "POST /en/api/calculator/order",
        "POST /de/api/calculator/order",
        "ANY /admin/{proxy+}",
      ].sort(),
    );
    const integrations = Object.values(api().findResources("AWS::ApiGatewayV2::Integration")).map(
      (i: any) => i.Properties,
    );
    expect(integrations).toHaveLength(apiRoutes.length);
    const handlerId = Object.keys(
      api().findResources("AWS::Lambda::Function", { Properties: { Handler: API_HANDLER } }),
    )[0];
    for (const integration of integrations) {
      expect(integration.IntegrationType).toBe("AWS_PROXY");
      expect(integration.PayloadFormatVersion).toBe("2.0");
      expect(integration.IntegrationUri).toEqual({ "Fn::GetAtt": [handlerId, "Arn"] });
    }
  });

  test("allows no cross-origin calls and caps a preview's request rate", () => {
    const httpApi = only(api(), "AWS::ApiGatewayV2::Api").Properties;
    expect(httpApi.ProtocolType).toBe("HTTP");
    expect(httpApi.CorsConfiguration).toBeUndefined();
    const stage = only(api(), "AWS::ApiGatewayV2::Stage").Properties;
    expect(stage.DefaultRouteSettings).toEqual({
      ThrottlingBurstLimit: 50,
      ThrottlingRateLimit: 25,
    });
  });
});

function readdirDeep(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((entry) =>
    path.join(dir, entry),
  );
}
