import { type TFunction } from "@printshop/ui";
import "./texts";

/** The inline text of a samples field error code (the same codes the server answers). */
export function formatFieldError(code: string, t: TFunction): string {
  if (code === "required") return t("samples:error.required");
  if (code === "samples.email_invalid") return t("samples:error.email");
  if (code === "samples.phone_invalid") return t("samples:error.phone");
  if (code === "samples.country_invalid") return t("samples:error.country");
  return t("samples:error.invalid");
}
