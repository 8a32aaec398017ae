import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast, useTranslation } from "@printshop/ui";
import { ConfirmDialog, DataTable, useListState, type Column } from "@printshop/ui/admin";
import { useAdminHref } from "../shell/paths";
import { useResourceApi, type ResourceArea } from "./api";

/**
 * The list screen every resource shares: heading, "Add", the kit's DataTable (search, sort,
 * paging in the URL), show/hide and delete per row (delete asks in the kit's dialog). The feature
 * declares its columns and words; `afterRemove` lets it answer a delete the server refused
 * (categories: the products still inside).
 */
export function ListScreen<Row extends object>(props: {
  area: ResourceArea;
  sortable: readonly string[];
  caption: string;
  /** The feature's columns; `edit(row, text)` is a link to the row's edit screen. */
  columns: (edit: (row: Row, text: ReactNode) => ReactNode) => Column<Row>[];
  idOf: (row: Row) => number;
  versionOf: (row: Row) => number;
  /** Shown in the shop (active, published). */
  shownOf: (row: Row) => boolean;
  deleteTitle: string;
  deleteMessage: (row: Row) => string;
  /** What the server answered to a delete; `true` when the feature took care of saying it. */
  afterRemove?: (row: Row, answer: unknown) => boolean;
  /**
   * Before "really delete?": `true` when the row cannot be deleted and the feature said so at
   * once (categories with products), so the question is never asked first.
   */
  refuseDelete?: (row: Row) => boolean;
  /** More links beside "Add". */
  actions?: ReactNode;
  /** More of the screen (the feature's own dialogs). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const { api, refresh } = useResourceApi<Row>(props.area);
  const { state, setState, input } = useListState(props.sortable, [] as const);
  const list = api.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const activate = api.activate.useMutation({ onSettled: refresh });
  const remove = api.remove.useMutation({ onSettled: refresh });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const edit = (row: Row, text: ReactNode) => (
    <Link to={href(`/${props.area}/${props.idOf(row)}`)}>{text}</Link>
  );
  const key = (row: Row) => ({ id: props.idOf(row), version: props.versionOf(row) });
  return (
    <>
      <h1>{t(`section.${props.area}`)}</h1>
      <p className="actions">
        <Link className="button" to={href(`/${props.area}/new`)}>
          {t("common.add")}
        </Link>
        {props.actions ? <> {props.actions}</> : null}
      </p>
      <DataTable
        caption={props.caption}
        columns={props.columns(edit)}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(props.idOf(r))}
        searchLabel={t("common.search")}
        rowActions={(r) => (
          <>
            <button
              type="button"
              onClick={() => activate.mutate({ ...key(r), value: !props.shownOf(r) })}
              disabled={activate.isPending}
            >
              {props.shownOf(r) ? t("common.hide") : t("common.show")}
            </button>
            <button
              type="button"
              className="button-danger"
              onClick={() => {
                if (!props.refuseDelete?.(r)) setDeleting(r);
              }}
            >
              {t("common.delete")}
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!deleting}
        title={props.deleteTitle}
        message={deleting ? props.deleteMessage(deleting) : ""}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await remove.mutateAsync(key(deleting));
          if (!props.afterRemove?.(deleting, answer)) toast.info(t("common.deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
      {props.children}
    </>
  );
}
