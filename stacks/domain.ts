/**
 * The shop's custom domain, when one is configured for this deploy.
 *
 * `SITE_DOMAIN` (e.g. `etykiety.example.pl`) puts the CloudFront distribution behind that name,
 * with a certificate and alias records in the Route 53 zone `HOSTED_ZONE` (default: the last two
 * labels of the domain). Unset, the stage lives on its `*.cloudfront.net` name. The value is per
 * deploy, not per app: CI sets it for `production` and, if a preview domain is configured, to
 * `<stage>.<preview domain>` for previews, so two stages never claim the same name.
 */
export interface SiteDomain {
  readonly name: string;
  readonly hostedZone: string;
}

export function siteDomain(env: NodeJS.ProcessEnv = process.env): SiteDomain | undefined {
  const name = env.SITE_DOMAIN?.trim().toLowerCase();
  if (!name) return undefined;
  const hostedZone = env.HOSTED_ZONE?.trim().toLowerCase() || name.split(".").slice(-2).join(".");
  if (name !== hostedZone && !name.endsWith(`.${hostedZone}`)) {
    throw new Error(`SITE_DOMAIN "${name}" is not inside HOSTED_ZONE "${hostedZone}"`);
  }
  return { name, hostedZone };
}
