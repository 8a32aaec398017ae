import { router } from "../../trpc";
import { catalogueRouter } from "./catalogue";
import { accountRouter } from "./account";
import { cartRouter } from "./cart";
import { checkoutRouter } from "./checkout";
import { calculatorRouter, currencyRouter, labelsRouter, tableRouter } from "./pricing";
import { samplesRouter } from "./samples";
import { contentRouter } from "./content";
import { uploadRouter } from "./upload";
import { orderFilesRouter } from "./order-files";

export const shopRouter = router({
  catalogue: catalogueRouter,
  account: accountRouter,
  labels: labelsRouter,
  calculator: calculatorRouter,
  table: tableRouter,
  currency: currencyRouter,
  cart: cartRouter,
  checkout: checkoutRouter,
  samples: samplesRouter,
  content: contentRouter,
  upload: uploadRouter,
  orderFiles: orderFilesRouter,
});
