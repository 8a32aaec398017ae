import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";

/** The price tables: the products priced by a table, each opening its editor. */
export function ProductPickPage() {
  const { t, i18n } = useTranslation();
  const href = useAdminHref();
  const list = trpc.admin.products.list.useQuery({ kind: "table" });
  const lang = (["pl", "en", "de"].includes(i18n.language) ? i18n.language : "pl") as
    "pl" | "en" | "de";
  return (
    <>
      <h1>{t("section.prices")}</h1>
      <p>{t("prices.pickProduct")}</p>
      <ul className="price-products">
        {(list.data?.items ?? []).map((p) => (
          <li key={p.id}>
            <Link to={href(`/prices/${p.id}`)}>{p.title[lang] || p.title.pl}</Link>
            {p.active ? null : ` (${t("prices.inactive")})`}
          </li>
        ))}
      </ul>
    </>
  );
}
