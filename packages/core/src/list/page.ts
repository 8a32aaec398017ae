import type { ListOutput } from "./schema";

/**
 * Serves a list input over rows already read with one Query (search, filters, sort, page, total),
 * for lists small enough to read whole (users, categories, payment methods...). A list that can
 * grow without bound reads a key range instead (see audit/index.ts).
 */
export function pageOf<T>(
  rows: T[],
  input: {
    page: number;
    pageSize: number;
    sort: { by: string; dir: "asc" | "desc" };
    search?: string | undefined;
  },
  options: {
    searchIn: (row: T) => (string | null | undefined)[];
    sortBy: Record<string, (row: T) => string | number | null | undefined>;
    keep?: (row: T) => boolean;
  },
): ListOutput<T> {
  const needle = input.search?.trim().toLocaleLowerCase();
  let out = options.keep ? rows.filter(options.keep) : rows;
  if (needle)
    out = out.filter((row) =>
      options.searchIn(row).some((v) => v?.toLocaleLowerCase().includes(needle)),
    );
  const key = options.sortBy[input.sort.by];
  if (key) {
    const sign = input.sort.dir === "asc" ? 1 : -1;
    out = [...out].sort((a, b) => {
      const x = key(a) ?? "";
      const y = key(b) ?? "";
      return (
        (typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y), "pl")) * sign
      );
    });
  }
  const start = (input.page - 1) * input.pageSize;
  return { items: out.slice(start, start + input.pageSize), total: out.length };
}
