import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18n } from "./i18n";
import { Trans } from "./i18n-react";

/**
 * Our translator answers as i18next (the library it replaced, kept here as the oracle) for every
 * text of the shop, the admin and the kit: each key in each language (the fallback to Polish
 * included), with its placeholders given and not given, each plural at the counts that pick each
 * Polish, English and German form, each object with `returnObjects`, a missing key with and without
 * a default. A text that needs what ours does not do (a formatter, `$t(…)` nesting) fails here.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ["../../{shop,admin,ui}/src/**/locales/**/*.json"],
  { eager: true },
);
const LANGUAGES = ["pl", "en", "de"] as const;
type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** One store per SPA package; each file its own namespace (named by its path, language removed). */
function stores(): Map<string, Resources> {
  const out = new Map<string, Resources>();
  for (const [path, mod] of Object.entries(files)) {
    const lng = LANGUAGES.find((l) => path.includes(`/${l}/`) || path.endsWith(`/${l}.json`));
    if (!lng) throw new Error(`no language in ${path}`);
    const pkg = /\.\.\/\.\.\/(\w+)\//.exec(path)?.[1] ?? "ui";
    const ns = path
      .replace(`/${lng}/`, "/")
      .replace(`/${lng}.json`, "")
      .replace(/\.json$/, "")
      .replace(/\W+/g, "_");
    const resources = out.get(pkg) ?? {};
    (resources[lng] ??= {})[ns] = mod.default;
    out.set(pkg, resources);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
function leaves(tree: unknown, prefix = ""): { key: string; value: unknown }[] {
  if (typeof tree !== "object" || tree === null) return [{ key: prefix, value: tree }];
  const out: { key: string; value: unknown }[] = prefix ? [{ key: prefix, value: tree }] : [];
  for (const [k, v] of Object.entries(tree)) out.push(...leaves(v, prefix ? `${prefix}.${k}` : k));
  return out;
}
const placeholders = (text: unknown) =>
  typeof text === "string" ? [...text.matchAll(/\{\{-?\s*(\w+)\s*\}\}/g)].map((m) => m[1]!) : [];

describe("the translator answers as i18next", () => {
  for (const [pkg, resources] of stores()) {
    it(`every text of ${pkg}, in each language`, () => {
      const oracle = i18next.createInstance();
      void oracle.init({
        resources: structuredClone(resources),
        lng: "pl",
        fallbackLng: "pl",
        defaultNS: "app",
        interpolation: { escapeValue: false },
        initAsync: false,
      });
      const ours = new I18n(structuredClone(resources), "pl");
      let compared = 0;
      const same = (key: string, options: Record<string, unknown>) => {
        const expected = oracle.t(key, options as never) as unknown;
        expect(ours.t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(expected);
        compared++;
      };
      for (const ns of Object.keys(resources.pl ?? {})) {
        const keys = new Map<string, unknown>();
        for (const lng of LANGUAGES)
          for (const { key, value } of leaves(resources[lng]?.[ns])) keys.set(key, value);
        for (const lng of LANGUAGES) {
          for (const [key, value] of keys) {
            const names = placeholders(value);
            const values = Object.fromEntries(names.map((n) => [n, `‹${n}›`]));
            same(`${ns}:${key}`, { lng });
            // Without options (the cached road), twice: the second answer comes from the cache.
            const plainKey = `${ns}:${key}`;
            const expected = oracle.getFixedT(lng)(plainKey) as unknown;
            expect(ours.getFixedT(lng)(plainKey), plainKey).toEqual(expected);
            expect(ours.getFixedT(lng)(plainKey), plainKey).toEqual(expected);
            expect(ours.getFixedT(lng, ns)(key), key).toEqual(oracle.getFixedT(lng, ns)(key));
            same(key, { lng, ns, ...values });
            same(key, { lng, ns, returnObjects: true, ...values });
            expect(ours.exists(`${ns}:${key}`, { lng })).toBe(
              oracle.exists(`${ns}:${key}`, { lng }),
            );
            if (names.length > 1) same(key, { lng, ns, [names[0]!]: undefined });
            const base = key.replace(PLURAL, "");
            if (base !== key)
              for (const count of [0, 1, 2, 4, 5, 12, 22, 101, 1.5])
                same(base, { lng, ns, count, ...values });
          }
          same(`${ns}:no.such.key`, { lng });
          same(`${ns}:no.such.key`, { lng, defaultValue: "Brak {{x}}", x: 1 });
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }
});

describe("the translator", () => {
  const texts = () =>
    new I18n(
      {
        pl: { app: { a: "A pl", n: { deep: "głęboko" } } },
        en: { app: { a: "A en" } },
      },
      "pl",
    );

  it("tells its subscribers when the language changes, and only then", async () => {
    const i18n = texts();
    let told = 0;
    const stop = i18n.subscribe(() => told++);
    await i18n.changeLanguage("en");
    await i18n.changeLanguage("en");
    expect([told, i18n.t("a")]).toEqual([1, "A en"]);
    stop();
    await i18n.changeLanguage("pl");
    expect([told, i18n.t("a")]).toEqual([1, "A pl"]);
  });

  it("adds a bundle over what is there, or under it when told not to overwrite", () => {
    const i18n = texts();
    i18n.addResourceBundle("pl", "app", { a: "nowe", n: { other: "inne" } });
    expect([i18n.t("a"), i18n.t("n.deep"), i18n.t("n.other")]).toEqual(["nowe", "głęboko", "inne"]);
    i18n.addResourceBundle("pl", "app", { a: "jeszcze nowsze", b: "B" }, false);
    expect([i18n.t("a"), i18n.t("b")]).toEqual(["nowe", "B"]);
  });

  it("finds a text added after the same key was looked up and missed", () => {
    const i18n = texts();
    expect(i18n.t("later:x")).toBe("x");
    i18n.addResourceBundle("pl", "later", { x: "jest" });
    expect(i18n.t("later:x")).toBe("jest");
  });

  it("shares its texts with a clone in another language", () => {
    const i18n = texts();
    const en = i18n.cloneInstance("en");
    i18n.addResourceBundle("en", "more", { x: "later" });
    expect([en.t("a"), en.t("more:x"), i18n.t("a")]).toEqual(["A en", "later", "A pl"]);
  });

  it("renders a text's tags as the given elements", () => {
    const i18n = new I18n(
      {
        pl: { app: { terms: "Akceptuję <terms>regulamin</terms> i <privacy>politykę</privacy>." } },
      },
      "pl",
    );
    const html = renderToStaticMarkup(
      createElement(Trans, {
        t: i18n.t,
        i18nKey: "terms",
        components: {
          terms: createElement("a", { href: "/r" }),
          privacy: createElement("a", { href: "/p" }),
        },
      }),
    );
    expect(html).toBe('Akceptuję <a href="/r">regulamin</a> i <a href="/p">politykę</a>.');
  });
});
