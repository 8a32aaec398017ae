import { db } from "../../dynamo/db";
import { configurePayments, type SecurityEvent } from "../config";
import { przelewy24 } from "../przelewy24";
import { startNotifyEndpoint } from "./notify-endpoint";
import { LocalPrzelewy24 } from "./przelewy24.server";
import { LocalStripe } from "./stripe.server";
import { stripe } from "../stripe";
import { STRIPE_WEBHOOK_PATH } from "../config";

/**
 * The payment tests' world: the local Przelewy24 server, the shop's notification endpoint (the
 * address the server posts to), core configured with both, the security log collected, and the
 * seed's payment methods (2 is online through Przelewy24, 4 through Stripe, whose local server
 * posts its signed events to the endpoint's webhook path). Call after `useTestTable`.
 */
export async function startPaymentWorld() {
  const p24 = await new LocalPrzelewy24().start();
  const endpoint = await startNotifyEndpoint();
  const localStripe = await new LocalStripe({
    webhookUrl: `${endpoint.origin}${STRIPE_WEBHOOK_PATH}`,
  }).start();
  const security: SecurityEvent[] = [];
  configurePayments({
    gateways: {
      przelewy24: przelewy24({ ...p24.config, timeoutMs: 3_000 }),
      stripe: stripe({ ...localStripe.config, timeoutMs: 3_000 }),
    },
    origin: endpoint.origin,
    security: (e) => void security.push(e),
  });
  const methods = [
    {
      paymentMethodId: 1,
      icon: "icon-transfer",
      translations: { pl: "Przelew", en: "Transfer", de: "Überweisung" },
    },
    {
      paymentMethodId: 2,
      icon: "icon-card",
      translations: { pl: "Online", en: "Online", de: "Online" },
    },
    {
      paymentMethodId: 4,
      icon: "icon-card",
      provider: "stripe" as const,
      translations: { pl: "Karta (Stripe)", en: "Card (Stripe)", de: "Karte (Stripe)" },
    },
  ];
  for (const m of methods) await db().entities.paymentMethod.put(m).go();
  return {
    p24,
    stripe: localStripe,
    endpoint,
    security,
    async stop() {
      await Promise.all([p24.stop(), localStripe.stop()]);
      await endpoint.close();
    },
  };
}

/** The order-payment e-mails in the outbox for an order. */
export async function paymentMails(orderId: string) {
  const { data } = await db()
    .entities.emailMessage.query.byCreated({ list: "outbox" })
    .go({ pages: "all" });
  return data.filter((m) => m.ref === orderId && m.kind === "order.payment");
}
