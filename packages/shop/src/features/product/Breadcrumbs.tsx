import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { useLocale } from "../../useLocale";

/** Home › … › here; every step but the last is a link. */
export function Breadcrumbs({ items }: { items: { title: string; path?: string }[] }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <nav className="breadcrumbs" aria-label={t("nav.breadcrumbs")} data-testid="breadcrumbs">
      <ol>
        <li>
          <Link to={to("/")}>{t("nav.home")}</Link>
        </li>
        {items.map((item, i) => (
          <li key={i} aria-current={i === items.length - 1 ? "page" : undefined}>
            {item.path && i < items.length - 1 ? (
              <Link to={to(item.path)}>{item.title}</Link>
            ) : (
              item.title
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
