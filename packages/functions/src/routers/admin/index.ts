import * as Account from "@printshop/core/account/index";
import { permissionsOf } from "@printshop/core/permissions";
import * as z from "zod";
import { adminProcedure, router } from "../../trpc";
import { usersRouter } from "./users";
import { auditRouter } from "./audit";
import { accessRouter } from "./access";
import { profileRouter } from "./profile";
import { secondFactorRouter } from "./second-factor";
import { imagesRouter } from "./images";
import { categoriesRouter } from "./categories";
import { pagesRouter } from "./pages";
import { postsRouter } from "./posts";
import { bannersRouter } from "./banners";
import { menuRouter } from "./menu";
import { paymentsRouter } from "./payments";
import { shippingRouter } from "./shipping";
import { companyRouter } from "./company";
import { calculatorsRouter } from "./calculators";
import { labelsRouter } from "./labels";
import { ordersRouter } from "./orders";
import { bankRouter } from "./bank";
import { invoicesRouter } from "./invoices";
import { invoiceActionsRouter } from "./invoice-actions";
import { invoiceSettingsRouter } from "./invoice-settings";
import { proofSettingsRouter, proofsRouter } from "./proofs";
import { samplesRouter } from "./samples";
import { outboxRouter } from "./outbox";
import { pricesRouter } from "./prices";
import { attributesRouter, productsRouter } from "./products";
import { customersRouter } from "./customers";
import { dashboardRouter } from "./dashboard";
import { productionRouter } from "./production";
import { searchProcedure } from "./search";

/**
 * The admin API (docs/spec/admin-api.md). Every procedure is `adminProcedure(permission)`: one
 * line naming the permission, the input schema (core's, kept on the fn), the core call.
 * test/admin-matrix.test.ts enumerates them all × every role; test/admin-audit.test.ts checks
 * the audit entry of every mutation.
 */
export const adminRouter = router({
  /** Who is signed in at /admin, and what they may open (the SPA's sidebar). */
  me: adminProcedure("backOffice")
    .input(z.void())
    .query(async ({ ctx }) => {
      const me = await Account.get(ctx.session.userId);
      return {
        userId: me.userId,
        email: me.email,
        role: me.role,
        permissions: permissionsOf(me.role),
      };
    }),
  users: usersRouter,
  audit: auditRouter,
  /** The security log (the Access log screen). */
  access: accessRouter,
  /** The signed-in staff member's own sessions. */
  profile: profileRouter,
  /** The signed-in staff member's own second factor (also the sign-in's second step). */
  secondFactor: secondFactorRouter,
  images: imagesRouter,
  categories: categoriesRouter,
  pages: pagesRouter,
  posts: postsRouter,
  banners: bannersRouter,
  menu: menuRouter,
  payments: paymentsRouter,
  shipping: shippingRouter,
  /** The seller's data (footer, legal pages, transfer details, e-mails, invoices). */
  company: companyRouter,
  calculators: calculatorsRouter,
  labels: labelsRouter,
  orders: ordersRouter,
  /** Bank statements matched to orders awaiting a transfer (permission `orders`). */
  bank: bankRouter,
  /** An order's invoices; the NBP rate entered by hand. */
  invoices: router({ ...invoicesRouter._def.record, ...invoiceActionsRouter._def.record }),
  /** Settings → KSeF: the KSeF environment, invoices on dispatch or on payment (administrator). */
  invoiceSettings: invoiceSettingsRouter,
  /** Free-sample requests from the label calculator, newest first; mark one sent. */
  samples: samplesRouter,
  /** Every e-mail stored and sent (administrators). */
  outbox: outboxRouter,
  prices: pricesRouter,
  products: productsRouter,
  attributes: attributesRouter,
  /** Customers (registered and guests by e-mail) from their aggregates; a note per customer. */
  customers: customersRouter,
  /** The admin's home: what needs attention, the set-up checklist, the figures. */
  dashboard: dashboardRouter,
  /** The print floor's queue, marking lines printed, job tickets (permission `orders`). */
  production: productionRouter,
  /** The header's search box: orders, products, pages, as the role may open them. */
  search: searchProcedure,
  /** An order's proofs: attach one per line, see the customer's answers (permission `orders`). */
  proofs: proofsRouter,
  /** Settings → Proofs: which product kinds need approval (administrator). */
  proofSettings: proofSettingsRouter,
});
