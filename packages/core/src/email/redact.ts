import { SECRET_LINKS } from "./links";

/** What stands in for a link's secret in the stored and logged copies of an e-mail. */
export const HIDDEN = "…";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A secret is what follows one of the link kinds up to the end of the URL: base64url tokens, and
 * an order's `<id>.<expiry>.<signature>` (hence the dot; a sentence's full stop right after a
 * link is hidden with it, which hides more, never less).
 */
const KNOWN = new RegExp(`(${Object.values(SECRET_LINKS).map(escape).join("|")})[\\w.~%-]+`, "g");
/**
 * A safety net for a link kind nobody added to SECRET_LINKS yet: a URL fragment that looks like a
 * token (20 or more base64url characters; a colour like `#e4e4e7` in the HTML is far shorter).
 */
const FRAGMENT_TOKEN = /#[\w-]{20,}/g;

/**
 * THE redaction of e-mails: every link's secret replaced with "…", e.g.
 * `https://shop.example/en/register/confirm#…`, `/password/reset#…`, `/order/files/…`. Used on
 * what the outbox stores as the message's text and HTML (what the admin's Outbox shows) and on
 * what the log transport prints; the message as sent keeps its links (email/index.ts seals that
 * copy until it is sent). Idempotent: a redacted text comes back unchanged.
 */
export function redactLinks(text: string): string {
  return text.replace(KNOWN, `$1${HIDDEN}`).replace(FRAGMENT_TOKEN, `#${HIDDEN}`);
}
