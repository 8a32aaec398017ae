import type { Locale } from "@printshop/ui";

/**
 * The shop's texts: one JSON file per namespace and language (`pl/app.json`, `en/cart.json`,
 * ...). Each feature owns its namespace; `app` holds the shared layout texts. Only the namespaces
 * the layout and the home page show are bundled here (the first page's JavaScript); every other
 * feature adds its own from its `texts.ts` when its lazy chunk loads (i18n.ts `addTexts`).
 */
export const FIRST_PAGE_NAMESPACES = ["app", "cart", "content"] as const;
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ["./*/app.json", "./*/cart.json", "./*/content.json"],
  { eager: true },
);

export const shopResources = {} as Record<Locale, Record<string, Record<string, unknown>>>;
for (const [path, mod] of Object.entries(files)) {
  const [, locale, ns] = /\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!locale || !ns) continue;
  (shopResources[locale as Locale] ??= {})[ns] = mod.default;
}
