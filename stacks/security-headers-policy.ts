/**
 * The distribution's response-headers policy as data (CDK-free): stacks/security-headers.ts makes
 * the CloudFront policy from it, and the deployed-shape runner adds the same headers to every
 * answer, as CloudFront does. Every header is set with `override`: the edge's value replaces an
 * origin's.
 */
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  OTHER_HEADERS,
  REFERRER_POLICY,
} from "../packages/functions/src/http/security-headers";

export interface SecurityHeadersPolicy {
  contentSecurityPolicy: string;
  contentTypeOptions: true;
  frameOption: "DENY";
  referrerPolicy: typeof REFERRER_POLICY;
  strictTransportSecurity: { maxAgeSeconds: number; includeSubdomains: boolean };
  customHeaders: Readonly<Record<string, string>>;
}

/** The policy, given the origin presigned uploads go to (the file bucket's, for connect-src). */
export function securityHeadersPolicy(fileOrigin: string): SecurityHeadersPolicy {
  return {
    contentSecurityPolicy: contentSecurityPolicy([fileOrigin]),
    contentTypeOptions: true,
    frameOption: "DENY",
    referrerPolicy: REFERRER_POLICY,
    strictTransportSecurity: { maxAgeSeconds: HSTS_MAX_AGE_SECONDS, includeSubdomains: true },
    customHeaders: OTHER_HEADERS,
  };
}

/** The headers CloudFront writes for the policy (lower-case names, as HTTP/2 sends them). */
export function responseHeadersOf(policy: SecurityHeadersPolicy): Record<string, string> {
  const hsts = policy.strictTransportSecurity;
  return {
    "content-security-policy": policy.contentSecurityPolicy,
    "x-content-type-options": "nosniff",
    "x-frame-options": policy.frameOption,
    "referrer-policy": policy.referrerPolicy,
    "strict-transport-security": `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? "; includeSubDomains" : ""}`,
    ...policy.customHeaders,
  };
}
