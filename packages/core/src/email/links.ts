import type { Locale } from "../i18n/locale";

export interface LinkContext {
  locale: Locale;
  /** The site's origin (`https://shop.example`), for the links in the e-mails. */
  origin: string;
  /** The caller's IP: registrations are limited per IP (claimed before the captcha, hash and e-mail). */
  ip?: string;
}

/** The shop's page that sets a password from a reset or invitation link. */
export const RESET_PATH = "/password/reset";

/**
 * The links the shop e-mails with a secret in them, up to the secret: after `#` for the
 * account's single-use tokens (a fragment never reaches a server log), after `/` for an order's
 * signed link (upload/order-link.ts). `secretLink` builds them and email/redact.ts hides their
 * secrets in the stored and logged copies of every e-mail; both read this list, so a link kind
 * added here is hidden too.
 */
export const SECRET_LINKS = {
  confirm: "/register/confirm#",
  reset: `${RESET_PATH}#`,
  orderFiles: "/order/files/",
  companyInvite: "/account/company/join#",
  /** The customer's own data (owndata/links.ts): the export's download, the deletion's confirmation. */
  ownDataExport: "/account/data/export#",
  ownDataDelete: "/account/data/delete#",
} as const;

const prefix = (locale: Locale) => (locale === "pl" ? "" : `/${locale}`);

/**
 * THE builder of the links the shop e-mails (registration, password reset, sign-in): the site's
 * origin, the language's path prefix (none for Polish), the page. The origin is the configured
 * one (config/secrets.ts `siteOrigin`, which the API's context hands over), never a request's
 * headers.
 */
export function siteLink(ctx: Pick<LinkContext, "locale" | "origin">, path: string): string {
  return `${ctx.origin}${prefix(ctx.locale)}${path}`;
}

/** A link that carries a secret (a token, a signed order link): see SECRET_LINKS. */
export function secretLink(
  ctx: Pick<LinkContext, "locale" | "origin">,
  kind: keyof typeof SECRET_LINKS,
  secret: string,
): string {
  return siteLink(ctx, `${SECRET_LINKS[kind]}${secret}`);
}
