import { describe, expect, it } from "vitest";
import { statusChange } from "./status-change";
import { emailMessages } from "./messages";
import { linkToken } from "../upload/order-link";
import type { OrderForEmail } from "./templates";

/**
 * The status e-mails (issue 27 fault 6): one proper e-mail per change, in the order's language —
 * a greeting, the order's number, the new state in words and what it means, where to see the
 * order (a customer's account; a guest's signed order page while its link is valid).
 */
const placed = Date.parse("2026-11-20T09:00:00Z");
const guestOrder: OrderForEmail = {
  number: "20261120-7KQ2M",
  createdAt: placed,
  locale: "en",
  currency: "PLN",
  rate: "1",
  noVat: false,
  lines: [],
  totals: {},
  orderId: "ord-1",
  linkKey: "k".repeat(43),
  customer: { firstName: "Ola" },
};
const origin = "https://shop.example";
const soon = placed + 3 * 86_400_000;

describe("status e-mails", () => {
  it("greet the buyer by name, name the order and its new status in words, and say what it means", () => {
    const m = statusChange(
      guestOrder,
      { field: "status", to: "in_production" },
      { origin, now: soon },
    );
    expect(m.subject).toBe("Order 20261120-7KQ2M: in production");
    const paragraphs = m.text.split("\n\n");
    expect(paragraphs[0]).toBe("Hello Ola,");
    expect(paragraphs[1]).toBe("The status of your order 20261120-7KQ2M is now: in production.");
    expect(paragraphs[2]).toBe("Your order is in production.");
    expect(m.html).toContain("Hello Ola,");
  });

  it("a payment change reads as words, not 'payment paid'", () => {
    const m = statusChange(
      { ...guestOrder, locale: "pl" },
      { field: "paymentStatus", to: "paid" },
      { origin, now: soon },
    );
    expect(m.subject).toBe("Zamówienie 20261120-7KQ2M: płatność otrzymana");
    expect(m.text).toContain("Dzień dobry, Ola,");
    expect(m.text).toContain("Dziękujemy, otrzymaliśmy płatność.");
    expect(m.text).not.toMatch(/płatność opłacone|payment paid/);
    const de = statusChange(
      { ...guestOrder, locale: "de", customer: null },
      { field: "paymentStatus", to: "refunded" },
      { origin, now: soon },
    );
    expect(de.subject).toBe("Bestellung 20261120-7KQ2M: Zahlung erstattet");
    expect(de.text.startsWith("Guten Tag,\n\n")).toBe(true);
    expect(de.text).toContain("vollständig erstattet");
  });

  it("links a guest to the order's signed page while the link is valid, a customer to the account", () => {
    const token = linkToken({ orderId: "ord-1", linkKey: guestOrder.linkKey!, createdAt: placed })!;
    const guest = statusChange(
      guestOrder,
      { field: "status", to: "shipped" },
      { origin, now: soon },
    );
    expect(guest.text).toContain("on the order's page");
    expect(guest.text).toContain(token);
    expect(guest.html).toContain(`<a href="`);
    // 30 days after the order was placed the link has expired: none is sent.
    const late = statusChange(
      guestOrder,
      { field: "status", to: "completed" },
      { origin, now: placed + 31 * 86_400_000 },
    );
    expect(late.text).not.toContain(token);
    const customer = statusChange(
      { ...guestOrder, customerId: "u1", locale: "de" },
      { field: "status", to: "completed" },
      { origin, now: soon },
    );
    expect(customer.text).toContain("https://shop.example/de/account");
    expect(customer.text).not.toContain(token);
  });

  it.each(["pl", "en", "de"] as const)(
    "every order and payment status in %s has its own words and no key leaks",
    (locale) => {
      const statuses = [
        "new",
        "awaiting_files",
        "in_production",
        "shipped",
        "completed",
        "cancelled",
      ];
      const payments = ["awaiting", "paid", "cancelled", "partially_refunded", "refunded"];
      const texts = new Set<string>();
      for (const [field, list] of [
        ["status", statuses],
        ["paymentStatus", payments],
      ] as const)
        for (const to of list) {
          const m = statusChange({ ...guestOrder, locale }, { field, to }, { origin, now: soon });
          expect(m.text).not.toMatch(/email\.|order\.(?:status|payment)\.|\{/);
          expect(m.subject).not.toMatch(/email\.|\{/);
          texts.add(m.text.split("\n\n")[2]!);
        }
      expect(texts.size).toBe(statuses.length + payments.length);
      expect(Object.keys(emailMessages[locale]).sort()).toEqual(
        Object.keys(emailMessages.pl).sort(),
      );
    },
  );
});
