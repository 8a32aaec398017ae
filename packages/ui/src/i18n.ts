import type { Locale } from "./locale";
import uiPl from "./locales/pl.json";
import uiEn from "./locales/en.json";
import uiDe from "./locales/de.json";
import {
  atPath,
  interpolate,
  isTree,
  lookup,
  lookups,
  looksLikePath,
  MAX_CACHED_LOOKUPS,
  merge,
  pluralSuffix,
  valid,
  type Store,
  type Texts,
} from "./i18n-texts";

/**
 * The SPAs' texts and their `t` (issue 26, item 3): a small translator of our own in place of
 * i18next, whose set-up and lookups were ~130 ms of the home page's main thread at a phone's speed
 * (4× CPU, bench/hydration-profile.ts), the largest library after react-dom. It does what our texts
 * use, as i18next did it: namespaces (`ns:key` or `{ ns }`), nested keys with flat dotted keys
 * inside them (`actions.company.created`), plurals by `Intl.PluralRules` (`key_one`, `key_few`,
 * `key_many`, `key_other`, `key_zero` for 0), `{{name}}` interpolation (a dotted path into the
 * values; a name not given stays as written, a given `undefined` or `null` becomes ""), values
 * never escaped (React escapes), `defaultValue`, `returnObjects`, Polish as the fallback language
 * and the key itself when a text is missing. `i18n.test.ts` holds it to i18next's answers for every
 * text of the shop, the admin and the kit, so a text that needs more (a formatter, `$t(…)`
 * nesting) fails there rather than shows wrong.
 */

export type TOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: unknown;
  ns?: string | readonly string[];
  lng?: string;
  returnObjects?: boolean;
};

/** `t(key, options)`: the text in the current language (an object only with `returnObjects`). */
export type TFunction = (key: string, options?: TOptions | string) => string;

export const FALLBACK_LANGUAGE = "pl";
const DEFAULT_NS = "app";

export class I18n {
  private listeners = new Set<() => void>();

  constructor(
    private readonly store: Store,
    public language: string,
    private readonly defaultNS = DEFAULT_NS,
  ) {}

  /** The same texts (shared, with what lazy chunks add later) in another language. */
  cloneInstance(language: string): I18n {
    return new I18n(this.store, language, this.defaultNS);
  }

  /** Switches the language; every `useTranslation` re-renders. */
  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  /** For `useSyncExternalStore`: called on each language change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  /**
   * Adds a namespace's texts for a language, merged into what is there: the new ones win unless
   * `overwrite` is false.
   */
  addResourceBundle(lng: string, ns: string, texts: Texts, overwrite = true): void {
    lookups(this.store).clear();
    const byNs = (this.store[lng] ??= {});
    const there = byNs[ns];
    byNs[ns] = !there ? texts : overwrite ? merge(there, texts) : merge(texts, there);
  }

  getResource(lng: string, ns: string, key: string): unknown {
    return atPath(this.store[lng]?.[ns], key.split("."));
  }

  exists(key: string, options: TOptions = {}): boolean {
    return this.resolve(key, options).found !== undefined;
  }

  t: TFunction = (key, options) =>
    options === undefined
      ? this.plain(key, null, undefined)
      : this.translate(key, toOptions(options));

  /** A `t` bound to a language (null: the current one at each call) and a namespace. */
  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    return (key, options) => {
      if (options === undefined) return this.plain(key, lng, ns);
      const o = { ...toOptions(options) };
      if (lng && !o.lng) o.lng = lng;
      if (ns && !o.ns) o.ns = ns;
      return this.translate(key, o);
    };
  }

  /**
   * `t(key)` without options, the most frequent call (labels, headings): its answer depends only
   * on the texts, the languages and the key, so it is kept with the lookups.
   */
  private plain(
    key: string,
    lng: string | null,
    ns: string | readonly string[] | undefined,
  ): string {
    const namespaces = typeof ns === "string" ? ns : (ns?.join(",") ?? "");
    const id = `\u0001${lng ?? ""}\u0000${this.language}\u0000${namespaces}\u0000${key}`;
    const cache = lookups(this.store);
    const hit = cache.get(id);
    if (hit !== undefined) return hit as string;
    const options: TOptions = {};
    if (lng) options.lng = lng;
    if (ns) options.ns = ns;
    const text = this.translate(key, options);
    if (cache.size >= MAX_CACHED_LOOKUPS) cache.clear();
    cache.set(id, text);
    return text;
  }

  /**
   * A text looked up once per language, namespace and key (a page asks for the same ones on each
   * render); the cache is per store, shared by clones, and emptied when texts are added.
   */
  private cachedLookup(tree: Texts | undefined, code: string, ns: string, key: string): unknown {
    const id = `${code}\u0000${ns}\u0000${key}`;
    const cache = lookups(this.store);
    if (cache.has(id)) return cache.get(id);
    const found = lookup(tree, key);
    // Bounded: a key made of data (an error's code) must not grow a server's memory without end.
    if (cache.size >= MAX_CACHED_LOOKUPS) cache.clear();
    cache.set(id, found);
    return found;
  }

  private split(key: string, options: TOptions): { key: string; namespaces: readonly string[] } {
    let ns: string | readonly string[] = options.ns ?? this.defaultNS;
    if (key.includes(":") && looksLikePath(key)) {
      const parts = key.split(":");
      ns = parts.shift()!;
      key = parts.join(".");
    }
    return { key, namespaces: typeof ns === "string" ? [ns] : ns };
  }

  private resolve(
    rawKey: string,
    options: TOptions,
  ): { key: string; found: unknown; usedKey: string; namespaces: readonly string[] } {
    const { key, namespaces } = this.split(rawKey, options);
    const lng = options.lng || this.language;
    const languages = lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE];
    const count = options.count;
    const plural = count !== undefined && typeof count !== "string";
    for (const ns of namespaces) {
      for (const code of languages) {
        const tree = this.store[code]?.[ns];
        const keys = [key];
        if (plural) keys.push(key + pluralSuffix(code, count));
        if (plural && count === 0) keys.push(`${key}_zero`);
        for (const candidate of keys.reverse()) {
          const found = this.cachedLookup(tree, code, ns, candidate);
          if (valid(found)) return { key, found, usedKey: candidate, namespaces };
        }
      }
    }
    return { key, found: undefined, usedKey: key, namespaces };
  }

  private translate(rawKey: string | null | undefined, options: TOptions): string {
    // A key from untyped code may be missing: no text, as i18next.
    if (rawKey === null || rawKey === undefined) return "";
    const { key, found, usedKey, namespaces } = this.resolve(String(rawKey), options);
    const hasDefault = options.defaultValue !== undefined;
    const value = !found && hasDefault ? options.defaultValue : found;
    if (isTree(value)) {
      if (!options.returnObjects)
        return `key '${key} (${this.language})' returned an object instead of string.`;
      const base = Array.isArray(value) ? usedKey : key;
      const copy: Texts = Array.isArray(value) ? ([] as unknown as Texts) : {};
      for (const name of Object.keys(value)) {
        const deepKey = `${base}.${name}`;
        const defaultValue =
          !found && hasDefault && isTree(options.defaultValue)
            ? options.defaultValue[name]
            : !found && hasDefault
              ? undefined
              : options.defaultValue;
        const child = this.translate(deepKey, { ...options, ns: namespaces, defaultValue });
        copy[name] = child === deepKey ? value[name] : child;
      }
      return copy as unknown as string;
    }
    let text: unknown = valid(found) ? found : hasDefault ? options.defaultValue : key;
    if (!valid(text)) text = key;
    return typeof text === "string" ? interpolate(text, options) : (text as string);
  }
}

function toOptions(options: TOptions | string | undefined): TOptions {
  if (typeof options === "string") return { defaultValue: options };
  return options ?? {};
}

/** The instance `useTranslation` uses outside an `I18nProvider` (the last one made). */
export let defaultI18n: I18n | null = null;

/**
 * One instance per SPA, with every language bundled (the texts are small), so a language switch
 * is instant. `namespaces` maps each locale to the SPA's namespaces (`app` the default one); the
 * shared `ui` namespace is added here.
 */
export function createI18n(
  namespaces: Record<Locale, Record<string, Record<string, unknown>>>,
  locale: Locale,
): I18n {
  const instance = new I18n(
    {
      pl: { ...namespaces.pl, ui: uiPl },
      en: { ...namespaces.en, ui: uiEn },
      de: { ...namespaces.de, ui: uiDe },
    },
    locale,
  );
  defaultI18n = instance;
  return instance;
}
