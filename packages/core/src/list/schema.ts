import * as z from "zod";

/**
 * The one list input every admin list takes (docs/spec/admin-api.md): browser-safe, zod only.
 * `sort` is `{ by, dir }` over the fields a list names; `filters` are the list's own (give them
 * as a zod object to `listInput`). Answers are `{ items, total }` (`ListOutput`).
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const PageSize = z.union(
  PAGE_SIZES.map((n) => z.literal(n)) as [
    z.ZodLiteral<10>,
    z.ZodLiteral<25>,
    z.ZodLiteral<50>,
    z.ZodLiteral<100>,
  ],
);
export const SortDir = z.enum(["asc", "desc"]);

/**
 * A list's input schema: `listInput(["createdAt", "email"], z.object({ role: Role.optional() }))`.
 * The first sort field, descending, is the default (the seed's tables sort by their first
 * column descending).
 */
export function listInput<const S extends readonly [string, ...string[]], F extends z.ZodObject>(
  sortable: S,
  filters: F,
) {
  return z.object({
    page: z.int().min(1).max(100_000).default(1),
    pageSize: PageSize.default(DEFAULT_PAGE_SIZE),
    sort: z
      .object({ by: z.enum(sortable), dir: SortDir.default("desc") })
      .default({ by: sortable[0], dir: "desc" } as never),
    search: z.string().trim().max(200).optional(),
    filters: filters.optional(),
  });
}

/** A list's answer. */
export const listOutput = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int().min(0) });
export type ListOutput<T> = { items: T[]; total: number };
