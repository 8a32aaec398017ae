import type { Locale } from "../i18n/locale";

export interface LinkContext {
  locale: Locale;
  /** The site's origin (`https://shop.example`), for the links in the e-mails. */
  origin: string;
  /** The caller's IP: registrations are limited per IP (claimed before the captcha, hash and e-mail). */
  ip?: string;
}

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
