import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { useLocale } from "../useLocale";
import { usePageTitle } from "../usePageTitle";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.title"));
  const { to } = useLocale();
  return (
    <section>
      <h1>{t("notFound.title")}</h1>
      <p>
        <Link to={to("/")}>{t("notFound.home")}</Link>
      </p>
    </section>
  );
}
