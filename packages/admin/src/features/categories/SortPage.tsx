import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { messageOf, useToast } from "@printshop/ui";
import { SortableList } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { pickText } from "../pages/text";

/** The seed's category sort: drag and drop (or keyboard) the titles, then save the whole order in one request. */
export function CategorySortPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const list = trpc.admin.categories.list.useQuery({ pageSize: 100, sort: { by: "sort", dir: "asc" } });
  const sort = trpc.admin.categories.sort.useMutation({ onSettled: () => Promise.all([utils.admin.categories.invalidate(), utils.admin.audit.invalidate()]) });
  const items = useMemo(() => (list.data?.items ?? []).map((c) => ({ id: String(c.categoryId), version: c.version, title: pickText(c.title, i18n.language), active: c.active })), [list.data, i18n.language]);
  return (
    <>
      <p>
        <Link to={href("/categories")}>← {t("section.categories")}</Link>
      </p>
      <h1>{t("categories.sortTitle")}</h1>
      {list.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {list.isError ? (
        <p role="alert" className="form-error">
          {messageOf(list.error, t)}
        </p>
      ) : null}
      {list.data ? (
        <SortableList
          label={t("categories.sortTitle")}
          items={items}
          render={(c) => (c.active ? c.title : `${c.title} (${t("common.activeNo")})`)}
          onSave={async (ids) => {
            await sort.mutateAsync({ items: ids.map((id) => ({ id: Number(id), version: items.find((c) => c.id === id)!.version })) });
            toast.info(t("categories.sortSaved"));
          }}
        />
      ) : null}
    </>
  );
}
