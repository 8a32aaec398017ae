// The account's check messages (core's catalogue, `account:errors.*`) are the details step's too:
// a buyer who never opened an account page had no such namespace, and saw `errors.required`
// (issue 28 fault 1). Imported here, in the step's lazily loaded rules chunk, so that every
// message is there before the first check runs and none of it weighs on the step's first load.
import { type TFunction } from "@printshop/ui";
import "../account/texts";
import "./texts";

/** The i18n key of a customer-check code (`account.required`) or a zero-VAT code (`vat_number_invalid`). */
export function customerErrorKey(code: string): string {
  return code.startsWith("account.")
    ? `account:errors.${code.slice("account.".length)}`
    : `checkout:errors.${code}`;
}

/** The sentence the details step shows for a code, in the page's language. */
export const customerErrorText = (t: TFunction, code: string): string => t(customerErrorKey(code));
