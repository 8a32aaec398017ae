export * from "./locale";
export { createI18n, I18n, type TFunction, type TOptions } from "./i18n";
export { I18nProvider, Trans, useI18n, useTranslation } from "./i18n-react";
export { ToastProvider, useToast } from "./toasts";
export { LanguageSwitch } from "./LanguageSwitch";
export { messageOf, fieldErrorsOf } from "./errors";
export {
  SearchableSelect,
  type SelectOption,
  type SearchableSelectProps,
} from "./SearchableSelect";
export { Modal, ConfirmModal } from "./Modal";
export { A11yControls, applyA11yPrefs, BASE_FONT_PX } from "./A11yControls";
export { OrderLines, type OrderLine, type ExtraLine, type OrderLinesProps } from "./OrderLines";
export { ApiProvider, createApi, type Api, type ApiOptions, type TrpcReact } from "./ApiProvider";
