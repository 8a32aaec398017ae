import { useState } from "react";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast, useTranslation } from "@printshop/ui";
import { ConfirmDialog, DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["products"]["list"]["items"][number];
const SORTABLE = ["sort", "id", "title", "slug", "kind"] as const;
const FILTERS = ["kind", "categoryId"] as const;
const KINDS = ["table", "calculator", "label"] as const;

/** Products: search, filter by category and kind, show/hide (activate), delete (the seed's dialog), links to edit, attributes, prices and the sort screen. */
export function ProductsListPage() {
  const { t, i18n } = useTranslation("products");
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, FILTERS);
  const list = trpc.admin.products.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const categories = trpc.admin.categories.list.useQuery({
    pageSize: 100,
    sort: { by: "sort", dir: "asc" },
  });
  const refresh = () =>
    Promise.all([utils.admin.products.invalidate(), utils.admin.audit.invalidate()]);
  const activate = trpc.admin.products.activate.useMutation({ onSettled: refresh });
  const remove = trpc.admin.products.remove.useMutation({ onSettled: refresh });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const title = (r: Row) => pickText(r.title, i18n.language);
  const categoryTitle = (id: number) => {
    const c = categories.data?.items.find((x) => x.categoryId === id);
    return c ? pickText(c.title, i18n.language) : String(id);
  };

  const columns: Column<Row>[] = [
    { id: "sort", header: t("app:common.order"), sortable: true, cell: (r) => r.sort },
    { id: "id", header: t("id"), sortable: true, cell: (r) => r.id },
    {
      id: "title",
      header: t("title"),
      sortable: true,
      cell: (r) => <Link to={href(`/products/${r.id}`)}>{title(r)}</Link>,
    },
    { id: "slug", header: t("slug"), sortable: true, cell: (r) => r.slug },
    { id: "kind", header: t("kind"), sortable: true, cell: (r) => t(`kinds.${r.kind}`) },
    { id: "category", header: t("category"), cell: (r) => categoryTitle(r.categoryId) },
    { id: "active", header: t("attributeActive"), cell: (r) => (r.active ? t("yes") : t("no")) },
  ];
  return (
    <>
      <h1>{t("app:section.products")}</h1>
      <p className="actions">
        <Link className="button" to={href("/products/new")}>
          {t("new")}
        </Link>{" "}
        <Link className="button" to={href("/products/sort")}>
          {t("sort")}
        </Link>
      </p>
      <DataTable
        caption={t("caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.id)}
        searchLabel={t("app:common.search")}
        filters={[
          {
            id: "kind",
            label: t("kind"),
            options: KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
          },
          {
            id: "categoryId",
            label: t("category"),
            options: (categories.data?.items ?? []).map((c) => ({
              value: String(c.categoryId),
              label: pickText(c.title, i18n.language),
            })),
          },
        ]}
        rowActions={(r) => (
          <>
            <button
              type="button"
              onClick={() => activate.mutate({ id: r.id, version: r.version, value: !r.active })}
              disabled={activate.isPending}
            >
              {r.active ? t("deactivate") : t("activate")}
            </button>
            {r.kind === "table" ? (
              <>
                <Link className="button" to={href(`/products/${r.id}/attributes`)}>
                  {t("attributes")}
                </Link>
                <Link className="button" to={href(`/prices/${r.id}`)}>
                  {t("prices")}
                </Link>
              </>
            ) : null}
            <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
              {t("delete")}
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t("deleteTitle")}
        message={t("deleteMessage", { title: deleting ? title(deleting) : "" })}
        confirmLabel={t("delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id, version: deleting.version });
          toast.info(t("deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
