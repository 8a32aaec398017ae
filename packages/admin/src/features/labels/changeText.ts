import { formatNumber } from "@printshop/core/format";
import type { LabelSettings } from "@printshop/core/pricing/labels";

/**
 * One line of a version's "what changed" in words: the path the history stores
 * (`materials[1].factor`, `width.min`, `leadTimes.de.eco`, `tiers.0.from`) as the form's own
 * labels (`Materials › White glossy film … › Factor`), values in the admin's number format.
 * `label(key)` answers the labels namespace's text for `fields.x` / `groups.x`, or null.
 */
type Label = (key: string) => string | null;
type Titled = { id: number; title?: Partial<Record<string, string>> };

/** Two-part paths with a label of their own. */
const COMPOSITE: Record<string, string> = {
  "defaults.width": "fields.defaultsWidth",
  "defaults.height": "fields.defaultsHeight",
  "defaults.quantity": "fields.defaultsQuantity",
  "personalization.setup": "fields.personalizationSetup",
  "personalization.rate": "fields.personalizationRate",
};
const LOCALES = ["pl", "en", "de"];

export function changePath(
  path: string,
  label: Label,
  settings: LabelSettings | null,
  lang: string,
): string {
  const tokens = path.match(/\[[^[\]]*\]|[^.[\]]+/g) ?? [path];
  const composite = COMPOSITE[tokens.slice(0, 2).join(".")];
  const parts: string[] = [];
  let list: Titled[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (i === 0 && composite) {
      parts.push(label(composite) ?? tokens.slice(0, 2).join("."));
      i++;
      continue;
    }
    if (token.startsWith("[")) {
      const id = Number(token.slice(1, -1));
      const item = list?.find((x) => x.id === id);
      parts.push(pickTitle(item?.title, lang) || `#${token.slice(1, -1)}`);
      continue;
    }
    if (/^\d+$/.test(token)) {
      parts.push(String(Number(token) + 1));
      continue;
    }
    if (
      i === 0 &&
      settings &&
      Array.isArray((settings as unknown as Record<string, unknown>)[token])
    )
      list = (settings as unknown as Record<string, Titled[]>)[token]!;
    if (token === "title") parts.push(label("fields.titleCol") ?? token);
    else if (LOCALES.includes(token)) parts.push(token.toUpperCase());
    else parts.push(label(`fields.${token}`) ?? label(`groups.${token}`) ?? token);
  }
  return parts.join(" › ");
}

/** A changed value as the admin reads it: numbers in the locale's format, nothing as "—", an item by its title. */
export function changeValue(value: unknown, lang: string): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return formatNumber(value, lang, 0, 10);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "✓" : "✗";
  if (Array.isArray(value) && value.every((x) => typeof x === "number"))
    return value.map((x) => changeValue(x, lang)).join(", ");
  if (typeof value === "object" && "title" in value)
    return pickTitle((value as Titled).title, lang) || JSON.stringify(value);
  return JSON.stringify(value);
}

function pickTitle(title: Partial<Record<string, string>> | undefined, lang: string): string {
  if (!title) return "";
  return title[lang] || title.pl || Object.values(title).find(Boolean) || "";
}
