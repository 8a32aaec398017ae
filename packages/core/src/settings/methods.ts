import { db } from "../dynamo/db";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Translated } from "../i18n/locale";
import { toGrosze } from "../pricing/money";
import { providerOf } from "./provider";
import type { PaymentProvider } from "./schema";
import { FOREIGN_ZONES, type Zone } from "./zones";

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
  /**
   * `zoneGrosze`: the net price to each zone (zones.ts), null where the method does not deliver;
   * `packingGrosze`: the net price of protective packing with this method, null where it is not offered.
   */
  shipping: {
    id: number;
    icon: string;
    title: Translated;
    zoneGrosze: Record<Zone, number | null>;
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
          zoneGrosze: zoneGrosze(m.price, m.zones),
          packingGrosze: m.packingPrice ? toGrosze(m.packingPrice) : null,
          payments: [...m.payments],
        })),
    };
  });
}

/** A method's prices per zone in grosze: Poland's from `price`, the others from `zones` ("" or absent: not served). */
function zoneGrosze(price: string, zones: Partial<Record<string, string>> | undefined) {
  const out: Record<Zone, number | null> = {
    pl: toGrosze(price),
    eu1: null,
    eu2: null,
    world: null,
  };
  for (const z of FOREIGN_ZONES) {
    const v = zones?.[z];
    out[z] = v ? toGrosze(v) : null;
  }
  return out;
}
