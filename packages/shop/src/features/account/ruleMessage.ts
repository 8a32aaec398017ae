import { useTranslation } from "@printshop/ui";
import "./texts";

/**
 * Rule codes in the shop's words (apart from the fields, so the sign-in page loads no country
 * list or person schema for them).
 */

/** Turns a rule code ("account.tax_invalid") into the shop's translated message. */
export function useRuleMessage() {
  const { t } = useTranslation("account");
  return (code: string) =>
    t(`errors.${code.replace(/^account\./, "")}`, { defaultValue: t("errors.general") });
}

/** Rule errors (`{ field, code }`, core's checks) as the kit's `{ field: message }`, the first per field. */
export function messagesOf(
  errors: readonly { field: string; code: string }[],
  ruleMessage: (code: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.field] ??= ruleMessage(e.code);
  return out;
}
