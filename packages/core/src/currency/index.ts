import { db } from "../dynamo/db";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";

export interface CurrencyInfo {
  code: string;
  sign: string;
  /** PLN per one unit, as a number with the stored decimal's digits (4.2537). */
  rate: number;
}

const cache = new TtlCache<"all", Record<string, CurrencyInfo>>("currencies", DEFINITION_TTL_MS, 1);

/** The currencies keyed by code (one Query when cold). */
export function list(): Promise<Record<string, CurrencyInfo>> {
  return cache.get("all", async () => {
    const { data } = await db().entities.currency.query.byCode({}).go({ pages: "all" });
    const out: Record<string, CurrencyInfo> = {};
    for (const c of data.sort((a, b) =>
      a.code === "PLN" ? -1 : b.code === "PLN" ? 1 : a.code.localeCompare(b.code),
    )) {
      out[c.code] = { code: c.code, sign: c.sign, rate: Number(c.rate) };
    }
    return out;
  });
}
