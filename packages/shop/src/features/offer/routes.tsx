import { lazy } from "react";
import { Lazy } from "../product/Lazy";

const OfferPage = lazy(() => import("./OfferPage"));

/** An offer's link (the PDF's `/oferta/<id>`): opens the product page with the offer's configuration. */
export const offerRoutes = [{ path: "/oferta/:id", element: <Lazy page={OfferPage} /> }];
