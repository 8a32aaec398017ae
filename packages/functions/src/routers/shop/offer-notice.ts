import type { Locale } from "@printshop/core/i18n/locale";
import { translate } from "@printshop/core/messages";

/** An offer's notice (core offer/cart.ts `holdNotice`) with its sentence in the caller's language. */
export function withMessage<T extends { code: string; number: string; validUntil: string }>(
  notice: T,
  locale: Locale,
): T & { message: string } {
  return {
    ...notice,
    message: translate(notice.code, locale, { number: notice.number, date: notice.validUntil }),
  };
}
