import { Company, Payments, Shipping } from "@printshop/core";
import { setup, text, uniq, type Case } from "./admin-audit-content.cases";

/**
 * The audit cases of the settings (payment and shipping methods, the seller's data), spread into
 * admin-audit.test.ts's `cases`. Targets are made by the setup actor, so the entry the test reads
 * (the admin's) is the write's own.
 */
const payment = () => Payments.create({ name: text(uniq("Płatność")), icon: "icon-x" }, setup);
const shipping = () =>
  Shipping.create(
    { name: text(uniq("Dostawa")), icon: "icon-y", price: "10.00", payments: [] },
    setup,
  );

export const settingsCases: Record<string, Case> = {
  "admin.payments.create": async () => ({
    input: { name: text("BLIK"), icon: "icon-blik" },
    action: "payment.create",
    target: { type: "payment" },
    before: null,
    after: { name: text("BLIK"), icon: "icon-blik", fee: "0.00", provider: "none" },
  }),
  "admin.payments.update": async () => {
    const p = await payment();
    return {
      input: {
        id: p.paymentMethodId,
        version: 1,
        name: { ...p.name, de: "Zahlung" },
        icon: "icon-x",
      },
      action: "payment.update",
      target: { type: "payment", id: String(p.paymentMethodId) },
      before: { translations: p.name },
      after: { translations: { ...p.name, de: "Zahlung" } },
    };
  },
  "admin.payments.remove": async () => {
    const p = await payment();
    return {
      input: { id: p.paymentMethodId, version: 1 },
      action: "payment.remove",
      target: { type: "payment", id: String(p.paymentMethodId) },
      before: { active: true },
      after: { active: false },
    };
  },
  "admin.company.update": async () => {
    // The record made (or brought to these values) by the setup actor first: the audited save
    // is the name's change alone.
    const current = await Company.forEdit();
    const base = {
      name: uniq("Drukarnia"),
      street: "ul. Przykładowa 1",
      postcode: "00-001",
      city: "Warszawa",
      country: "PL",
      nip: "5260250274",
      regon: "",
      krs: "",
      registerCourt: "",
      shareCapital: "",
      representative: "",
      phone: "",
      email: "",
      bankName: "",
      bankAccount: "",
      swift: "",
    };
    const saved = await Company.update({ ...base, version: current.version }, setup);
    const name = uniq("Drukarnia");
    return {
      input: { ...base, name, version: saved.version },
      action: "company.update",
      target: { type: "company", id: "current" },
      before: { name: base.name },
      after: { name },
    };
  },
  "admin.shipping.create": async () => ({
    input: {
      name: text("Paczkomat"),
      icon: "icon-box",
      price: "12,5",
      zones: { eu1: "40" },
      payments: [],
    },
    action: "shipping.create",
    target: { type: "shipping" },
    before: null,
    after: {
      name: text("Paczkomat"),
      icon: "icon-box",
      price: "12.50",
      zones: { eu1: "40.00", eu2: "", world: "" },
      packingPrice: "",
      payments: [],
    },
  }),
  "admin.shipping.update": async () => {
    const m = await shipping();
    return {
      input: {
        id: m.shippingMethodId,
        version: 1,
        name: m.name,
        icon: "icon-y",
        price: "15",
        zones: { eu2: "60" },
        payments: [],
      },
      action: "shipping.update",
      target: { type: "shipping", id: String(m.shippingMethodId) },
      before: { price: "10.00", zones: { eu1: "", eu2: "", world: "" } },
      after: { price: "15.00", zones: { eu1: "", eu2: "60.00", world: "" } },
    };
  },
  "admin.shipping.remove": async () => {
    const m = await shipping();
    return {
      input: { id: m.shippingMethodId, version: 1 },
      action: "shipping.remove",
      target: { type: "shipping", id: String(m.shippingMethodId) },
      before: { name: m.name, price: "10.00" },
      after: null,
    };
  },
};
