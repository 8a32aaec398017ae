import type { TOptions } from "./i18n";

/**
 * The texts' store and how a key is found in it and filled in, as i18next did it (`i18n.ts` holds
 * the translator that uses these; `i18n.test.ts` compares the two with i18next).
 */
export type Texts = Record<string, unknown>;
/** language → namespace → texts */
export type Store = Record<string, Record<string, Texts>>;

const pluralRules = new Map<string, Intl.PluralRules>();
export function pluralSuffix(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return `_${rules.select(count)}`;
}

export const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
export const isTree = (v: unknown): v is Texts => typeof v === "object" && v !== null;

/** The value at `path` (own properties only), or undefined. */
export function atPath(tree: unknown, path: readonly string[]): unknown {
  let at: unknown = tree;
  for (const part of path) {
    if (!isTree(at) || !own(at, part)) return undefined;
    at = at[part];
  }
  return at;
}

/**
 * A dotted key whose parts may themselves hold dots (`actions` → `company.created`): at each level
 * the shortest run of parts that names a property is taken (a string before the last part lets a
 * longer run be tried).
 */
function deepFind(tree: unknown, key: string): unknown {
  if (!isTree(tree)) return undefined;
  if (tree[key]) return own(tree, key) ? tree[key] : undefined;
  const parts = key.split(".");
  let at: unknown = tree;
  for (let i = 0; i < parts.length;) {
    if (!isTree(at)) return undefined;
    let next: unknown;
    let name = "";
    for (let j = i; j < parts.length; ++j) {
      name += (j === i ? "" : ".") + parts[j];
      next = own(at, name) ? at[name] : undefined;
      if (next !== undefined) {
        const scalar = ["string", "number", "boolean"].includes(typeof next);
        if (scalar && j < parts.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    at = next;
  }
  return at;
}

export function lookup(tree: unknown, key: string): unknown {
  const found = atPath(tree, key.split("."));
  return found || deepFind(tree, key);
}

// A key with one of these before its first dot reads as a sentence, not `ns:path` (as i18next).
const SENTENCE = /[ ,?!;]/;
export function looksLikePath(key: string): boolean {
  if (!SENTENCE.test(key)) return true;
  const dot = key.indexOf(".");
  return dot > 0 && !SENTENCE.test(key.slice(0, dot));
}

// Placeholders: `{{name}}` (or `{{- name}}`); the texts are ours and short, the pattern linear.
const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

export function interpolate(text: string, values: TOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, raw: string) => {
    let name = raw.trim();
    if (name.startsWith("-")) name = name.slice(1).trim();
    let value = atPath(values, name.split("."));
    if (value === undefined) value = deepFind(values, name);
    if (value === undefined) return own(values, name) ? "" : whole;
    // As i18next: the value as String() writes it.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a value of any type, written as i18next wrote it
    return value === null ? "" : String(value);
  });
}

export const valid = (found: unknown) => found !== undefined && found !== null;

export const MAX_CACHED_LOOKUPS = 5_000;
const lookupCaches = new WeakMap<Store, Map<string, unknown>>();
export function lookups(store: Store): Map<string, unknown> {
  let cache = lookupCaches.get(store);
  if (!cache) lookupCaches.set(store, (cache = new Map<string, unknown>()));
  return cache;
}

export function merge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [k, v] of Object.entries(from)) {
    out[k] = isTree(v) && isTree(out[k]) && !Array.isArray(v) ? merge(out[k], v) : v;
  }
  return out;
}
