import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { Construct } from "constructs";
import { bucketOrigin } from "../packages/functions/src/http/security-headers";
import { securityHeadersPolicy } from "./security-headers-policy";

/**
 * The distribution's response-headers policy: the same security headers the API sets on its own
 * answers (packages/functions/src/http/security-headers.ts is the one source), on every behaviour,
 * so the SPA files from the buckets carry them too. The CSP lets the browser PUT print files to the
 * file bucket (presigned URLs) and nothing else off-site.
 */
export function createSecurityHeadersPolicy(
  scope: Construct,
  filesBucketName: string,
  region: string,
) {
  const policy = securityHeadersPolicy(bucketOrigin(filesBucketName, region));
  return new ResponseHeadersPolicy(scope, "SecurityHeaders", {
    comment: "printshop security headers (CSP, nosniff, frame-ancestors, referrer, HSTS)",
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: policy.contentSecurityPolicy,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption[policy.frameOption], override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(policy.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: policy.strictTransportSecurity.includeSubdomains,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(policy.customHeaders).map(([header, value]) => ({
        header,
        value,
        override: true,
      })),
    },
  });
}
