export * as Catalogue from "./catalogue/index";
export * as Seed from "./seed/index";
export { AppError, isAppError, type ErrorKind, type FieldError } from "./error";
export { locales, defaultLocale, isLocale, pick, type Locale, type Translated } from "./i18n/locale";
export * as Messages from "./i18n/messages";
export { countRequests, withCounter, type RequestCounter } from "./dynamo/counter";
