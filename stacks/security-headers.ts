import { Duration } from "aws-cdk-lib";
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { Construct } from "constructs";
import {
  bucketOrigin,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  OTHER_HEADERS,
  REFERRER_POLICY,
} from "../packages/functions/src/http/security-headers";

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
  if (REFERRER_POLICY !== "strict-origin-when-cross-origin")
    throw new Error("keep the CloudFront referrer policy in step with the API's");
  return new ResponseHeadersPolicy(scope, "SecurityHeaders", {
    comment: "printshop security headers (CSP, nosniff, frame-ancestors, referrer, HSTS)",
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy([bucketOrigin(filesBucketName, region)]),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(OTHER_HEADERS).map(([header, value]) => ({
        header,
        value,
        override: true,
      })),
    },
  });
}
