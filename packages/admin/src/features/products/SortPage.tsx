import { useTranslation } from "@printshop/ui";
import { useMemo } from "react";
import { trpc } from "../../trpc";
import { SortScreen } from "../../shell/SortScreen";
import { pickText } from "../pages/text";

/** The seed's product sort: drag and drop (or keyboard) the titles, then save the whole order in one request. */
export function ProductSortPage() {
  const { t, i18n } = useTranslation("products");
  const utils = trpc.useUtils();
  const list = trpc.admin.products.list.useQuery({});
  const sort = trpc.admin.products.sort.useMutation({
    onSettled: () =>
      Promise.all([utils.admin.products.invalidate(), utils.admin.audit.invalidate()]),
  });
  const items = useMemo(
    () =>
      (list.data?.items ?? []).map((p) => ({
        id: String(p.id),
        version: p.version,
        title: pickText(p.title, i18n.language),
        active: p.active,
      })),
    [list.data, i18n.language],
  );
  return (
    <SortScreen
      back={{ path: "/products", label: t("back") }}
      title={t("sortTitle")}
      inactive={t("no")}
      savedText={t("sortSaved")}
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
