export * as Catalogue from "./catalogue/index";
export * as Product from "./product/index";
export * as Seed from "./seed/index";
export { AppError, isAppError, type ErrorKind, type FieldError } from "./error";
export {
  locales,
  defaultLocale,
  isLocale,
  toLocale,
  localeOfRequest,
  pick,
  type Locale,
  type Translated,
} from "./i18n/locale";
export * as Messages from "./messages/index";
export { countRequests, withCounter, type RequestCounter } from "./dynamo/counter";
export { isDatabaseUnavailable } from "@printshop/dynamo";
export * as Labels from "./labels/index";
export * as Calculator from "./calculator/index";
export * as PriceTable from "./price-table/index";
export * as Currency from "./currency/index";
export * as Cart from "./cart/index";
export * as Order from "./order/index";
export * as Checkout from "./checkout/index";
export * as Payment from "./payment/index";
export * as Ksef from "./ksef/index";
export * as Account from "./account/index";
export * as Session from "./session/index";
export * as Email from "./email/index";
export * as Samples from "./samples/index";
export * as Content from "./content/index";
export * as Company from "./company/index";
export * as Upload from "./upload/index";
export * as OrderUpload from "./upload/order";
export * as Audit from "./audit/index";
export * as User from "./user/index";
export * as Images from "./images/index";
export { fn } from "./fn";
export { changed, type DefinitionKind } from "./cache";
export * as Category from "./category/index";
export * as Slug from "./slug/index";
export * as Pages from "./content/pages";
export * as Posts from "./content/posts";
export * as Banner from "./banner/index";
export * as Menu from "./menu/index";
export * as Payments from "./settings/payments";
export * as Shipping from "./settings/shipping";
