import { ArnFormat, Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { EmailSender } from "./email";
import { storageLayout } from "./Storage";
import { tableSchema } from "./table-schema";

/**
 * What the API Lambda may do, action by action (issue 25, part 5). SST's `bind` granted
 * `dynamodb:*` on the table and `s3:*` on the bucket: enough to switch off point-in-time
 * recovery, delete the table or make the bucket public. These are the operations the code sends:
 *
 * - DynamoDB, through core/src/dynamo/document.ts (ElectroDB) and http-client.ts: item reads and
 *   writes, batches, queries, scans (the cart scans of product/dependents.ts) and transactions,
 *   which IAM authorises per item as PutItem/UpdateItem/DeleteItem/GetItem, plus
 *   ConditionCheckItem for `.check()` (user/index.ts). Queries also on the two indexes, by name.
 *   No table management: CreateTable/DescribeTable/UpdateTimeToLive run only locally.
 * - S3, through core/src/storage/s3.ts, on the prefixes core/src/upload and images use: presigned
 *   PUTs (signed by the Lambda, so they need its PutObject) into `uploads/pending/` and
 *   `images/`; head, read and the copy's source in `uploads/pending/`; the copy's target and
 *   presigned downloads in `print-files/`; deletes of a pending or attached print file.
 *   ListBucket on the bucket (no object access) so that a missing object answers 404, which
 *   storage/s3.ts reads as "not uploaded", and not 403.
 * - SES: SendEmail only as the stage's sender (stacks/email.ts).
 * - Its configuration (core/src/config/secrets.ts): GetParameters on exactly the stage's
 *   parameters, GetSecretValue on exactly the origin secret and the stage's two KSeF secrets. Both are encrypted with the
 *   services' AWS-managed keys, whose key policies let the account's principals decrypt through
 *   the service: no kms:Decrypt grant is needed (a customer-managed key would need one).
 */
export interface ApiPermissionTargets {
  tableArn: string;
  bucketArn: string;
  sender?: EmailSender;
  /** SSM parameter names (absolute, `/app/stage/...`) the Lambda reads. */
  parameterNames: readonly string[];
  originSecretArn: string;
  /**
   * The operator's KSeF secrets (stacks/parameters.ts `stageSecretNames`), by name: Secrets
   * Manager appends six random characters to a secret's ARN, so each grant is on its name plus
   * exactly `-??????`, not on a prefix.
   */
  ksefSecretNames?: readonly string[];
}

/** The ARN a secret created by the operator under `name` gets, with Secrets Manager's suffix. */
export const operatorSecretArn = (stack: Stack, name: string) =>
  stack.formatArn({
    service: "secretsmanager",
    resource: "secret",
    resourceName: `${name}-??????`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

/** The partial ARN (without the suffix) the Lambda reads a secret created by the operator by. */
export const operatorSecretId = (stack: Stack, name: string) =>
  stack.formatArn({
    service: "secretsmanager",
    resource: "secret",
    resourceName: name,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

export const TABLE_ACTIONS = [
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:ConditionCheckItem",
  "dynamodb:BatchGetItem",
  "dynamodb:BatchWriteItem",
  "dynamodb:Query",
  "dynamodb:Scan",
] as const;

export const INDEX_ACTIONS = ["dynamodb:Query"] as const;

const { pendingUploadsPrefix, printFilesPrefix, adminImagesPrefix } = storageLayout;
/** Object actions per key prefix of the file bucket. */
export const OBJECT_ACTIONS = {
  "s3:PutObject": [pendingUploadsPrefix, printFilesPrefix, adminImagesPrefix],
  "s3:GetObject": [pendingUploadsPrefix, printFilesPrefix],
  "s3:DeleteObject": [pendingUploadsPrefix, printFilesPrefix],
} as const;

export function apiPermissions(stack: Stack, targets: ApiPermissionTargets): PolicyStatement[] {
  const statements = [
    new PolicyStatement({
      sid: "TableItems",
      actions: [...TABLE_ACTIONS],
      resources: [targets.tableArn],
    }),
    new PolicyStatement({
      sid: "TableIndexQueries",
      actions: [...INDEX_ACTIONS],
      resources: Object.keys(tableSchema.globalIndexes).map(
        (index) => `${targets.tableArn}/index/${index}`,
      ),
    }),
    ...Object.entries(OBJECT_ACTIONS).map(
      ([action, prefixes]) =>
        new PolicyStatement({
          sid: `Files${action.slice(3)}`,
          actions: [action],
          resources: prefixes.map((prefix) => `${targets.bucketArn}/${prefix}*`),
        }),
    ),
    new PolicyStatement({
      sid: "FilesMissingIs404",
      actions: ["s3:ListBucket"],
      resources: [targets.bucketArn],
    }),
    new PolicyStatement({
      sid: "StageParameters",
      actions: ["ssm:GetParameters"],
      resources: targets.parameterNames.map((name) =>
        stack.formatArn({
          service: "ssm",
          resource: "parameter",
          resourceName: name.replace(/^\//, ""),
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        }),
      ),
    }),
    new PolicyStatement({
      sid: "OriginSecret",
      actions: ["secretsmanager:GetSecretValue"],
      resources: [targets.originSecretArn],
    }),
  ];
  if (targets.ksefSecretNames?.length)
    statements.push(
      new PolicyStatement({
        sid: "KsefSecrets",
        actions: ["secretsmanager:GetSecretValue"],
        resources: targets.ksefSecretNames.map((name) => operatorSecretArn(stack, name)),
      }),
    );
  if (targets.sender) {
    // Only SendEmail, only as the configured sender, through its address or domain identity.
    statements.push(
      new PolicyStatement({
        sid: "SendAsStageSender",
        actions: ["ses:SendEmail"],
        resources: targets.sender.identities.map((id) =>
          stack.formatArn({ service: "ses", resource: "identity", resourceName: id }),
        ),
        conditions: { StringEquals: { "ses:FromAddress": targets.sender.from } },
      }),
    );
  }
  return statements;
}
