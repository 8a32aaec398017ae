import { RateSourceError, type OfficialRate, type RateSource } from "./port";

/**
 * NBP's public Web API (https://api.nbp.pl): table A's average rate of a currency on a day,
 * `GET {base}/exchangerates/rates/a/{code}/{YYYY-MM-DD}/?format=json`. Answers:
 * 200 `{ table: "A", currency, code, rates: [{ no, effectiveDate, mid }] }`;
 * 404 `404 NotFound - Not Found - Brak danych` on a day without a table (weekends, holidays);
 * 400 `400 BadRequest - ...` for a date it will not answer (future, malformed).
 */
const TIMEOUT_MS = 5_000;
const MAX_BODY = 16_384;
const CODE = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TABLE_NO = /^\d{1,3}\/A\/NBP\/\d{4}$/;

export function nbpSource(baseUrl: string, fetchImpl: typeof fetch = fetch): RateSource {
  const base = baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl;
  return {
    async rateOn(currency, date): Promise<OfficialRate | null> {
      if (!CODE.test(currency) || !DAY.test(date))
        throw new RateSourceError(`bad request ${currency} ${date}`);
      const url = `${base}/exchangerates/rates/a/${currency.toLowerCase()}/${date}/?format=json`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new RateSourceError(`NBP unreachable: ${String(error)}`);
      }
      const text = (await response.text()).slice(0, MAX_BODY);
      if (response.status === 404) return null;
      if (response.status !== 200)
        throw new RateSourceError(`NBP ${response.status}: ${text.slice(0, 200)}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new RateSourceError("NBP answered something that is not JSON");
      }
      const b = body as {
        table?: unknown;
        code?: unknown;
        rates?: { no?: unknown; effectiveDate?: unknown; mid?: unknown }[];
      };
      const r = Array.isArray(b.rates) && b.rates.length === 1 ? b.rates[0] : undefined;
      const mid = typeof r?.mid === "number" ? String(r.mid) : "";
      if (
        b.table !== "A" ||
        b.code !== currency ||
        !r ||
        typeof r.no !== "string" ||
        !TABLE_NO.test(r.no) ||
        r.effectiveDate !== date ||
        !/^\d{1,4}(?:\.\d{1,6})?$/.test(mid)
      )
        throw new RateSourceError("NBP answered an unexpected shape");
      return { currency, rate: mid, table: r.no, date };
    },
  };
}

/**
 * The source the shop uses: NBP_API_URL when set; NBP's public API in AWS (the Lambda can reach
 * it); none locally, where rates are entered by hand in the admin.
 */
export function configuredSource(): RateSource | null {
  const url =
    process.env.NBP_API_URL ??
    (process.env.AWS_LAMBDA_FUNCTION_NAME ? "https://api.nbp.pl/api" : undefined);
  return url ? nbpSource(url) : null;
}
