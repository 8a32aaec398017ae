import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { OFFER_ID } from "@printshop/core/offer/schema";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import type { RestoredOffer } from "../product/keep";
import "./texts";

/**
 * `/oferta/<id>`, the link an offer's PDF carries: asks the server for the offer and opens its
 * product page with the offer's configuration (keep.ts `useRestoredOffer`), replacing this address.
 */
export default function OfferPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("offer");
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const wellFormed = id.length <= 40 && OFFER_ID.test(id);
  const offer = trpc.shop.offers.get.useQuery(
    { offerId: id, locale },
    { enabled: wellFormed, retry: false },
  );
  const data = offer.data;
  useEffect(() => {
    if (!data?.slug) return;
    const state: { offer: RestoredOffer } = {
      offer: {
        offerId: data.offerId,
        number: data.number,
        validUntil: data.validUntil,
        valid: data.valid,
        productId: data.productId,
        config: data.config,
        vat: data.vat,
      },
    };
    void navigate(to(`/${data.slug}`), { replace: true, state });
  }, [data, navigate, to]);
  const failed = !wellFormed || offer.isError || (data && !data.slug);
  return (
    <article className="offer-page" data-testid="offer-page">
      <h1>{t("title")}</h1>
      {failed ? (
        <p role="alert">
          {offer.error ? messageOf(offer.error, t) : t("notFound")}{" "}
          <Link to={to("/")}>{t("back")}</Link>
        </p>
      ) : (
        <p role="status">{t("opening")}</p>
      )}
    </article>
  );
}
