import { describe, expect, it } from "vitest";
import { ruleCodes } from "@printshop/core/account/rules";
import { accountMessages } from "@printshop/core/account/messages";
import pl from "../../locales/pl/account.json";
import en from "../../locales/en/account.json";
import de from "../../locales/de/account.json";

const shop = { pl, en, de } as const;

/** The browser and the server say the same words for every check, in each language. */
describe("the shop's account texts", () => {
  it.each(["pl", "en", "de"] as const)("%s: every check's message matches the server's", (locale) => {
    for (const code of [...ruleCodes, "account.email_taken", "account.captcha_invalid"]) {
      const key = code.replace(/^account\./, "") as keyof (typeof pl)["errors"];
      expect(shop[locale].errors[key], code).toBe(accountMessages[locale][code as keyof (typeof accountMessages)["pl"]]);
    }
  });

  it("the three languages have the same keys", () => {
    const keys = (o: unknown, prefix = ""): string[] =>
      Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(en).sort()).toEqual(keys(pl).sort());
    expect(keys(de).sort()).toEqual(keys(pl).sort());
  });
});
