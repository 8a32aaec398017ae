import { lazy } from "@trpc/server";
import { catalogueRouter } from "./catalogue";
import { calculatorRouter, currencyRouter, labelsRouter, tableRouter } from "./pricing";

/**
 * The shop's procedures, as a record the root router steps into (not a router of its own: tRPC
 * registers a lazy entry only where the root's `router()` meets it, and drops the ones of a nested
 * built router). The catalogue and the quotes, which a cold start most often answers, load with
 * the handler; the other groups, with the core modules and zod schemas they bring (account,
 * checkout, e-mail, uploads, ...), load on their first call (tRPC's `lazy`; in the Lambda bundle,
 * chunks of their own: packages/functions/test/lazy-load.test.ts).
 */
export const shopRecord = {
  catalogue: catalogueRouter,
  labels: labelsRouter,
  calculator: calculatorRouter,
  table: tableRouter,
  currency: currencyRouter,
  account: lazy(() => import("./account").then((m) => m.accountRouter)),
  cart: lazy(() => import("./cart").then((m) => m.cartRouter)),
  checkout: lazy(() => import("./checkout").then((m) => m.checkoutRouter)),
  samples: lazy(() => import("./samples").then((m) => m.samplesRouter)),
  content: lazy(() => import("./content").then((m) => m.contentRouter)),
  upload: lazy(() => import("./upload").then((m) => m.uploadRouter)),
  orderFiles: lazy(() => import("./order-files").then((m) => m.orderFilesRouter)),
  /** The customer's pro forma for a transfer (issue 30). */
  invoices: lazy(() => import("./invoices").then((m) => m.invoicesRouter)),
  /** Proof approval on the account's and the guest's order pages (issue 31). */
  proofs: lazy(() => import("./proofs").then((m) => m.proofsRouter)),
  /** Numbered PDF offers whose prices hold 14 days (issue 31 item 3). */
  offers: lazy(() => import("./offers").then((m) => m.offersRouter)),
  /** The customer's own data: export and deletion, confirmed by e-mail (issue 31 item 6). */
  ownData: lazy(() => import("./own-data").then((m) => m.ownDataRouter)),
};
