import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "@printshop/core/i18n/locale";

/**
 * The locale of the request being served, for errors raised before a context exists (tRPC refuses
 * a malformed request before it builds the context).
 */
const storage = new AsyncLocalStorage<Locale>();

export const withRequestLocale = <T>(locale: Locale, fn: () => T): T => storage.run(locale, fn);
export const requestLocale = (): Locale | undefined => storage.getStore();
