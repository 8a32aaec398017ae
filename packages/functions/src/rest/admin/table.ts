import type { Permission } from "@printshop/core/permissions";
import type { Method, RestRoute } from "../router";
import { lazyRoutes } from "../lazy";

/**
 * The legacy admin REST routes without their code: method, path and permission, in the order the
 * route table matches them. The route table (compiled once at start) needs these before any
 * request; the handlers, with the admin-only core modules and zod schemas they bring, load on the
 * first admin REST call (./index.ts, a chunk of its own in the Lambda bundle), so the shop's cold
 * start never builds them. packages/functions/test/lazy-admin.test.ts pins this list to ./index.ts.
 */
const table: [Method, string, Permission][] = [
  ["POST", "/admin/users/approve", "administrator"],
  ["POST", "/admin/users/confirm", "administrator"],
  ["POST", "/admin/users/delete", "administrator"],
  ["POST", "/admin/calculator/option-delete", "catalogue"],
  ["POST", "/admin/calculator/option-value-delete", "catalogue"],
  ["POST", "/admin/calculator/api/product-options", "catalogue"],
  ["POST", "/admin/orders/delete", "orders"],
  ["POST", "/admin/orders/change-payment-status", "orders"],
  ["POST", "/admin/orders/change-order-status", "orders"],
  ["GET", "/admin/products/api/list", "catalogue"],
  ["GET", "/admin/products/api/product-attributes/:productId", "catalogue"],
  ["GET", "/admin/products/api/product-attribute-values/:productId", "catalogue"],
  ["POST", "/admin/products/prices/api/list", "catalogue"],
  ["POST", "/admin/products/prices/api/save", "catalogue"],
  ["POST", "/admin/products/prices/api/save-copies/:productId", "catalogue"],
  ["POST", "/admin/products/prices/api/delete", "catalogue"],
  ["POST", "/admin/products/prices/api/change-all", "catalogue"],
  ["POST", "/admin/products/delete", "catalogue"],
  ["POST", "/admin/products/activate", "catalogue"],
  ["POST", "/admin/products/attribute-delete", "catalogue"],
  ["POST", "/admin/products/attribute-value-delete", "catalogue"],
  ["POST", "/admin/products/api/product-attributes", "catalogue"],
  ["GET", "/admin/products/api/sort-list", "catalogue"],
  ["POST", "/admin/products/api/sort-save", "catalogue"],
  ["POST", "/admin/categories/delete", "catalogue"],
  ["GET", "/admin/categories/api/sort-list", "catalogue"],
  ["POST", "/admin/categories/api/sort-save", "catalogue"],
  ["POST", "/admin/cms/delete", "content"],
  ["POST", "/admin/blog/delete", "content"],
  ["POST", "/admin/banner/delete", "content"],
  ["POST", "/admin/banner/activate", "content"],
  ["POST", "/admin/menu/menu-item/delete", "content"],
  ["POST", "/admin/menu/menu-item/activate", "content"],
  ["GET", "/admin/settings/payment/get", "administrator"],
  ["POST", "/admin/settings/payment/get", "administrator"],
  ["POST", "/admin/settings/payment/add", "administrator"],
  ["POST", "/admin/settings/payment/edit", "administrator"],
  ["POST", "/admin/settings/payment/delete", "administrator"],
  ["GET", "/admin/settings/shipping/get", "administrator"],
  ["GET", "/admin/settings/shipping/get-payments", "administrator"],
  ["POST", "/admin/settings/shipping/get", "administrator"],
  ["POST", "/admin/settings/shipping/add", "administrator"],
  ["POST", "/admin/settings/shipping/edit", "administrator"],
  ["POST", "/admin/settings/shipping/delete", "administrator"],
];

/** The admin routes as the route table takes them: each handler loads the real one on first use. */
export const lazyAdminRestRoutes: RestRoute[] = lazyRoutes(table, () =>
  import("./index").then((m) => m.adminRestRoutes),
);
