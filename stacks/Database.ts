import { StackContext, Table } from "sst/constructs";
import { stageSettings } from "./stage";
import { tableSchema } from "./table-schema";

/** DynamoDB attribute type letters as SST's Table spells them. */
const SST_FIELD_TYPE = { S: "string", N: "number", B: "binary" } as const;

/**
 * The one DynamoDB table of the shop (single-table design, see table-schema.ts).
 *
 * On-demand billing: a quiet preview costs nothing for requests, and production needs no
 * capacity planning. Point-in-time recovery is on for every stage (35 days of restore points for
 * cents a month). Production keeps the table when the stack goes and refuses deletion;
 * previews drop it with the stage.
 */
export function Database({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { attributes, partitionKey, sortKey, globalIndexes, timeToLiveAttribute } = tableSchema;

  const table = new Table(stack, "Table", {
    fields: Object.fromEntries(
      Object.entries(attributes).map(([name, type]) => [name, SST_FIELD_TYPE[type]]),
    ),
    primaryIndex: { partitionKey, sortKey },
    globalIndexes: Object.fromEntries(
      Object.entries(globalIndexes).map(([name, index]) => [
        name,
        {
          partitionKey: index.partitionKey,
          sortKey: index.sortKey,
          projection: index.projection.toLowerCase() as Lowercase<typeof index.projection>,
        },
      ]),
    ),
    timeToLiveAttribute,
    cdk: {
      table: {
        // SST turns on the deprecated `pointInTimeRecovery` flag; use the current property instead.
        pointInTimeRecovery: undefined,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: settings.deletionProtection,
        removalPolicy: settings.removalPolicy,
      },
    },
  });

  stack.addOutputs({ TableName: table.tableName });
  return { table };
}
