import { Samples } from "@printshop/core";
import type { RestRoute } from "./router";

/**
 * POST `{locale}/api/calculator/order` (the seed's sample request). The seed calls the company
 * `name`; both spellings are accepted. The locale comes from the path prefix.
 */
const handler: RestRoute["handler"] = ({ body, ctx }) => {
  const b = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const input = { ...b, company: b.company ?? b.name };
  delete (input as Record<string, unknown>).name;
  return Samples.order(input as Samples.SampleRequestInput, { locale: ctx.locale, ip: ctx.clientIp });
};

export const samplesRoutes: RestRoute[] = ["", "/en", "/de"].map((prefix) => ({ method: "POST", path: `${prefix}/api/calculator/order`, handler }));
