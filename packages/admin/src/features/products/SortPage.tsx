import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { messageOf, useToast } from "@printshop/ui";
import { SortableList } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { pickText } from "../pages/text";

/** The seed's product sort: drag and drop (or keyboard) the titles, then save the whole order in one request. */
export function ProductSortPage() {
  const { t, i18n } = useTranslation("products");
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const list = trpc.admin.products.list.useQuery({});
  const sort = trpc.admin.products.sort.useMutation({ onSettled: () => Promise.all([utils.admin.products.invalidate(), utils.admin.audit.invalidate()]) });
  const items = useMemo(() => (list.data?.items ?? []).map((p) => ({ id: String(p.id), version: p.version, title: pickText(p.title, i18n.language), active: p.active })), [list.data, i18n.language]);
  return (
    <>
      <p>
        <Link to={href("/products")}>← {t("back")}</Link>
      </p>
      <h1>{t("sortTitle")}</h1>
      {list.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {list.isError ? (
        <p role="alert" className="form-error">
          {messageOf(list.error, t)}
        </p>
      ) : null}
      {list.data ? (
        <SortableList
          label={t("sortTitle")}
          items={items}
          render={(p) => (p.active ? p.title : `${p.title} (${t("no")})`)}
          onSave={async (ids) => {
            await sort.mutateAsync({ items: ids.map((id) => ({ id: Number(id), version: items.find((p) => p.id === id)!.version })) });
            toast.info(t("sortSaved"));
          }}
        />
      ) : null}
    </>
  );
}
