import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestTable } from "../../../test/db";
import { db } from "./dynamo/db";
import { demoCatalogue, load } from "./seed/index";
import {
  Account,
  Banner,
  Calculator,
  Cart,
  Category,
  Company,
  Labels,
  Menu,
  Order,
  Pages,
  Payments,
  Posts,
  PriceTable,
  Product,
  Shipping,
  User,
} from "./index";

/**
 * Every aggregate's module exports the zod schema of what it answers (`Info`), so the SPAs and the
 * routers describe it from the same place. Each is checked against a real answer on the seeded
 * catalogue where one is one call away.
 */
const aggregates = {
  Account,
  Banner,
  Calculator,
  Cart,
  Category,
  Company,
  Labels,
  Menu,
  Order,
  Pages,
  Payments,
  Posts,
  PriceTable,
  Product,
  Shipping,
  User,
};

describe("aggregate Info schemas", () => {
  it("every aggregate module exports Info as a zod schema", () => {
    const missing = Object.entries(aggregates)
      .filter(([, m]) => !((m as { Info?: unknown }).Info instanceof z.ZodType))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    expect(Object.keys(aggregates)).toHaveLength(16);
  });

  describe("on the demo catalogue", () => {
    const data = demoCatalogue();
    beforeAll(async () => {
      await useTestTable("info");
      await load();
    });

    it("describes what each get answers", async () => {
      const calculatorId = data.calculators[0]!.id;
      expect(Calculator.Info.parse(await Calculator.getDraft({ calculatorId })).calculatorId).toBe(
        calculatorId,
      );
      expect(Labels.Info.parse(await Labels.settingsWithReferences({})).settings.webWidth).toBe(
        data.labelPricing.webWidth,
      );
      const categoryId = data.categories[0]!.id;
      expect(Category.Info.parse(await Category.get({ id: categoryId })).categoryId).toBe(
        categoryId,
      );
      expect(Banner.Info.parse(await Banner.get({ id: data.banners[0]!.id })).bannerId).toBe(
        data.banners[0]!.id,
      );
      expect(Menu.Info.parse(await Menu.get({ id: data.menu[0]!.id })).menuItemId).toBe(
        data.menu[0]!.id,
      );
      expect(
        Payments.Info.parse(await Payments.get({ id: data.paymentMethods[0]!.id })).paymentMethodId,
      ).toBe(data.paymentMethods[0]!.id);
      expect(
        Shipping.Info.parse(await Shipping.get({ id: data.shippingMethods[0]!.id }))
          .shippingMethodId,
      ).toBe(data.shippingMethods[0]!.id);
      const price = data.prices[0]!;
      const table = PriceTable.Info.parse(
        await PriceTable.get({ productId: price.productId, combination: price.combination }),
      );
      expect(table.cells.some((c) => c.copy === price.copy)).toBe(true);
    });

    it("describes a cart with a line and a stored order", async () => {
      const input = {
        width: 50,
        height: 40,
        quantity: 500,
        material: 1,
        print: 1,
        enrichment: 1,
        application: 0,
        diameter: 76,
        gap: 4,
        winding: 1,
      };
      await Cart.add({ config: { kind: "label", input }, mode: "standard" }, "info-cart", {
        locale: "pl",
      });
      const cart = Cart.Info.parse(await Cart.load("info-cart"));
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]!.config).toMatchObject({
        kind: "label",
        input: { width: 50, height: 40, quantity: 500, material: 1 },
      });

      const line = cart.lines[0]!;
      const order = {
        orderId: "info-order",
        number: "20261123-INFO",
        cartId: "info-cart",
        locale: "pl",
        currency: "PLN",
        rate: "1",
        noVat: false,
        lines: [
          {
            id: line.id,
            kind: line.kind,
            productId: line.productId,
            title: line.title,
            params: line.params,
            config: line.config,
            mode: line.mode,
            quantity: line.quantity,
            vat: line.vat,
            days: line.days,
            comment: null,
            net: "10.00",
            gross: "12.30",
          },
        ],
        totals: { net: "10.00", gross: "12.30", toPayGross: "12.30" },
        paymentMethodId: 1,
        shippingMethodId: 1,
        customer: { email: "info@example.com", firstName: "Anna", type: 2 as const },
        paymentStatus: "awaiting" as const,
        status: "new" as const,
        createdAt: 1_700_000_000_000,
      };
      await db().entities.order.create(order).go();
      expect(Order.Info.parse(await Order.get("info-order"))).toMatchObject({
        orderId: "info-order",
        lines: [{ id: line.id, config: line.config }],
      });
    });
  });
});
