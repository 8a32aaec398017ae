import { router } from "../../trpc";
import { catalogueRouter } from "./catalogue";
import { calculatorRouter, currencyRouter, labelsRouter, tableRouter } from "./pricing";

export const shopRouter = router({
  catalogue: catalogueRouter,
  labels: labelsRouter,
  calculator: calculatorRouter,
  table: tableRouter,
  currency: currencyRouter,
});
