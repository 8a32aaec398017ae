import { describe, expect, it } from "vitest";
import { I18n } from "@printshop/ui";
import appPl from "../../locales/pl/app.json";
import appEn from "../../locales/en/app.json";
import appDe from "../../locales/de/app.json";
import ordersPl from "../orders/locales/pl.json";
import ordersEn from "../orders/locales/en.json";
import ordersDe from "../orders/locales/de.json";
import pl from "./locales/pl.json";
import en from "./locales/en.json";
import de from "./locales/de.json";
import { describeEntry, humanize, valueText, type DescribedEntry, type Texts } from "./describe";

const i18n = new I18n(
  {
    pl: { app: appPl, orders: ordersPl, audit: pl },
    en: { app: appEn, orders: ordersEn, audit: en },
    de: { app: appDe, orders: ordersDe, audit: de },
  },
  "en",
);
const texts = (lang: string): Texts => {
  const t = i18n.getFixedT(lang);
  return { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k, { lng: lang }), lang };
};

const roleChange: DescribedEntry = {
  at: "2026-11-27T08:05:00.000Z",
  actor: { id: "9f1c0b1e-0000-4000-8000-000000000001", email: "anna@shop.pl", name: "Anna Nowak" },
  action: "user.setRole",
  target: { type: "user", id: "5b2d-uuid", title: "Jan Kowalski" },
  before: { role: "customer", version: 1 },
  after: { role: "content", version: 2 },
};

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();

describe("the audit describer", () => {
  it("has every text in pl, en and de", () => {
    expect(keys(en)).toEqual(keys(pl));
    expect(keys(de)).toEqual(keys(pl));
  });

  it("reads a role change as a sentence: action, person by name, subject by title, roles by name, Warsaw time", () => {
    const d = describeEntry(roleChange, texts("en"));
    expect(d.sentence).toBe("Role changed — Jan Kowalski (by Anna Nowak)");
    // 08:05 UTC is 09:05 in Warsaw in November.
    expect(d.when).toBe("27/11/2026, 09:05:00");
    expect(d.changes).toEqual([
      { field: "role", label: "Role", before: "customer", after: "content" },
    ]);
    const p = describeEntry(roleChange, texts("pl"));
    expect(p.sentence).toBe("Zmiana roli — Jan Kowalski (osoba: Anna Nowak)");
    expect(p.when).toBe("27.11.2026, 09:05:00");
    expect(describeEntry(roleChange, texts("de")).action).toBe("Rolle geändert");
  });

  it("formats epoch milliseconds, ISO moments and days as dates, never as numbers", () => {
    const x = texts("en");
    expect(valueText("approvedAt", 1795693109072, x)).toBe("26/11/2026, 12:38:29");
    expect(valueText("publishedAt", "2026-07-01T10:00:00Z", x)).toBe("01/07/2026, 12:00:00");
    expect(valueText("dispatch", "2026-12-01", texts("de"))).toBe("01.12.2026");
    // A number that is not a moment stays a number.
    expect(valueText("sort", 1795693109072, x)).toBe("1,795,693,109,072");
  });

  it("formats money: an amount with its currency, and a price field's decimal string", () => {
    expect(valueText("amount", "12.30 PLN", texts("pl"))).toBe("12,30 zł");
    expect(valueText("amount", "1234.5 EUR", texts("en"))).toBe("1,234.50 €");
    expect(valueText("net", "99.9", texts("de"))).toBe("99,90 zł");
  });

  it("names statuses, booleans and translated texts in the admin's language, Polish marked as the fallback", () => {
    const x = texts("en");
    expect(valueText("status", "in_production", x)).toBe("In production");
    expect(valueText("paymentStatus", "paid", texts("pl"))).toBe(
      (ordersPl as { payment: { paid: string } }).payment.paid,
    );
    expect(valueText("active", false, x)).toBe("no");
    expect(valueText("title", { pl: "Ulotki", en: "Flyers", de: "Flyer" }, texts("de"))).toBe(
      "Flyer",
    );
    expect(valueText("title", { pl: "Ulotki", en: "", de: "" }, x)).toBe("Ulotki (Polish)");
    expect(valueText("body", { pl: "<p>Witaj <b>świecie</b></p>" }, texts("pl"))).toBe(
      "Witaj świecie",
    );
  });

  it("shows objects and lists as labelled words, never raw JSON", () => {
    const x = texts("en");
    const text = valueText(
      "parcels",
      [
        { carrier: "inpost", number: "123" },
        { carrier: "dpd", number: "456" },
      ],
      x,
    );
    expect(text).toBe("Carrier: inpost; Number: 123, Carrier: dpd; Number: 456");
    expect(text).not.toMatch(/[{}"]/);
  });

  it("reads an unknown action as a generic line, and a record without title by its kind and number", () => {
    const d = describeEntry(
      {
        at: 1795693109072,
        actor: { email: "script@example.com" },
        action: "widget.frobnicate",
        target: { type: "widget", id: "42" },
        before: null,
        after: { colourMode: "cmyk" },
      },
      texts("en"),
    );
    expect(d.action).toBe("Change: Widget (Frobnicate)");
    expect(d.subject).toBe("Widget no. 42");
    expect(d.actor).toBe("script@example.com");
    expect(d.changes).toEqual([
      { field: "colourMode", label: "Colour mode", before: "—", after: "cmyk" },
    ]);
  });

  it("names a generic verb by the record's kind, and a removal's fields as removed", () => {
    const d = describeEntry(
      {
        at: "2026-11-27T08:05:00.000Z",
        actor: { id: "a", email: "a@b.pl", name: "Anna" },
        action: "banner.remove",
        target: { type: "banner", id: "7" },
        before: { caption: { pl: "Promocja", en: "Sale" } },
        after: null,
      },
      texts("en"),
    );
    expect(d.action).toBe("Deleted: banner");
    expect(d.subject).toBe("banner no. 7");
    expect(d.changes).toEqual([
      { field: "caption", label: "Caption", before: "Sale", after: "deleted" },
    ]);
  });

  it("humanizes a field name it has no label for", () => {
    expect(humanize("secondFactorResetAt")).toBe("Second factor reset at");
    expect(humanize("ksef_status")).toBe("Ksef status");
  });
});
