import { useTranslation } from "@printshop/ui";
import "./parcelTexts";

export interface ParcelItem {
  carrier: string;
  /** The carrier's brand; null for a carrier the shop has no tracking page of ("other"). */
  carrierName: string | null;
  number: string;
  /** The carrier's public tracking page of this parcel (the server builds it), or null. */
  url: string | null;
}

/**
 * The parcels the order was shipped in (the account's order page, a guest's order link): each
 * with the carrier's tracking page, opened in a new tab.
 */
export function ParcelLinks({ parcels }: { parcels: ParcelItem[] }) {
  const { t } = useTranslation("parcels");
  if (!parcels.length) return null;
  return (
    <section className="order-parcels" aria-labelledby="order-parcels-title">
      <h2 id="order-parcels-title">{t("title")}</h2>
      <ul data-testid="order-parcels">
        {parcels.map((p) => {
          const carrier = p.carrierName ?? t("other");
          return (
            <li key={`${p.carrier}:${p.number}`}>
              {p.url ? (
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  {t("track", { number: p.number, carrier })}
                  <span className="visually-hidden"> {t("newTab")}</span>
                </a>
              ) : (
                `${carrier} ${p.number}`
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
