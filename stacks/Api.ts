import { Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import { Api as HttpApi, Cron, Function, StackContext, use } from "sst/constructs";
import { emailSender } from "./email";
import { Database } from "./Database";
import { apiRoutes } from "./routes";
import { stageSettings } from "./stage";
import { Storage } from "./Storage";
import { VIEWER_IP_HEADER } from "./edge-functions";

/** Source of the Lambda, relative to the repository root (SST bundles it with esbuild). */
export const API_HANDLER = "packages/functions/src/lambda.handler";

/**
 * The tRPC + REST Lambda and the HTTP API in front of it.
 *
 * One function serves every route: tRPC batches and the REST shims share the same warm
 * container, so a shopper pays for one cold start, not one per endpoint. Access is bound to the
 * table and the file bucket only (`bind` scopes the IAM policy to those two resources and their
 * indexes/objects); names also come in plain environment variables, which the handler reads
 * without SST's runtime helpers. No CORS: browsers reach the API through the site's own
 * CloudFront domain, so cookies are first-party and there is no cross-origin request to allow.
 */
export function Api({ stack, app }: StackContext) {
  const { table } = use(Database);
  const { bucket } = use(Storage);
  const settings = stageSettings(app.stage);
  const sender = emailSender(app.stage);

  // An explicit log group (instead of Lambda's implicit one) so that retention and removal follow
  // the stage: a removed preview leaves no log group behind.
  const logGroup = new LogGroup(stack, "ApiHandlerLogs", {
    retention: settings.logRetentionDays,
    removalPolicy: settings.removalPolicy,
  });

  const handler = new Function(stack, "ApiHandler", {
    handler: API_HANDLER,
    memorySize: settings.apiMemoryMb,
    timeout: "10 seconds",
    logGroup,
    bind: [table, bucket],
    environment: {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      STAGE: app.stage,
      // The bundle ships its source map (see sst.config.ts), so stack traces in CloudWatch point
      // at TypeScript lines.
      NODE_OPTIONS: "--enable-source-maps",
      // Set by the CloudFront Functions in front of the API (stacks/edge-functions.ts).
      VIEWER_IP_HEADER,
      // Signs the registration captcha's challenges; every instance must share it. From the
      // deploy environment (the workflow passes the repository secret); without it each instance
      // makes its own key and a challenge answered on another instance is refused.
      ...(process.env.ALTCHA_HMAC_KEY ? { ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY } : {}),
      // E-mails through SES as the stage's sender; without one they are only stored (Outbox).
      ...(sender ? { EMAIL_TRANSPORT: "ses", EMAIL_FROM: sender.from } : {}),
    },
  });

  if (sender) {
    // Only SendEmail, only as the configured sender, through its address or domain identity.
    handler.attachPermissions([
      new PolicyStatement({
        actions: ["ses:SendEmail"],
        resources: sender.identities.map((id) =>
          Stack.of(stack).formatArn({ service: "ses", resource: "identity", resourceName: id }),
        ),
        conditions: { StringEquals: { "ses:FromAddress": sender.from } },
      }),
    ]);
    // The outbox's retries: the same Lambda, woken every 5 minutes, sends what failed before
    // (packages/functions/src/lambda.ts tells a scheduled event from an HTTP one).
    new Cron(stack, "EmailRetry", { schedule: "rate(5 minutes)", job: handler });
  }

  const api = new HttpApi(stack, "Api", {
    cors: false,
    accessLog: { retention: settings.logRetention },
    defaults: settings.apiThrottle ? { throttle: settings.apiThrottle } : undefined,
    routes: Object.fromEntries(apiRoutes.map((route) => [route, { function: handler }])),
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api, handler };
}
