import type { PricedLine } from "../cart/price";
import type { LineConfig } from "../cart/line-config";
import { now } from "./clock";
import { holdsAt } from "./validity";
import { load } from "./load";

/**
 * Whether an offer's price holds for a line the server has just priced as of today: the offer
 * (loaded by the id the client named: only a reference) must be for the very same configuration,
 * run and VAT rate, the cart must show the offer's currency, and today (Europe/Warsaw) must be on
 * or before its last valid day. Then the line takes the offer's price of its mode and carries the
 * offer's id; past the validity it keeps today's price and the caller says so; for another
 * configuration (the shopper changed something) the offer has nothing to say.
 */
export type Hold = { state: "held" | "expired"; number: string; validUntil: string } | null;

/** A value with its object keys sorted, so two equal configurations print equal. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
}

/** The configuration as compared: the page's language is not part of what is printed. */
export function configKey(config: LineConfig): string {
  if (config.kind !== "label") return JSON.stringify(sorted(config));
  const { locale: _locale, ...input } = config.input as Record<string, unknown>;
  return JSON.stringify(sorted({ ...config, input }));
}

export async function holdLine(
  offerId: string | undefined,
  priced: PricedLine,
  currency: string,
  at: number = now(),
): Promise<{ priced: PricedLine & { offerId?: string }; hold: Hold }> {
  if (!offerId) return { priced, hold: null };
  const offer = await load(offerId).catch(() => null);
  if (
    !offer ||
    offer.currency !== currency ||
    offer.vat !== priced.vat ||
    configKey(offer.config) !== configKey(priced.config)
  )
    return { priced, hold: null };
  const about = { number: offer.number, validUntil: offer.validUntil };
  if (!holdsAt(offer.validUntil, at)) return { priced, hold: { state: "expired", ...about } };
  const quoted = offer.modes[priced.mode];
  return {
    priced: {
      ...priced,
      netGrosze: quoted.netGrosze,
      discountGrosze: quoted.discountGrosze,
      offerId: offer.offerId,
    },
    hold: { state: "held", ...about },
  };
}
