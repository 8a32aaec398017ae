import * as PriceTable from "@printshop/core/price-table/index";
import * as z from "zod";
import { actorOf } from "../../auth/guard";
import type { RestRequest, RestRoute } from "../router";

/**
 * The seed's price-screen paths (admin seed section 7) with its payloads, over the same core
 * functions as `admin.prices.*` (permission `catalogue`). The combination travels as value ids
 * joined by commas; `change-all` answers `true` on success.
 */
const actor = (r: RestRequest) => actorOf(r.session!);
const productId = (r: RestRequest) => z.coerce.number().int().positive().parse(r.params.productId);
const L = PriceTable.Legacy;

export const adminPriceRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/admin/products/api/list",
    permission: "catalogue",
    handler: () => L.productList(),
  },
  {
    method: "GET",
    path: "/admin/products/api/product-attributes/:productId",
    permission: "catalogue",
    handler: (r) => L.productAttributes(productId(r)),
  },
  {
    method: "GET",
    path: "/admin/products/api/product-attribute-values/:productId",
    permission: "catalogue",
    handler: (r) => L.productAttributeValues(productId(r)),
  },
  {
    method: "POST",
    path: "/admin/products/prices/api/list",
    permission: "catalogue",
    handler: (r) => L.list(r.body),
  },
  {
    method: "POST",
    path: "/admin/products/prices/api/save",
    permission: "catalogue",
    handler: (r) => L.save(r.body, actor(r)),
  },
  {
    method: "POST",
    path: "/admin/products/prices/api/save-copies/:productId",
    permission: "catalogue",
    handler: (r) => L.saveCopies(productId(r), r.body, actor(r)),
  },
  {
    method: "POST",
    path: "/admin/products/prices/api/delete",
    permission: "catalogue",
    handler: (r) => L.remove(r.body, actor(r)),
  },
  {
    method: "POST",
    path: "/admin/products/prices/api/change-all",
    permission: "catalogue",
    handler: (r) => L.changeAll(r.body, actor(r)),
  },
];
