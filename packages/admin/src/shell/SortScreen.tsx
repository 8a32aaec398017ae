import { Link } from "react-router";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { SortableList } from "@printshop/ui/admin";
import { useAdminHref } from "./paths";

export interface SortItem {
  id: string;
  version: number;
  title: string;
  active: boolean;
}

/**
 * The seed's sort screens (categories, products): drag and drop (or keyboard) the titles, then
 * save the whole order in one request, each item with the version it was read at.
 */
export function SortScreen(props: {
  back: { path: string; label: string };
  title: string;
  /** Shown after an inactive item's title, e.g. "(no)". */
  inactive: string;
  savedText: string;
  list: { isPending: boolean; isError: boolean; error: unknown; ready: boolean };
  items: SortItem[];
  save: (items: { id: number; version: number }[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  return (
    <>
      <p>
        <Link to={href(props.back.path)}>← {props.back.label}</Link>
      </p>
      <h1>{props.title}</h1>
      {props.list.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {props.list.isError ? (
        <p role="alert" className="form-error">
          {messageOf(props.list.error, t)}
        </p>
      ) : null}
      {props.list.ready ? (
        <SortableList
          label={props.title}
          items={props.items}
          render={(item) => (item.active ? item.title : `${item.title} (${props.inactive})`)}
          onSave={async (ids) => {
            await props.save(
              ids.map((id) => ({
                id: Number(id),
                version: props.items.find((item) => item.id === id)!.version,
              })),
            );
            toast.info(props.savedText);
          }}
        />
      ) : null}
    </>
  );
}
