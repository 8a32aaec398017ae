import { describe, expect, it } from "vitest";
import { CATALOGUES, hasMessage, translate } from "./index";

const LOCALES = ["pl", "en", "de"] as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  const domains = Object.entries(CATALOGUES);

  it("cover every domain that answers translated errors", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([
      "account",
      "addressBook",
      "audit",
      "bank",
      "banner",
      "calculatorAdmin",
      "cart",
      "category",
      "checkout",
      "common",
      "company",
      "companyAccount",
      "content",
      "customers",
      "email",
      "exchangeRate",
      "invoice",
      "ksef",
      "labelAdmin",
      "offer",
      "orderAdmin",
      "owndata",
      "pay",
      "prices",
      "pricing",
      "product",
      "production",
      "proof",
      "reorder",
      "samples",
      "security",
      "settings",
      "upload",
      "user",
    ]);
  });

  it.each(domains)(
    "%s: every code has a non-empty pl, en and de text with the same placeholders",
    (_domain, catalogue) => {
      const codes = new Set(LOCALES.flatMap((l) => Object.keys(catalogue[l])));
      expect(codes.size).toBeGreaterThan(0);
      for (const code of codes) {
        const texts = LOCALES.map((l) => (catalogue[l] as Record<string, string>)[code]);
        for (const [i, text] of texts.entries())
          expect(typeof text === "string" && text.trim() !== "", `${code} in ${LOCALES[i]}`).toBe(
            true,
          );
        expect(placeholders(texts[1]!), `${code} en`).toEqual(placeholders(texts[0]!));
        expect(placeholders(texts[2]!), `${code} de`).toEqual(placeholders(texts[0]!));
      }
    },
  );

  it("no code is defined by two server domains", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [domain, catalogue] of domains) {
      if (domain === "pricing") continue; // looked up by formatPricingError, not by translate()
      for (const code of Object.keys(catalogue.pl)) {
        if (owner.has(code)) clashes.push(`${code}: ${owner.get(code)} and ${domain}`);
        owner.set(code, domain);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("translate() finds every domain's codes without the domain module having been imported", () => {
    for (const [domain, catalogue] of domains) {
      if (domain === "pricing") continue;
      for (const code of Object.keys(catalogue.pl)) {
        expect(hasMessage(code), code).toBe(true);
        for (const l of LOCALES)
          expect(translate(code, l)).toBe((catalogue[l] as Record<string, string>)[code]);
      }
    }
  });
});
