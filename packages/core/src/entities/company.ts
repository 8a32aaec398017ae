import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/**
 * The seller's own data (one item in the `settings` collection): what the footer, the legal pages,
 * the thank-you page's transfer details and the confirmation e-mail print. The admin edits it
 * later; the seed writes honest placeholders (`placeholder: true`) until then.
 */
export const companyEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "company", version: "1", service: "printshop" },
      attributes: {
        name: { type: "string", required: true },
        street: { type: "string", required: true },
        postcode: { type: "string", required: true },
        city: { type: "string", required: true },
        country: { type: "string", required: true },
        nip: { type: "string", default: "" },
        regon: { type: "string", default: "" },
        krs: { type: "string", default: "" },
        /** Register court and share capital (KRS data; the German Impressum's Registergericht). */
        registerCourt: { type: "string", default: "" },
        shareCapital: { type: "string", default: "" },
        /** Who represents the company (Impressum: Vertretungsberechtigte). */
        representative: { type: "string", default: "" },
        phone: { type: "string", default: "" },
        email: { type: "string", default: "" },
        bankName: { type: "string", default: "" },
        /** IBAN, spaces as the bank prints them. */
        bankAccount: { type: "string", default: "" },
        swift: { type: "string", default: "" },
        /** True while the data is the seed's example and not the real company's. */
        placeholder: { type: "boolean", default: false },
        version: { type: "number", default: 1 },
        updatedAt: { type: "number", default: () => Date.now() },
      },
      indexes: { current: { ...collectionIndex("settings", [] as const, [] as const) } },
    },
    config,
  );
