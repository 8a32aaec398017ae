import * as Samples from "@printshop/core/samples/index";
import { splitPostcodeCity } from "@printshop/core/samples/address";
import type { RestRoute } from "./router";

/**
 * POST `{locale}/api/calculator/order` (the seed's sample request), accepted as the seed writes it:
 * `name` is the company, and without a `postcode` the `city` holds "postcode city" (the seed's one
 * "city/postcode" field), which is split here without a backtracking pattern (a bounded text,
 * `samples/address.ts`). The locale comes from the path prefix.
 */

const handler: RestRoute["handler"] = ({ body, ctx }) => {
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const input: Record<string, unknown> = { ...b, company: b.company ?? b.name };
  delete input.name;
  if ((input.postcode === undefined || input.postcode === "") && typeof input.city === "string") {
    const split = splitPostcodeCity(input.city);
    if (split) Object.assign(input, split);
  }
  return Samples.order(input, { locale: ctx.locale, ip: ctx.clientIp });
};

export const samplesRoutes: RestRoute[] = ["", "/en", "/de"].map((prefix) => ({
  method: "POST",
  path: `${prefix}/api/calculator/order`,
  handler,
}));
