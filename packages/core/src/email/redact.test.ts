import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { secretLink, siteLink } from "./links";
import { accountMessages } from "../account/messages";
import { userMessages } from "../user/messages";
import { translator } from "../i18n/translate";
import { locales } from "../i18n/locale";
import { linkToken, newLinkKey } from "../upload/order-link";
import { layout, textToHtml } from "./layout";
import { redactLinks } from "./redact";
import { orderConfirmation, statusChange, type OrderForEmail } from "./templates";

/**
 * The one redaction of e-mails, on every link with a secret the shop writes, as its templates
 * write them: the secret goes, the rest of the link (origin, language, page) stays.
 */
const origin = "https://shop.example";
const token = () => randomBytes(32).toString("base64url");
const t = translator(accountMessages, userMessages);
const asHtml = (text: string) => layout({ lang: "pl", title: "S", body: textToHtml(text) });

const order: OrderForEmail & { orderId: string; linkKey: string } = {
  orderId: randomBytes(16).toString("base64url"),
  linkKey: newLinkKey(),
  number: "20261120-7KQ2M",
  createdAt: Date.parse("2026-11-20T09:00:00Z"),
  locale: "pl",
  currency: "PLN",
  rate: "1",
  noVat: false,
  lines: [{ title: { pl: "Ulotki", en: "Flyers", de: "Flyer" }, quantity: 100, days: 3 }],
  totals: { toPayNet: "100.00", toPayGross: "123.00", shippingGross: "20.00" },
};

describe.each(locales)("redactLinks in %s", (locale) => {
  const prefix = locale === "pl" ? "" : `/${locale}`;
  const accountCases = [
    ["registration confirmation", "email.confirm.text", "confirm", "/register/confirm#"],
    ["password reset", "email.reset.text", "reset", "/password/reset#"],
    ["staff invitation", "email.invite.text", "reset", "/password/reset#"],
  ] as const;

  it.each(accountCases)("hides the token of a %s link, in text and HTML", (_, key, kind, page) => {
    const secret = token();
    const text = t(key, locale, {
      link: secretLink({ origin, locale }, kind, secret),
      inviter: "boss@example.com",
    });
    const hidden = `${origin}${prefix}${page}…`;
    expect(redactLinks(text)).toContain(`\n${hidden}\n`);
    expect(redactLinks(text)).not.toContain(secret);
    const html = redactLinks(asHtml(text));
    expect(html).toContain(`<a href="${hidden}">${hidden}</a>`);
    expect(html).not.toContain(secret);
    // The words around the link are the message's own.
    expect(redactLinks(text).replace(hidden, "")).toBe(
      text.replace(`${origin}${prefix}${page}${secret}`, ""),
    );
  });

  it("hides a guest's signed order link in the confirmation, and keeps the links without a secret", () => {
    const signed = linkToken(order)!;
    expect(signed).toMatch(/^[\w-]{22}\.\d{10}\.[\w-]{43}$/);
    const m = orderConfirmation(
      { ...order, locale, customerId: null },
      { origin, payment: "Przelew", shipping: "Kurier", uploadToken: signed },
    );
    const hidden = `${origin}${prefix}/order/files/…`;
    for (const part of [m.text, m.html]) {
      expect(part).toContain(signed);
      expect(redactLinks(part)).toContain(hidden);
      expect(redactLinks(part)).not.toContain(signed);
      // Nothing of the token stays behind, not even its id or expiry.
      expect(redactLinks(part)).not.toContain(signed.split(".")[1]);
    }
    // A customer's confirmation links to "My orders" and a status e-mail too: no secret, no change.
    const customer = orderConfirmation(
      { ...order, locale, customerId: "u1" },
      { origin, payment: "Przelew", shipping: "Kurier" },
    );
    expect(redactLinks(customer.text)).toBe(customer.text);
    expect(redactLinks(customer.html)).toBe(customer.html);
    const status = statusChange(
      { ...order, locale, customerId: "u1" },
      { field: "status", to: "shipped" },
      { origin },
    );
    expect(redactLinks(status.html)).toBe(status.html);
    const login = t("email.exists.text", locale, { link: siteLink({ origin, locale }, "/login") });
    expect(redactLinks(login)).toBe(login);
  });
});

describe("redactLinks", () => {
  it("is idempotent: a redacted text comes back as it is", () => {
    const text = `a ${origin}/register/confirm#${token()} b ${origin}/en/order/files/${linkToken(order)}.`;
    const once = redactLinks(text);
    expect(once).toBe(`a ${origin}/register/confirm#… b ${origin}/en/order/files/…`);
    expect(redactLinks(once)).toBe(once);
  });

  it("hides a token-like fragment of a link kind it does not know, not a colour or a short anchor", () => {
    const secret = token();
    expect(redactLinks(`${origin}/some/new/page#${secret}`)).toBe(`${origin}/some/new/page#…`);
    const kept = `<td style="color:#e4e4e7"><a href="${origin}/faq#shipping">FAQ</a></td>`;
    expect(redactLinks(kept)).toBe(kept);
  });
});
