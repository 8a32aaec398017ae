import { Entity, type EntityConfiguration } from "electrodb";
import { labelSettings } from "./shapes";
import { collectionIndex } from "./keys";
import { requiredTranslated } from "./attributes";

/** Shop-wide settings share one partition (collection `settings`). */
const service = "printshop";
const settingsKey = <const S extends readonly string[]>(skComposite: S) =>
  collectionIndex("settings", [] as const, skComposite);

export const currencyEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "currency", version: "1", service },
      attributes: {
        code: { type: "string", required: true },
        sign: { type: "string", required: true },
        /** PLN per one unit, exact decimal string. */
        rate: { type: "string", required: true },
      },
      indexes: { byCode: { ...settingsKey(["code"]) } },
    },
    config,
  );

export const labelPricingEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "labelPricing", version: "1", service },
      attributes: {
        /** The whole labelPricing object of the catalogue (validated by its zod schema). */
        settings: labelSettings,
        version: { type: "number", default: 1 },
        updatedAt: { type: "number", default: () => Date.now() },
      },
      indexes: { current: { ...settingsKey([]) } },
    },
    config,
  );

export const paymentMethodEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "paymentMethod", version: "1", service },
      attributes: {
        paymentMethodId: { type: "number", required: true },
        icon: { type: "string", default: "" },
        translations: requiredTranslated,
        active: { type: "boolean", default: true },
        /**
         * Who takes the payment online (`none`: offline, a transfer or cash). No default: an item
         * written before this attribute existed has none, and settings/provider.ts reads it as
         * the seed meant it (its card icon was the online method: Przelewy24).
         */
        provider: { type: ["none", "przelewy24", "stripe"] as const },
        /** Cash on delivery: the shop's own fee, PLN net, exact decimal string (absent or "0.00": none). */
        fee: { type: "string" },
        version: { type: "number", default: 1 },
        /**
         * The retire guard (not a count): every shipping write that starts allowing this method
         * adds 1 in its own transaction, conditioned on the method being active, and a retire is
         * conditioned on the value it read, so the two cannot both succeed (data-model.md).
         */
        shippingAdded: { type: "number" },
      },
      indexes: { byId: { ...settingsKey(["paymentMethodId"]) } },
    },
    config,
  );

export const shippingMethodEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "shippingMethod", version: "1", service },
      attributes: {
        shippingMethodId: { type: "number", required: true },
        icon: { type: "string", default: "" },
        /** PLN net, exact decimal string. */
        price: { type: "string", required: true },
        /** The ids of the payment methods this shipping method allows (the seed's { [id]: allowed }, true ones). */
        payments: { type: "list", items: { type: "number" }, required: true },
        /** Net PLN to each zone outside Poland (settings/zones.ts); absent or "": not delivered there. */
        zones: {
          type: "map",
          properties: {
            eu1: { type: "string" },
            eu2: { type: "string" },
            world: { type: "string" },
          },
        },
        /** The price of protective packing with this method, PLN net, exact decimal string (absent or "": not offered). */
        packingPrice: { type: "string" },
        translations: requiredTranslated,
        version: { type: "number", default: 1 },
      },
      indexes: { byId: { ...settingsKey(["shippingMethodId"]) } },
    },
    config,
  );
