/**
 * The security headers of every response, in one place: the Express server and the Lambda set
 * them, and the CloudFront response-headers policy (stacks/Web.ts) carries the same values for
 * what the SPA buckets serve (a test compares them).
 *
 * CSP: scripts only from the site itself (Vite emits no inline script); styles may be inline
 * because the ALTCHA widget injects its stylesheet; the widget solves its proof of work in Web
 * Workers it creates from `blob:` URLs, hence `worker-src 'self' blob:`. Print files go from the
 * browser straight to S3 in AWS: `fileOrigins` names that bucket for `connect-src`/`img-src`.
 */
export function contentSecurityPolicy(
  fileOrigins: readonly string[] = [],
  options: { dev?: boolean } = {},
): string {
  const files = fileOrigins.length ? ` ${fileOrigins.join(" ")}` : "";
  // `pnpm dev` only: Vite's React preamble is an inline script and hot reload talks over a WebSocket.
  const dev = options.dev
    ? { script: " 'unsafe-inline'", connect: " ws: wss:" }
    : { script: "", connect: "" };
  return [
    "default-src 'self'",
    `script-src 'self'${dev.script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}`,
    "font-src 'self' data:",
    `connect-src 'self'${files}${dev.connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
/** One year, subdomains included; only sent over HTTPS (browsers ignore it over HTTP anyway). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
/** Headers CloudFront's security-headers behaviour has no field for (custom headers there). */
export const OTHER_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
} as const;

/** The S3 origin presigned URLs point at (virtual-hosted style, as the SDK signs them). */
export const bucketOrigin = (bucket: string, region: string) =>
  `https://${bucket}.s3.${region}.amazonaws.com`;

/** The file origins of this process: the upload bucket when one is configured (the Lambda). */
export function fileOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.BUCKET_NAME ? [bucketOrigin(env.BUCKET_NAME, env.AWS_REGION ?? "eu-central-1")] : [];
}

export function securityHeaders(options: {
  https: boolean;
  fileOrigins?: readonly string[];
  dev?: boolean;
}): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(options.fileOrigins, { dev: options.dev }),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": REFERRER_POLICY,
    ...OTHER_HEADERS,
    ...(options.https ? { "strict-transport-security": HSTS } : {}),
  };
}
