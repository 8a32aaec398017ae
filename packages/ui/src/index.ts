export * from "./locale";
export { createI18n } from "./i18n";
export { ToastProvider, useToast } from "./toasts";
export { LanguageSwitch } from "./LanguageSwitch";
export { messageOf, fieldErrorsOf } from "./errors";
