import type { Locale } from "@printshop/ui";
import { accountMessages } from "@printshop/core/account/messages";

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

/**
 * The account checks' messages come from core's catalogue (the same words the server answers
 * with): `account:errors.<code>` for every `account.<code>` without a placeholder. The JSON keeps
 * only the texts the server never sends (`general`, `signInHere`).
 */
for (const locale of Object.keys(accountMessages) as Locale[]) {
  const resources = (shopResources[locale] ??= {});
  const account = (resources.account ?? {}) as { errors?: Record<string, string> };
  const errors: Record<string, string> = {};
  for (const [code, text] of Object.entries(accountMessages[locale])) {
    if (code.startsWith("account.") && !text.includes("{")) errors[code.slice("account.".length)] = text;
  }
  // New objects: the imported JSON modules stay as they are.
  resources.account = { ...account, errors: { ...errors, ...account.errors } };
}
