import * as Samples from "@printshop/core/samples/index";
import type { RestRoute } from "./router";

/**
 * POST `{locale}/api/calculator/order` (the seed's sample request), accepted as the seed writes it:
 * `name` is the company, and without a `postcode` the `city` holds "postcode city" (the seed's one
 * "city/postcode" field), which is split here. The locale comes from the path prefix.
 */
const POSTCODE_CITY = /^\s*(\d{2}-\d{3}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})[\s,]+(.+?)\s*$/i;
const CITY_POSTCODE = /^\s*(.+?)[\s,]+(\d{2}-\d{3}|\d{4,5})\s*$/;

const handler: RestRoute["handler"] = ({ body, ctx }) => {
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const input: Record<string, unknown> = { ...b, company: b.company ?? b.name };
  delete input.name;
  if ((input.postcode === undefined || input.postcode === "") && typeof input.city === "string") {
    const a = POSTCODE_CITY.exec(input.city);
    const c = a ? null : CITY_POSTCODE.exec(input.city);
    if (a) Object.assign(input, { postcode: a[1], city: a[2] });
    else if (c) Object.assign(input, { postcode: c[2], city: c[1] });
  }
  return Samples.order(input as Samples.SampleRequestInput, { locale: ctx.locale, ip: ctx.clientIp });
};

export const samplesRoutes: RestRoute[] = ["", "/en", "/de"].map((prefix) => ({ method: "POST", path: `${prefix}/api/calculator/order`, handler }));
