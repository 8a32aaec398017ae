import { useState } from "react";
import { Link } from "react-router";
import { Modal, useTranslation } from "@printshop/ui";
import type { RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { ListScreen } from "../../resource/ListScreen";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["categories"]["list"]["items"][number];
type Inside = RouterOutputs["admin"]["categories"]["remove"];

/**
 * Categories: list, show/hide, delete, links to edit and sort. A category with products says at
 * once that it cannot be deleted, naming how many (never "really delete?" first); if products
 * arrived after the list was read, the server refuses and the dialog lists them.
 */
export function CategoriesListPage() {
  const { t, i18n } = useTranslation();
  const href = useAdminHref();
  // `products` is null when the list's count said it at once (before asking "really delete?"),
  // the server's list when a product was added between the list and the delete.
  const [blocked, setBlocked] = useState<{
    row: Row;
    count: number;
    products: Inside | null;
  } | null>(null);
  const title = (r: Row) => pickText(r.title, i18n.language);
  return (
    <ListScreen<Row>
      area="categories"
      sortable={["sort", "categoryId", "title", "slug"]}
      caption={t("categories.caption")}
      columns={(edit) => [
        { id: "sort", header: t("common.order"), sortable: true, cell: (r) => r.sort },
        { id: "title", header: t("common.title"), sortable: true, cell: (r) => edit(r, title(r)) },
        { id: "slug", header: t("common.slug"), sortable: true, cell: (r) => r.slug },
        { id: "products", header: t("categories.products"), cell: (r) => r.products },
        {
          id: "active",
          header: t("common.active"),
          cell: (r) => (r.active ? t("common.activeYes") : t("common.activeNo")),
        },
      ]}
      idOf={(r) => r.categoryId}
      versionOf={(r) => r.version}
      shownOf={(r) => r.active}
      deleteTitle={t("categories.deleteTitle")}
      deleteMessage={(r) => t("categories.deleteMessage", { title: title(r) })}
      // The server removes nothing while products are inside: it answers them, listed here.
      afterRemove={(row, answer) => {
        const products = answer as Inside;
        if (products.length) setBlocked({ row, count: products.length, products });
        return products.length > 0;
      }}
      refuseDelete={(row) => {
        if (row.products > 0) setBlocked({ row, count: row.products, products: null });
        return row.products > 0;
      }}
      actions={
        <Link className="button" to={href("/categories/sort")}>
          {t("categories.sort")}
        </Link>
      }
    >
      <Modal open={!!blocked} title={t("categories.cannotTitle")} onClose={() => setBlocked(null)}>
        <div data-testid="cannot-delete-category">
          <p>
            {t("categories.cannotMessage", {
              title: blocked ? title(blocked.row) : "",
              count: blocked?.count ?? 0,
            })}
          </p>
          {blocked?.products ? (
            <ul>
              {blocked.products.map((p) => (
                <li key={p.productId}>{p.title}</li>
              ))}
            </ul>
          ) : null}
          <button type="button" onClick={() => setBlocked(null)}>
            {t("categories.close")}
          </button>
        </div>
      </Modal>
    </ListScreen>
  );
}
