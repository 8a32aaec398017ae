import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../useLocale";
import { UploadFiles } from "./UploadFiles";

/** `{locale}/wgraj-plik`: the print files of every cart line, then on to checkout. */
export default function UploadPage() {
  const { t } = useTranslation("upload");
  const { to } = useLocale();
  return (
    <section className="upload-page" data-testid="upload-page">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <UploadFiles />
      <div className="step-actions">
        <Link to={to("/koszyk")}>{t("back")}</Link>
        <Link to={to("/order/payment")} className="button button-primary" data-testid="upload-continue">
          {t("continue")}
        </Link>
      </div>
    </section>
  );
}
