import * as Calculator from "@printshop/core/calculator/shop";
import * as Currency from "@printshop/core/currency/index";
import * as PriceTable from "@printshop/core/price-table/shop";
import type { RestRoute } from "./router";

/** An id from the path: digits only, else the schema refuses it as a field error. */
const idParam = (value: string | undefined) =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : value;

export const pricingRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/calculator/api/get-calculator/:calculatorId",
    handler: async ({ params }) => ({
      calculator: await Calculator.get({ calculatorId: idParam(params.calculatorId) as number }),
    }),
  },
  {
    method: "GET",
    path: "/api/product/:productId",
    handler: ({ params }) =>
      PriceTable.attributes({ productId: idParam(params.productId) as number }),
  },
  {
    method: "POST",
    path: "/api/prices/:productId",
    handler: ({ params, body, ctx }) =>
      PriceTable.prices(
        {
          ...(typeof body === "object" && body !== null ? body : {}),
          productId: idParam(params.productId) as number,
        } as never,
        {
          locale: ctx.locale,
        },
      ),
  },
  { method: "GET", path: "/api/currency/list", handler: () => Currency.list() },
];
