import { useTranslation } from "@printshop/ui";
import { PASSWORD_MIN } from "@printshop/core/account/rules";
import { Field } from "./fields";

/**
 * A new password typed twice, as the password change and the reset (or invitation) page ask for
 * it: the browser's checks before the server's (which adds the list of common passwords).
 */
export function newPasswordChecks(
  v: { password: string; password2: string },
  ruleMessage: (code: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.password) out.password = ruleMessage("account.required");
  else if (v.password.length < PASSWORD_MIN)
    out.password = ruleMessage("account.password_too_short");
  if (!v.password2) out.password2 = ruleMessage("account.required");
  else if (v.password !== v.password2) out.password2 = ruleMessage("account.password_mismatch");
  return out;
}

/** The two fields of a new password (`password`, `password2`) of the surrounding kit form. */
export function NewPasswordFields() {
  const { t } = useTranslation("account");
  return (
    <>
      <Field
        name="password"
        label={t("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("hints.password")}
      />
      <Field
        name="password2"
        label={t("fields.newPassword2")}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
