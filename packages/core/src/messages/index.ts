import type { Locale } from "../i18n/locale";
import { fill, type Catalogue, type Catalogues } from "../i18n/translate";
import { commonMessages } from "../i18n/common";
import { accountMessages } from "../account/messages";
import { messages as cart } from "../cart/messages";
import { messages as checkout } from "../checkout/messages";
import { messages as content } from "../content/messages";
import { messages as samples } from "../samples/messages";
import { messages as offer } from "../offer/messages";
import { messages as upload } from "../upload/messages";
import { PRICING_MESSAGES } from "../pricing/messages";
import { calculatorAdminMessages } from "../calculator/admin-messages";
import { labelAdminMessages } from "../labels/admin-messages";
import { pricesMessages as prices } from "../price-table/messages";
import { auditMessages } from "../audit/messages";
import { userMessages } from "../user/messages";
import { categoryMessages } from "../category/messages";
import { productMessages } from "../product/messages";
import { bannerMessages } from "../banner/messages";
import { settingsMessages } from "../settings/messages";
import { emailMessages } from "../email/messages";
import { orderAdminMessages } from "../order/messages";
import { securityMessages } from "../security/messages";
import { payMessages } from "../payment/messages";
import { invoiceMessages } from "../invoice/messages";
import { exchangeRateMessages } from "../exchange-rate/messages";
import { companyMessages } from "../company/messages";
import { ksefMessages } from "../ksef/messages";
import { bankMessages } from "../bank/messages";
import { customerMessages } from "../customers/messages";
import { productionMessages } from "../production/messages";
import { proofMessages } from "../proof/messages";
import { addressBookMessages } from "../address-book/messages";
// In this folder: reorder/ translates its own answers with this module, so its catalogue lives here.
import { reorderMessages } from "./reorder";
import { companyAccountMessages } from "./company-account";
import { ownDataMessages } from "./owndata";

/**
 * Server-side messages for error codes, in each locale. `{name}` placeholders are filled from
 * the error's params. Every domain keeps a plain catalogue in its own `messages.ts`; this module
 * imports them all and merges them once (no registry a module fills when it happens to be
 * imported, so a message never depends on which modules a process loaded).
 */

/** Every catalogue by domain (pricing's codes are looked up by formatPricingError: field.code, then code). */
export const CATALOGUES: Record<string, Catalogues> = {
  common: commonMessages,
  account: accountMessages,
  cart,
  checkout,
  content,
  samples,
  offer,
  upload,
  prices,
  audit: auditMessages,
  user: userMessages,
  category: categoryMessages,
  product: productMessages,
  banner: bannerMessages,
  settings: settingsMessages,
  email: emailMessages,
  orderAdmin: orderAdminMessages,
  pay: payMessages,
  company: companyMessages,
  ksef: ksefMessages,
  bank: bankMessages,
  customers: customerMessages,
  pricing: PRICING_MESSAGES,
  calculatorAdmin: calculatorAdminMessages,
  labelAdmin: labelAdminMessages,
  security: securityMessages,
  invoice: invoiceMessages,
  exchangeRate: exchangeRateMessages,
  production: productionMessages,
  proof: proofMessages,
  reorder: reorderMessages,
  companyAccount: companyAccountMessages,
  owndata: ownDataMessages,
  addressBook: addressBookMessages,
};

const merge = (locale: Locale): Catalogue =>
  Object.assign(
    {},
    ...Object.entries(CATALOGUES)
      .filter(([d]) => d !== "pricing")
      .map(([, c]) => c[locale]),
  ) as Catalogue;
const catalogues: Record<Locale, Catalogue> = { pl: merge("pl"), en: merge("en"), de: merge("de") };

export function hasMessage(code: string): boolean {
  return code in catalogues.en;
}

export function translate(
  code: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][code] ?? catalogues.en[code] ?? catalogues[locale].internal!;
  return fill(template, params);
}
