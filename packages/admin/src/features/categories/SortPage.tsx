import { useTranslation } from "@printshop/ui";
import { useMemo } from "react";
import { trpc } from "../../trpc";
import { SortScreen } from "../../shell/SortScreen";
import { pickText } from "../pages/text";

/** The seed's category sort: drag and drop (or keyboard) the titles, then save the whole order in one request. */
export function CategorySortPage() {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const list = trpc.admin.categories.list.useQuery({
    pageSize: 100,
    sort: { by: "sort", dir: "asc" },
  });
  const sort = trpc.admin.categories.sort.useMutation({
    onSettled: () =>
      Promise.all([utils.admin.categories.invalidate(), utils.admin.audit.invalidate()]),
  });
  const items = useMemo(
    () =>
      (list.data?.items ?? []).map((c) => ({
        id: String(c.categoryId),
        version: c.version,
        title: pickText(c.title, i18n.language),
        active: c.active,
      })),
    [list.data, i18n.language],
  );
  return (
    <SortScreen
      back={{ path: "/categories", label: t("section.categories") }}
      title={t("categories.sortTitle")}
      inactive={t("common.activeNo")}
      savedText={t("categories.sortSaved")}
      list={{
        isPending: list.isPending,
        isError: list.isError,
        error: list.error,
        ready: Boolean(list.data),
      }}
      items={items}
      save={(items) => sort.mutateAsync({ items })}
    />
  );
}
