import pl from "../../locales/pl/account.json";
import en from "../../locales/en/account.json";
import de from "../../locales/de/account.json";
import { addTexts } from "../../i18n";
import { accountMessages } from "@printshop/core/account/messages";

/** The `account` namespace's texts, added when this feature's chunk loads (i18n.ts). */
export const accountTexts = withCoreMessages({ pl, en, de });
addTexts("account", accountTexts);

/**
 * The account checks' messages come from core's catalogue (the same words the server answers
 * with): `account:errors.<code>` for every `account.<code>` without a placeholder. The JSON keeps
 * only the texts the server never sends (`general`, `signInHere`).
 */
function withCoreMessages(json: Record<"pl" | "en" | "de", Record<string, unknown>>) {
  const out = {} as Record<"pl" | "en" | "de", Record<string, unknown>>;
  for (const locale of ["pl", "en", "de"] as const) {
    const errors: Record<string, string> = {};
    for (const [code, text] of Object.entries(accountMessages[locale])) {
      if (code.startsWith("account.") && !text.includes("{"))
        errors[code.slice("account.".length)] = text;
    }
    out[locale] = {
      ...json[locale],
      errors: { ...errors, ...(json[locale].errors as Record<string, string> | undefined) },
    };
  }
  return out;
}
