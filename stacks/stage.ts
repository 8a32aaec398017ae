import { RemovalPolicy } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";

/** The one stage that holds real orders. Every other stage is a disposable preview. */
export const PRODUCTION_STAGE = "production";

/** SST's names for log retention periods (FunctionProps.logRetention, Api accessLog.retention). */
type SstRetention = "one_week" | "three_months";

export interface StageSettings {
  readonly stage: string;
  readonly isProduction: boolean;
  /**
   * Memory of the API Lambda in MB. Lambda gives CPU in proportion to memory, so this is also the
   * CPU budget: 1024 MB in production keeps cold starts and tRPC batches quick; 512 MB is plenty
   * for a preview that a handful of people click through, and halves its cost per request.
   */
  readonly apiMemoryMb: number;
  /** How long Lambda and API access logs are kept. */
  readonly logRetention: SstRetention;
  readonly logRetentionDays: RetentionDays;
  /**
   * What happens to data stores (table, file bucket, log groups) when the stage is removed:
   * production keeps them (RETAIN), previews take everything with them (DESTROY).
   */
  readonly removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection: a table delete must first switch it off by hand. */
  readonly deletionProtection: boolean;
  /**
   * Request limits of the HTTP API's default stage. Previews are public URLs: a cap keeps a
   * crawler or a forgotten load test from running up the bill. Production uses the account limits.
   */
  readonly apiThrottle?: { readonly burst: number; readonly rate: number };
}

export function stageSettings(stage: string): StageSettings {
  const isProduction = stage === PRODUCTION_STAGE;
  return isProduction
    ? {
        stage,
        isProduction,
        apiMemoryMb: 1024,
        logRetention: "three_months",
        logRetentionDays: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.RETAIN,
        deletionProtection: true,
      }
    : {
        stage,
        isProduction,
        apiMemoryMb: 512,
        logRetention: "one_week",
        logRetentionDays: RetentionDays.ONE_WEEK,
        removalPolicy: RemovalPolicy.DESTROY,
        deletionProtection: false,
        apiThrottle: { burst: 50, rate: 25 },
      };
}
