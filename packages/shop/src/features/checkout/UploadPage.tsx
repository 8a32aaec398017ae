import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../useLocale";
import { StepsBar } from "./StepsBar";
import { EmptyGuard } from "./EmptyGuard";
import { UploadFiles } from "../upload/UploadFiles";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** The upload step (also at the seed's `{locale}/wgraj-plik`): the print files of every cart line. */
export default function UploadPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("upload.title"));
  const { to } = useLocale();
  return (
    <EmptyGuard>
      <section className="checkout-step">
        <StepsBar current="upload" />
        <h1>{t("upload.title")}</h1>
        <p>{t("upload.text")}</p>
        <UploadFiles />
        <div className="step-actions">
          <Link to={to("/cart")}>{t("back")}</Link>
          <Link to={to("/order/payment")} className="button button-primary" data-testid="step-continue">{t("continue")}</Link>
        </div>
      </section>
    </EmptyGuard>
  );
}
