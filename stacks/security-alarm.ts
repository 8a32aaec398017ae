import { Duration, type Stack } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { FilterPattern, MetricFilter, type ILogGroup } from "aws-cdk-lib/aws-logs";
import { Topic } from "aws-cdk-lib/aws-sns";

/**
 * The security log's kinds that count as a failure (packages/core/src/security/schema.ts): a wrong
 * password or code, a throttled attempt, a refused reset or Origin. Each is a word that appears
 * only in the security log's JSON lines (`{"log":"security",…,"kind":"sign_in.failure",…}`).
 */
export const SECURITY_FAILURE_KINDS = [
  "sign_in.failure",
  "sign_in.throttled",
  "second_factor.failure",
  "second_factor.throttled",
  "password.reset_throttled",
  "origin.refused",
] as const;

/** CloudWatch Logs' term pattern: an event matches when it contains any of the kinds. */
export const SECURITY_FAILURE_PATTERN = SECURITY_FAILURE_KINDS.map((k) => `?"${k}"`).join(" ");

/** Failures in five minutes that raise the alarm: a few people mistyping stay far below it. */
export const SECURITY_ALARM_THRESHOLD = 50;

/**
 * A metric of security failures from the API's log group (namespace `printshop/<stage>`, metric
 * `SecurityFailures`) and an alarm on a spike (≥ 50 in 5 minutes) that notifies an SNS topic.
 * Whoever should hear of it subscribes to the topic (docs/security.md, "Monitoring"). The filter
 * costs nothing; the alarm about $0.10 a month.
 */
export function securityAlarm(stack: Stack, logGroup: ILogGroup, stage: string) {
  const namespace = `printshop/${stage}`;
  new MetricFilter(stack, "SecurityFailures", {
    logGroup,
    filterPattern: FilterPattern.literal(SECURITY_FAILURE_PATTERN),
    metricNamespace: namespace,
    metricName: "SecurityFailures",
    metricValue: "1",
    defaultValue: 0,
  });
  const topic = new Topic(stack, "SecurityAlarms", {
    displayName: `printshop ${stage}: security alarms`,
  });
  const alarm = new Alarm(stack, "SecurityFailureSpike", {
    alarmDescription:
      "Many failed sign-ins, second-factor codes, throttled attempts or refused origins in 5 minutes: look at the admin's Access log",
    metric: new Metric({
      namespace,
      metricName: "SecurityFailures",
      statistic: "Sum",
      period: Duration.minutes(5),
    }),
    threshold: SECURITY_ALARM_THRESHOLD,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return { topic, alarm };
}
