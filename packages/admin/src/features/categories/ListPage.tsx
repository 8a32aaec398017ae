import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { Modal, useToast } from "@printshop/ui";
import { ConfirmDialog, DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["categories"]["list"]["items"][number];
type Inside = RouterOutputs["admin"]["categories"]["remove"];
const SORTABLE = ["sort", "categoryId", "title", "slug"] as const;

/** Categories: list, show/hide, delete (the cannot-delete dialog lists the products still in it), links to edit and sort. */
export function CategoriesListPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = trpc.admin.categories.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const refresh = () => Promise.all([utils.admin.categories.invalidate(), utils.admin.audit.invalidate()]);
  const activate = trpc.admin.categories.activate.useMutation({ onSettled: refresh });
  const remove = trpc.admin.categories.remove.useMutation({ onSettled: refresh });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [blocked, setBlocked] = useState<{ row: Row; products: Inside } | null>(null);
  const title = (r: Row) => pickText(r.title, i18n.language);

  const columns: Column<Row>[] = [
    { id: "sort", header: t("common.order"), sortable: true, cell: (r) => r.sort },
    { id: "title", header: t("common.title"), sortable: true, cell: (r) => <Link to={href(`/categories/${r.categoryId}`)}>{title(r)}</Link> },
    { id: "slug", header: t("common.slug"), sortable: true, cell: (r) => r.slug },
    { id: "products", header: t("categories.products"), cell: (r) => r.products },
    { id: "active", header: t("common.active"), cell: (r) => (r.active ? t("common.activeYes") : t("common.activeNo")) },
  ];
  return (
    <>
      <h1>{t("section.categories")}</h1>
      <p className="actions">
        <Link className="button" to={href("/categories/new")}>
          {t("common.add")}
        </Link>{" "}
        <Link className="button" to={href("/categories/sort")}>
          {t("categories.sort")}
        </Link>
      </p>
      <DataTable
        caption={t("categories.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.categoryId)}
        searchLabel={t("common.search")}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => activate.mutate({ id: r.categoryId, version: r.version, value: !r.active })} disabled={activate.isPending}>
              {r.active ? t("common.hide") : t("common.show")}
            </button>
            <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
              {t("common.delete")}
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t("categories.deleteTitle")}
        message={t("categories.deleteMessage", { title: deleting ? title(deleting) : "" })}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          const products = await remove.mutateAsync({ id: deleting.categoryId, version: deleting.version });
          if (products.length) setBlocked({ row: deleting, products });
          else toast.info(t("common.deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
      <Modal open={!!blocked} title={t("categories.cannotTitle")} onClose={() => setBlocked(null)}>
        <div data-testid="cannot-delete-category">
          <p>{t("categories.cannotMessage", { title: blocked ? title(blocked.row) : "" })}</p>
          <ul>
            {blocked?.products.map((p) => (
              <li key={p.productId}>{p.title}</li>
            ))}
          </ul>
          <button type="button" onClick={() => setBlocked(null)}>
            {t("categories.close")}
          </button>
        </div>
      </Modal>
    </>
  );
}
