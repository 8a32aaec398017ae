import { PASSWORD_MIN, type RuleError } from "./rules";

/**
 * What every new password must pass on the server (registration, a change, a reset,
 * `pnpm admin:create`): at least PASSWORD_MIN characters and not one of the ~49,000 commonest
 * passwords of zxcvbn-ts's common dictionary (leaked-password lists), compared without case.
 * The dictionary loads on the first check (some 400 kB of code): a shop request's cold start
 * never pays for it.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  return (common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  ));
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.normalize("NFKC").toLowerCase());
}

/** The field errors of a new password and its repetition (empty when it may be used). */
export async function checkNewPassword(
  password: string,
  password2: string | undefined,
  fields: { password: string; password2: string } = {
    password: "password",
    password2: "password2",
  },
): Promise<RuleError[]> {
  const out: RuleError[] = [];
  if ([...password].length < PASSWORD_MIN)
    out.push({ field: fields.password, code: "account.password_too_short" });
  else if (await isCommonPassword(password))
    out.push({ field: fields.password, code: "account.password_common" });
  if (password2 !== undefined && password !== password2)
    out.push({ field: fields.password2, code: "account.password_mismatch" });
  return out;
}
