import { describe, expect, it, vi } from "vitest";
import { ruleCodes } from "@printshop/core/account/rules";
import { accountMessages } from "@printshop/core/account/messages";
import pl from "../../locales/pl/account.json";
import en from "../../locales/en/account.json";
import de from "../../locales/de/account.json";

/** The browser and the server say the same words for every check, in each language: one copy, core's. */
describe("the shop's account texts", () => {
  it.each(["pl", "en", "de"] as const)(
    "%s: every check's message is core's, read from its catalogue",
    async (locale) => {
      // texts.ts adds the namespace to the page's i18n instance when imported: give it a window.
      vi.stubGlobal("window", { location: { pathname: "/" } });
      const { accountTexts } = await import("./texts");
      const errors = (accountTexts[locale] as { errors: Record<string, string> }).errors;
      for (const code of [...ruleCodes, "account.email_taken", "account.captcha_invalid"]) {
        expect(errors[code.replace(/^account\./, "")], code).toBe(
          accountMessages[locale][code as keyof (typeof accountMessages)["pl"]],
        );
      }
      // The shop's JSON holds no second copy of them.
      const json = { pl, en, de }[locale].errors as Record<string, string>;
      for (const code of ruleCodes)
        expect(json[code.replace(/^account\./, "")], code).toBeUndefined();
    },
  );

  it("the three languages have the same keys", () => {
    const keys = (o: unknown, prefix = ""): string[] =>
      Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
        v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(en).sort()).toEqual(keys(pl).sort());
    expect(keys(de).sort()).toEqual(keys(pl).sort());
  });
});
