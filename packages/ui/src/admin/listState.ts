/**
 * The state of one server-side list (page, page size, sort, search, filters), kept in the URL so a
 * list is a deep link and back/forward walk through its pages. Pure: no React, no router.
 * The list input it produces is the one every `admin.*.list` takes (docs/spec/admin-api.md):
 * `{ page (from 1), pageSize (10, 25, 50, 100), sort: { by, dir }, search?, filters? }`.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export interface Sort {
  by: string;
  dir: "asc" | "desc";
}

export interface ListState {
  page: number;
  pageSize: PageSize;
  sort: Sort;
  search: string;
  filters: Record<string, string>;
}

export interface ListInput {
  page: number;
  pageSize: PageSize;
  sort: Sort;
  search?: string;
  filters?: Record<string, string>;
}

const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);

/**
 * The list's state from URL search parameters. `sortable` lists the columns the server sorts by;
 * the first one, descending, is the default (the seed's tables sort by their first column
 * descending). Unknown or malformed values fall back to the defaults instead of failing.
 */
export function parseListState(
  params: URLSearchParams,
  sortable: readonly string[],
  filterIds: readonly string[] = [],
): ListState {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const [by, dir] = (params.get("sort") ?? "").split(".");
  const filters: Record<string, string> = {};
  for (const id of filterIds) {
    const v = params.get(`f.${id}`);
    if (v) filters[id] = v;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
    sort:
      by && sortable.includes(by)
        ? { by, dir: dir === "asc" ? "asc" : "desc" }
        : { by: sortable[0] ?? "", dir: "desc" },
    search: params.get("q")?.trim() ?? "",
    filters,
  };
}

/** The URL search parameters of a state: only what differs from the defaults, so a plain list has a plain URL. */
export function listStateToParams(state: ListState, sortable: readonly string[]): URLSearchParams {
  const out = new URLSearchParams();
  if (state.page > 1) out.set("page", String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) out.set("size", String(state.pageSize));
  if (state.sort.by && (state.sort.by !== sortable[0] || state.sort.dir !== "desc"))
    out.set("sort", `${state.sort.by}.${state.sort.dir}`);
  if (state.search) out.set("q", state.search);
  for (const [id, v] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b)))
    if (v) out.set(`f.${id}`, v);
  return out;
}

/** The input of the server's list procedure. */
export function toListInput(state: ListState): ListInput {
  const input: ListInput = { page: state.page, pageSize: state.pageSize, sort: state.sort };
  if (state.search) input.search = state.search;
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v));
  if (Object.keys(filters).length) input.filters = filters;
  return input;
}

/** Every change to what is listed goes back to page 1; changing the page keeps the rest. */
export const listActions = {
  setPage: (s: ListState, page: number, total: number): ListState => ({
    ...s,
    page: Math.min(Math.max(1, page), pageCount(total, s.pageSize)),
  }),
  setPageSize: (s: ListState, pageSize: PageSize): ListState => ({ ...s, pageSize, page: 1 }),
  /** A click on a column's header: a new column sorts descending first, the same column flips. */
  toggleSort: (s: ListState, by: string): ListState => ({
    ...s,
    page: 1,
    sort:
      s.sort.by === by ? { by, dir: s.sort.dir === "desc" ? "asc" : "desc" } : { by, dir: "desc" },
  }),
  setSearch: (s: ListState, search: string): ListState => ({
    ...s,
    search: search.trim(),
    page: 1,
  }),
  setFilter: (s: ListState, id: string, value: string): ListState => {
    const filters = { ...s.filters };
    if (value) filters[id] = value;
    else delete filters[id];
    return { ...s, filters, page: 1 };
  },
};

/** How many pages `total` rows make (at least one, so an empty list still shows "page 1 of 1"). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The 1-based range of rows a page shows, for "11–20 of 53". */
export function pageRange(
  state: Pick<ListState, "page" | "pageSize">,
  total: number,
): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (state.page - 1) * state.pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(state.page * state.pageSize, total) };
}
