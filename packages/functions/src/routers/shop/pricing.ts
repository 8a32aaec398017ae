import * as Calculator from "@printshop/core/calculator/shop";
import * as Currency from "@printshop/core/currency/index";
import * as Labels from "@printshop/core/labels/shop";
import * as PriceTable from "@printshop/core/price-table/shop";
import * as z from "zod";
import { publicProcedure, router } from "../../trpc";

/** Quotes are computed by the server from the configuration alone; nothing priced comes from the client. */
export const labelsRouter = router({
  options: publicProcedure.input(Labels.options.schema).query(({ input }) => Labels.options(input)),
  quote: publicProcedure
    .input(Labels.quote.schema)
    .query(({ input, ctx }) => Labels.quote(input, { locale: ctx.locale })),
});

export const calculatorRouter = router({
  get: publicProcedure.input(Calculator.get.schema).query(({ input }) => Calculator.get(input)),
  quote: publicProcedure
    .input(Calculator.quote.schema)
    .query(({ input, ctx }) => Calculator.quote(input, { locale: ctx.locale })),
});

export const tableRouter = router({
  quote: publicProcedure
    .input(PriceTable.quote.schema)
    .query(({ input, ctx }) => PriceTable.quote(input, { locale: ctx.locale })),
  /** The cells the product page needs for a selection and its one-change neighbours (no whole table). */
  prices: publicProcedure
    .input(PriceTable.pricesFor.schema)
    .query(({ input }) => PriceTable.pricesFor(input)),
});

export const currencyRouter = router({
  list: publicProcedure.input(z.void()).query(() => Currency.list()),
});
