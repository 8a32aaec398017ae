import { useTranslation } from "../i18n-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import {
  listActions,
  pageCount,
  pageRange,
  PAGE_SIZES,
  type ListState,
  type PageSize,
} from "./listState";
import { messageOf } from "../errors";

/** One column: what its header says and what a row shows in it; `sortable` when the server sorts by its id. */
export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
}

/** A filter above the table: a select (role, status...; empty means "all"), a text or a date. */
export interface Filter {
  id: string;
  label: string;
  kind?: "select" | "text" | "date";
  options?: { value: string; label: string }[];
}

/** What a list query gives the table (the shape of a tRPC `useQuery` result). */
export interface ListResult<T> {
  data?: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}

const features = tableFeatures({ rowPaginationFeature, rowSortingFeature });

/**
 * A server-side list: paging (10/25/50/100 rows, 10 by default), sort by a column header
 * (the first column descending by default), a search box, filter selects and per-row actions.
 * Controlled: the state usually lives in the URL (`useListState`); the data comes from the
 * server already paged and sorted (TanStack Table in manual mode renders and drives it).
 */
export function DataTable<T extends RowData>(props: {
  caption: string;
  columns: Column<T>[];
  result: ListResult<T>;
  state: ListState;
  onStateChange: (next: ListState, opts?: { replace?: boolean }) => void;
  rowKey: (row: T) => string;
  /** Shows a search box with this label. */
  searchLabel?: string;
  filters?: Filter[];
  /** Controls of the list's own before its filters (a combobox the kit's filters do not cover). */
  tools?: ReactNode;
  rowActions?: (row: T) => ReactNode;
}) {
  const { t } = useTranslation("kit");
  const { state, onStateChange, result } = props;
  const total = result.data?.total ?? 0;
  const items = useMemo(() => result.data?.items ?? [], [result.data]);
  const columns = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      props.columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => row,
        cell: (ctx: { row: { original: T } }) => c.cell(ctx.row.original),
        enableSorting: !!c.sortable,
      })),
    [props.columns],
  );
  const sorting: SortingState = [{ id: state.sort.by, desc: state.sort.dir === "desc" }];
  const table = useTable({
    features,
    columns,
    data: items,
    getRowId: (row) => props.rowKey(row),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.pageSize } },
    onSortingChange: () => undefined,
    onPaginationChange: () => undefined,
  });
  const pages = pageCount(total, state.pageSize);
  const { from, to } = pageRange(state, total);

  return (
    <div className="data-table" aria-busy={result.isFetching || result.isPending}>
      <div className="data-table-tools">
        {props.tools}
        {props.searchLabel ? (
          <TextBox
            type="search"
            label={props.searchLabel}
            value={state.search}
            onCommit={(q) => onStateChange(listActions.setSearch(state, q), { replace: true })}
          />
        ) : null}
        {props.filters?.map((f) =>
          (f.kind ?? "select") === "select" ? (
            <label key={f.id}>
              {f.label}{" "}
              <select
                value={state.filters[f.id] ?? ""}
                onChange={(e) => onStateChange(listActions.setFilter(state, f.id, e.target.value))}
              >
                <option value="">{t("table.all")}</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ) : f.kind === "date" ? (
            <label key={f.id}>
              {f.label}{" "}
              <input
                type="date"
                value={state.filters[f.id] ?? ""}
                onChange={(e) => onStateChange(listActions.setFilter(state, f.id, e.target.value))}
              />
            </label>
          ) : (
            <TextBox
              key={f.id}
              type="text"
              label={f.label}
              value={state.filters[f.id] ?? ""}
              onCommit={(v) =>
                onStateChange(listActions.setFilter(state, f.id, v.trim()), { replace: true })
              }
            />
          ),
        )}
      </div>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-column={header.column.id}
                    aria-sort={
                      sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort"
                        onClick={() =>
                          onStateChange(listActions.toggleSort(state, header.column.id))
                        }
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : " ↕"}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              {props.rowActions ? <th scope="col">{t("table.actions")}</th> : null}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-column={cell.column.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              {props.rowActions ? (
                <td className="row-actions">{props.rowActions(row.original)}</td>
              ) : null}
            </tr>
          ))}
          {result.isPending ? (
            <tr>
              {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- the loading row's cell announces itself as a live region while the rows load */}
              <td colSpan={columns.length + (props.rowActions ? 1 : 0)} role="status">
                {t("table.loading")}
              </td>
            </tr>
          ) : null}
          {!result.isPending && !result.isError && items.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (props.rowActions ? 1 : 0)}>{t("table.empty")}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {result.isError ? (
        <div role="alert" className="form-error">
          {messageOf(result.error, t)}{" "}
          <button type="button" onClick={() => void result.refetch()}>
            {t("table.retry")}
          </button>
        </div>
      ) : null}
      <nav className="data-table-pager" aria-label={t("table.pages")}>
        <label>
          {t("table.pageSize")}{" "}
          <select
            value={state.pageSize}
            onChange={(e) =>
              onStateChange(listActions.setPageSize(state, Number(e.target.value) as PageSize))
            }
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <span>{t("table.range", { from, to, total })}</span>
        <button
          type="button"
          disabled={state.page <= 1}
          onClick={() => onStateChange(listActions.setPage(state, state.page - 1, total))}
        >
          {t("table.previous")}
        </button>
        <span>{t("table.page", { page: state.page, pages })}</span>
        <button
          type="button"
          disabled={state.page >= pages}
          onClick={() => onStateChange(listActions.setPage(state, state.page + 1, total))}
        >
          {t("table.next")}
        </button>
      </nav>
    </div>
  );
}

/** A search or text filter box: commits 300 ms after the last keystroke, or at once on Enter. */
function TextBox({
  label,
  value,
  onCommit,
  type,
}: {
  label: string;
  value: string;
  onCommit: (q: string) => void;
  type: "search" | "text";
}) {
  const [text, setText] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const id = setTimeout(() => commit.current(text), 300);
    return () => clearTimeout(id);
  }, [text, value]);
  return (
    <label>
      {label}{" "}
      <input
        type={type}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && onCommit(text)}
      />
    </label>
  );
}
