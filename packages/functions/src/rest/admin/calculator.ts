import * as Calculator from "@printshop/core/calculator/admin";
import { actorOf } from "../../auth/guard";
import type { RestRequest, RestRoute } from "../router";

/**
 * The seed's legacy calculator paths (section 7) over the same core calls as admin.calculators.*:
 * `{id}` of an option or a value to delete (the seed sends no version: the shim writes against the
 * version it read, so a save in between is still `conflict.stale`, and a removal that would leave
 * the equation without a price is refused like any other save), and `{id}` of a product whose
 * calculator options to answer.
 */
const actor = (r: RestRequest) => actorOf(r.session!);

export const adminCalculatorRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/admin/calculator/option-delete",
    permission: "catalogue",
    handler: (r) => Calculator.removeOptionById(r.body as never, actor(r), r.ctx.locale),
  },
  {
    method: "POST",
    path: "/admin/calculator/option-value-delete",
    permission: "catalogue",
    handler: (r) => Calculator.removeValueById(r.body as never, actor(r), r.ctx.locale),
  },
  {
    method: "POST",
    path: "/admin/calculator/api/product-options",
    permission: "catalogue",
    handler: (r) => Calculator.productOptions(r.body as never),
  },
];
