import type { Locale } from "@printshop/ui";

/**
 * The shop's texts: one JSON file per namespace and language (`pl/app.json`, `en/account.json`,
 * ...). Each feature owns its namespace; `app` holds the shared layout texts.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json", { eager: true });

export const shopResources = {} as Record<Locale, Record<string, Record<string, unknown>>>;
for (const [path, mod] of Object.entries(files)) {
  const [, locale, ns] = /\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!locale || !ns) continue;
  ((shopResources[locale as Locale] ??= {}) as Record<string, Record<string, unknown>>)[ns] = mod.default;
}
