import { useTranslation } from "@printshop/ui";
import { useId } from "react";
import { destinationOf } from "@printshop/core/account/person-constants";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { CountrySelect, useCountryNames } from "../../components/CountrySelect";
import { useOrderMoney } from "./useOrderMoney";
import { useDraft, type Draft } from "./draft";
import "./texts";

/** The destination of a draft: its delivery country, or the billing one without a separate address. */
export const destinationOfDraft = (draft: Draft) => destinationOf(draft.customer);

/** The methods query's input for a draft: only those that deliver to its destination, priced there. */
export const optionsInput = (draft: Draft) => ({ country: destinationOfDraft(draft) });

/** The draft's change that sends the goods to `country` (the address field the destination comes from). */
export const toCountry = (draft: Draft, country: string): Partial<Draft> => ({
  customer: {
    ...draft.customer,
    [draft.customer.differentDeliveryAddress ? "deliveryCountry" : "billingCountry"]: country,
  },
});

/**
 * Where the parcel goes, chosen before the shipping method (issue 28, fault 4): the methods and
 * their prices follow it; the details step's address starts from it.
 */
export function DestinationChoice({
  draft,
  update,
}: {
  draft: Draft;
  update: (change: Partial<Draft>) => void;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const id = useId();
  return (
    <div className="form-field destination-choice">
      <label htmlFor={id}>{t("destination.label")}</label>
      <CountrySelect
        id={id}
        value={destinationOfDraft(draft)}
        locale={locale}
        autoComplete="off"
        onChange={(code) => update(toCountry(draft, code))}
      />
    </div>
  );
}

/**
 * What delivery costs to the draft's destination, per method, before anything is ordered (the
 * cart): net prices from the settings for the destination's zone, in the cart's currency.
 */
export function DeliveryPrices({ draft }: { draft: Draft }) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const money = useOrderMoney();
  const { name } = useCountryNames(locale);
  const options = trpc.shop.checkout.options.useQuery(optionsInput(draft));
  const country = name(destinationOfDraft(draft));
  if (!options.data) return null;
  return (
    <div className="delivery-prices" data-testid="delivery-prices">
      <p>{t("destination.pricesTo", { country })}</p>
      {options.data.shipping.length === 0 ? (
        <p className="hint" data-testid="delivery-none">
          {t("destination.none", { country })}
        </p>
      ) : (
        <ul>
          {options.data.shipping.map((s) => (
            <li key={s.id} data-testid={`delivery-price-${s.id}`}>
              <span>{s.title}</span>{" "}
              <span className="money">
                {money(s.price)} {t("payment.net")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The cart's delivery block: where to, and what each method costs there (the checkout's draft keeps the choice). */
export function CartDelivery() {
  const { t } = useTranslation("checkout");
  const { draft, update } = useDraft();
  return (
    <section className="cart-delivery" aria-label={t("destination.title")}>
      <h2>{t("destination.title")}</h2>
      <DestinationChoice draft={draft} update={update} />
      <DeliveryPrices draft={draft} />
    </section>
  );
}
