import { lazy } from "react";

/** The captcha widget, fetched only when a sign-in asks for it (not in the sign-in page's own bundle). */
export const LazyCaptcha = lazy(() => import("./Captcha").then((m) => ({ default: m.Captcha })));

/** Whether a failed sign-in asks for the captcha (after a few failed attempts on the account). */
export function asksForCaptcha(error: unknown): boolean {
  const code = (error as { data?: { code?: unknown } | null } | null)?.data?.code;
  return code === "account.captcha_required" || code === "account.captcha_invalid";
}
