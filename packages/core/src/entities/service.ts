import { Service, type EntityConfiguration } from "electrodb";
import { bannerEntity, categoryEntity, menuItemEntity, productEntity } from "./catalogue";
import { attributeEntity } from "./product-detail";
import { calculatorEntity } from "./calculator";
import { priceChangeSetEntity, priceChunkEntity, priceHeadEntity } from "./prices";
import {
  currencyEntity,
  labelPricingEntity,
  paymentMethodEntity,
  shippingMethodEntity,
} from "./settings";
import { pageEntity, postEntity } from "./content";
import { cartEntity } from "./cart";
import { orderEntity } from "./order";
import { emailClaimEntity, pendingRegistrationEntity, userEntity } from "./user";
import { sessionEntity } from "./session";
import { rateLimitEntity, usedTokenEntity } from "./rate-limit";
import { sampleRequestEntity } from "./sample";
import { uploadEntity } from "./upload";
import { labelPricingVersionEntity, labelReferencesEntity } from "./label-pricing-admin";
import { orderCountEntity, orderNoteEntity, orderRowEntity } from "./order-list";
import { emailMessageEntity } from "./email";
import { companyEntity } from "./company";
import { auditEntryEntity } from "./audit";
import { idCounterEntity } from "./counter";
import { offerCounterEntity, offerEntity } from "./offer";
import {
  ownDataLinkEntity,
  passwordResetEntity,
  secondFactorEntity,
  securityEventEntity,
} from "./identity";
import { paymentEntity, paymentEventEntity, paymentRefundEntity } from "./payment";
import {
  invoiceCounterEntity,
  invoiceEntity,
  invoiceOfOrderEntity,
  invoiceTaskEntity,
} from "./invoice";
import { exchangeRateEntity } from "./exchange-rate";
import { ksefInvoiceEntity } from "./ksef";
import {
  customerFigureEntity,
  customerNoteEntity,
  customerOrderEntity,
  orderFigureEntity,
} from "./figures";
import { invoiceSettingsEntity } from "./invoice-settings";
import { proofSettingsEntity } from "./proofs";
import { savedConfigCountEntity, savedConfigEntity } from "./saved-config";
import {
  buyerCompanyEntity,
  companyEventEntity,
  companyInviteEntity,
  companyMemberEntity,
  companyOrderEntity,
  orderApprovalEntity,
} from "./company-account";
import { slugClaimEntity } from "./slug-claim";
import { addressBookCountEntity, savedAddressEntity } from "./address-book";

/**
 * The one ElectroDB Service over the single table; built per table so tests can own theirs. The
 * document client comes from the caller (dynamo/db.ts: @printshop/dynamo's document client over its HTTP client),
 * so the model does not import the transport that loads it.
 */
export function createService(table: string, client: EntityConfiguration["client"]) {
  const config = { table, client };
  return new Service(
    {
      category: categoryEntity(config),
      product: productEntity(config),
      banner: bannerEntity(config),
      menuItem: menuItemEntity(config),
      attribute: attributeEntity(config),
      priceHead: priceHeadEntity(config),
      priceChunk: priceChunkEntity(config),
      priceChangeSet: priceChangeSetEntity(config),
      calculator: calculatorEntity(config),
      currency: currencyEntity(config),
      labelPricing: labelPricingEntity(config),
      paymentMethod: paymentMethodEntity(config),
      shippingMethod: shippingMethodEntity(config),
      page: pageEntity(config),
      post: postEntity(config),
      cart: cartEntity(config),
      order: orderEntity(config),
      user: userEntity(config),
      emailClaim: emailClaimEntity(config),
      pendingRegistration: pendingRegistrationEntity(config),
      session: sessionEntity(config),
      rateLimit: rateLimitEntity(config),
      usedToken: usedTokenEntity(config),
      sampleRequest: sampleRequestEntity(config),
      upload: uploadEntity(config),
      labelPricingVersion: labelPricingVersionEntity(config),
      labelReferences: labelReferencesEntity(config),
      orderRow: orderRowEntity(config),
      orderCount: orderCountEntity(config),
      orderNote: orderNoteEntity(config),
      emailMessage: emailMessageEntity(config),
      company: companyEntity(config),
      auditEntry: auditEntryEntity(config),
      idCounter: idCounterEntity(config),
      secondFactor: secondFactorEntity(config),
      passwordReset: passwordResetEntity(config),
      ownDataLink: ownDataLinkEntity(config),
      securityEvent: securityEventEntity(config),
      payment: paymentEntity(config),
      paymentEvent: paymentEventEntity(config),
      paymentRefund: paymentRefundEntity(config),
      invoice: invoiceEntity(config),
      invoiceCounter: invoiceCounterEntity(config),
      invoiceOfOrder: invoiceOfOrderEntity(config),
      invoiceTask: invoiceTaskEntity(config),
      exchangeRate: exchangeRateEntity(config),
      ksefInvoice: ksefInvoiceEntity(config),
      orderFigure: orderFigureEntity(config),
      customerFigure: customerFigureEntity(config),
      customerOrder: customerOrderEntity(config),
      customerNote: customerNoteEntity(config),
      invoiceSettings: invoiceSettingsEntity(config),
      proofSettings: proofSettingsEntity(config),
      savedConfig: savedConfigEntity(config),
      savedConfigCount: savedConfigCountEntity(config),
      offer: offerEntity(config),
      slugClaim: slugClaimEntity(config),
      offerCounter: offerCounterEntity(config),
      buyerCompany: buyerCompanyEntity(config),
      companyMember: companyMemberEntity(config),
      companyInvite: companyInviteEntity(config),
      companyEvent: companyEventEntity(config),
      companyOrder: companyOrderEntity(config),
      orderApproval: orderApprovalEntity(config),
      savedAddress: savedAddressEntity(config),
      addressBookCount: addressBookCountEntity(config),
    },
    config,
  );
}

export type ShopService = ReturnType<typeof createService>;
