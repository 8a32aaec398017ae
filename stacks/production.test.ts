/**
 * The `production` stage, synthesized from sst.config.ts with a custom domain: data that
 * outlives the stack, bigger Lambda, longer logs, and the shop on its own domain.
 */
import { Template } from "aws-cdk-lib/assertions";
import { describe, expect, test } from "vitest";
import { Api, API_HANDLER } from "./Api";
import { Database } from "./Database";
import { Storage } from "./Storage";
import { useSynthesizedApp } from "./test-app";
import { Web } from "./Web";
import { securityKinds } from "../packages/core/src/security/schema";
import {
  SECURITY_ALARM_THRESHOLD,
  SECURITY_FAILURE_KINDS,
  SECURITY_FAILURE_PATTERN,
} from "./security-alarm";

const DOMAIN = "etykiety.example.pl";
const synth = useSynthesizedApp("production", { SITE_DOMAIN: DOMAIN, HOSTED_ZONE: "example.pl" });
const database = () => synth().template(Database);
const storage = () => synth().template(Storage);
const api = () => synth().template(Api);
const web = () => synth().template(Web);

const single = (template: Template, type: string) => {
  const found = Object.values(template.findResources(type)) as any[];
  expect(found, type).toHaveLength(1);
  return found[0];
};
const apiHandler = () =>
  (
    Object.values(
      api().findResources("AWS::Lambda::Function", { Properties: { Handler: API_HANDLER } }),
    ) as any[]
  )[0];

describe("production data outlives the stack", () => {
  test("the table is retained, deletion-protected, with point-in-time recovery", () => {
    const table = single(database(), "AWS::DynamoDB::Table");
    expect(table.DeletionPolicy).toBe("Retain");
    expect(table.UpdateReplacePolicy).toBe("Retain");
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    expect(table.Properties.TableName).toBe("production-printshop-Table");
  });

  test("the file bucket is retained, versioned and never emptied automatically", () => {
    const bucket = single(storage(), "AWS::S3::Bucket");
    expect(bucket.DeletionPolicy).toBe("Retain");
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: "Enabled" });
    storage().resourceCountIs("Custom::S3AutoDeleteObjects", 0);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
      ]),
    );
  });

  test("uploads are accepted from the shop's domain only", () => {
    const rules = single(storage(), "AWS::S3::Bucket").Properties.CorsConfiguration.CorsRules;
    expect(rules.map((rule: any) => rule.AllowedOrigins)).toEqual([[`https://${DOMAIN}`]]);
  });

  test("the site buckets hold only rebuildable output and go with the stack", () => {
    for (const bucket of Object.values(web().findResources("AWS::S3::Bucket")) as any[]) {
      expect(bucket.DeletionPolicy).toBe("Delete");
    }
  });
});

describe("production API", () => {
  test("runs with 1024 MB on nodejs22.x arm64 and knows its stage", () => {
    const props = apiHandler().Properties;
    expect(props.MemorySize).toBe(1024);
    expect(props.Runtime).toBe("nodejs22.x");
    expect(props.Architectures).toEqual(["arm64"]);
    expect(props.Environment.Variables.STAGE).toBe("production");
  });

  test("keeps its logs three months, and keeps the log groups", () => {
    const groups = Object.values(api().findResources("AWS::Logs::LogGroup")) as any[];
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(90);
    const own = api().findResources("AWS::Logs::LogGroup")[
      apiHandler().Properties.LoggingConfig.LogGroup.Ref
    ] as any;
    expect(own.DeletionPolicy).toBe("Retain");
  });

  test("sends e-mail through SES as no-reply@SITE_DOMAIN only, and retries the outbox every 5 minutes", () => {
    const env = apiHandler().Properties.Environment.Variables;
    expect(env.EMAIL_TRANSPORT).toBe("ses");
    expect(env.EMAIL_FROM).toBe(`no-reply@${DOMAIN}`);
    const statements = (Object.values(api().findResources("AWS::IAM::Policy")) as any[])
      .filter((p) => JSON.stringify(p.Properties.Roles).includes("ApiHandlerServiceRole"))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: any) => JSON.stringify(st.Action).includes("ses:"));
    expect(statements).toHaveLength(1);
    const ses = statements[0];
    expect(ses.Action).toBe("ses:SendEmail");
    expect(ses.Condition).toEqual({ StringEquals: { "ses:FromAddress": `no-reply@${DOMAIN}` } });
    const arns = [ses.Resource].flat().map((r: unknown) => JSON.stringify(r));
    expect(arns).toHaveLength(2);
    expect(arns[0]).toMatch(new RegExp(`:identity/no-reply@${DOMAIN.replace(/\./g, "\\.")}"`));
    expect(arns[1]).toMatch(new RegExp(`:identity/${DOMAIN.replace(/\./g, "\\.")}"`));
    const rules = Object.values(api().findResources("AWS::Events::Rule")) as any[];
    expect(rules).toHaveLength(1);
    expect(rules[0].Properties.ScheduleExpression).toBe("rate(5 minutes)");
    const handlerId = Object.keys(
      api().findResources("AWS::Lambda::Function", { Properties: { Handler: API_HANDLER } }),
    )[0]!;
    expect(JSON.stringify(rules[0].Properties.Targets)).toContain(handlerId);
  });

  test("builds links in e-mails from SITE_ORIGIN, the custom domain, and reads only its keys from SSM", () => {
    const env = apiHandler().Properties.Environment.Variables;
    expect(env.SITE_ORIGIN).toBe(`https://${DOMAIN}`);
    expect(env.SITE_ORIGIN_PARAMETER).toBeUndefined();
    expect(env.ALTCHA_HMAC_KEY_PARAMETER).toBe("/printshop/production/altcha-hmac-key");
    expect(env.SECOND_FACTOR_KEY_PARAMETER).toBe("/printshop/production/second-factor-key");
    expect(
      Object.keys(
        web().findResources("AWS::SSM::Parameter", {
          Properties: { Name: "/printshop/production/site-origin" },
        }),
      ),
    ).toEqual([]);
    const ssm = (Object.values(api().findResources("AWS::IAM::Policy")) as any[])
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st: any) => JSON.stringify(st.Action).includes("ssm:"));
    expect(ssm.map((st: any) => [st.Action, JSON.stringify(st.Resource)])).toEqual([
      [
        "ssm:GetParameters",
        expect.stringMatching(
          /:parameter\/printshop\/production\/altcha-hmac-key"\]\]\},.*:parameter\/printshop\/production\/second-factor-key"\]\]\},.*:parameter\/printshop\/production\/payment-keys"\]\]\}\]$/,
        ),
      ],
    ]);
  });

  test("is not throttled below the account limits", () => {
    expect(
      single(api(), "AWS::ApiGatewayV2::Stage").Properties.DefaultRouteSettings,
    ).toBeUndefined();
  });
});

describe("production domain", () => {
  test("the distribution answers on SITE_DOMAIN with a certificate, and Route 53 points at it", () => {
    const config = single(web(), "AWS::CloudFront::Distribution").Properties.DistributionConfig;
    expect(config.Aliases).toEqual([DOMAIN]);
    expect(config.ViewerCertificate.AcmCertificateArn).toBeDefined();
    expect(config.ViewerCertificate.SslSupportMethod).toBe("sni-only");
    const records = Object.values(web().findResources("AWS::Route53::RecordSet")).map(
      (r: any) => r.Properties,
    );
    expect(records.map((r) => [r.Name, r.Type]).sort()).toEqual([
      [`${DOMAIN}.`, "A"],
      [`${DOMAIN}.`, "AAAA"],
    ]);
  });

  test("the published URLs use the domain", () => {
    const outputs = web().toJSON().Outputs;
    expect(outputs.SiteUrl.Value).toBe(`https://${DOMAIN}`);
    expect(outputs.AdminUrl.Value).toBe(`https://${DOMAIN}/admin/`);
  });
});

describe("security failures are watched", () => {
  test("a metric filter on the API's log group counts the failure kinds, and an alarm on a spike notifies a topic", () => {
    const filter = single(api(), "AWS::Logs::MetricFilter").Properties;
    expect(filter.LogGroupName.Ref).toBe(apiHandler().Properties.LoggingConfig.LogGroup.Ref);
    expect(filter.FilterPattern).toBe(SECURITY_FAILURE_PATTERN);
    expect(filter.MetricTransformations).toEqual([
      expect.objectContaining({
        MetricNamespace: "printshop/production",
        MetricName: "SecurityFailures",
        MetricValue: "1",
      }),
    ]);
    const alarm = single(api(), "AWS::CloudWatch::Alarm").Properties;
    expect(alarm).toMatchObject({
      Namespace: "printshop/production",
      MetricName: "SecurityFailures",
      Statistic: "Sum",
      Period: 300,
      Threshold: SECURITY_ALARM_THRESHOLD,
      ComparisonOperator: "GreaterThanOrEqualToThreshold",
      TreatMissingData: "notBreaching",
    });
    const topics = Object.keys(api().findResources("AWS::SNS::Topic"));
    expect(topics).toHaveLength(1);
    expect(alarm.AlarmActions).toEqual([{ Ref: topics[0] }]);
  });

  test("the pattern's terms are exactly the failure kinds of the security log, each a known kind", () => {
    for (const kind of SECURITY_FAILURE_KINDS) expect(securityKinds).toContain(kind);
    // CloudWatch's OR of quoted terms: a line matches when it contains one of them.
    const terms = [...SECURITY_FAILURE_PATTERN.matchAll(/\?"([^"]+)"/g)].map((m) => m[1]);
    expect(terms).toEqual([...SECURITY_FAILURE_KINDS]);
    const line = (kind: string) =>
      JSON.stringify({
        log: "security",
        at: "2026-11-26T20:00:00.000Z",
        kind,
        address: "203.0.113.7",
      });
    const matches = (l: string) => terms.some((term) => l.includes(term!));
    expect(matches(line("sign_in.failure"))).toBe(true);
    expect(matches(line("sign_in.success"))).toBe(false);
    expect(matches(line("second_factor.success"))).toBe(false);
  });
});
