import * as Dashboard from "@printshop/core/dashboard/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.dashboard.get: the admin's home. Permission `orders` (administrators and the orders role):
 * what it shows is orders, payments and invoices, all of that area; catalogue and content staff
 * land on their own sections instead.
 */
export const dashboardRouter = router({
  get: adminProcedure("orders")
    .input(Dashboard.get.schema)
    .query(({ input }) => Dashboard.get(input)),
});
