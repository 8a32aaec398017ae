import { db } from "../dynamo/db";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Translated } from "../i18n/locale";
import { toGrosze } from "../pricing/money";
import { providerOf } from "./provider";
import type { PaymentProvider } from "./schema";

export interface Methods {
  /** `feeGrosze`: the shop's own fee for this payment, net (cash on delivery), 0 for none. */
  /** `provider`: who takes the payment online, `none` for an offline method (settings/provider.ts). */
  payments: {
    id: number;
    icon: string;
    title: Translated;
    feeGrosze: number;
    provider: PaymentProvider;
  }[];
  /** `packingGrosze`: the net price of protective packing with this method, null where it is not offered. */
  shipping: {
    id: number;
    icon: string;
    title: Translated;
    priceGrosze: number;
    packingGrosze: number | null;
    payments: number[];
  }[];
}

const methodsCache = new TtlCache<"all", Methods>("checkoutMethods", DEFINITION_TTL_MS, 1);

/**
 * Payment and shipping methods as checkout offers them (two Queries when cold, cached like other
 * settings): live payments, and the shipping methods that allow at least one of them.
 */
export function methods(): Promise<Methods> {
  return methodsCache.get("all", async () => {
    const s = db().entities;
    const [payments, shipping] = await Promise.all([
      s.paymentMethod.query.byId({}).go({ pages: "all" }),
      s.shippingMethod.query.byId({}).go({ pages: "all" }),
    ]);
    const live = new Set(
      payments.data.filter((p) => p.active !== false).map((p) => p.paymentMethodId),
    );
    return {
      payments: payments.data
        .filter((p) => p.active !== false)
        .sort((a, b) => a.paymentMethodId - b.paymentMethodId)
        .map((p) => ({
          id: p.paymentMethodId,
          icon: p.icon ?? "",
          title: p.translations,
          feeGrosze: p.fee ? toGrosze(p.fee) : 0,
          provider: providerOf(p),
        })),
      // A method that allows no live payment is not offered: a shopper who chose it could not pay
      // (a new method from the seed's add form, which names no payment, waits for its payments).
      shipping: shipping.data
        .filter((m) => m.payments.some((id) => live.has(id)))
        .sort((a, b) => a.shippingMethodId - b.shippingMethodId)
        .map((m) => ({
          id: m.shippingMethodId,
          icon: m.icon ?? "",
          title: m.translations,
          priceGrosze: Math.round(Number(m.price) * 100),
          packingGrosze: m.packingPrice ? toGrosze(m.packingPrice) : null,
          payments: [...m.payments],
        })),
    };
  });
}
