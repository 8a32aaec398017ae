import * as z from "zod";

/**
 * The admin's header search (issue 27): one box, bounded before anything matches on it. Browser-safe.
 */
export const SearchInput = z.object({ q: z.string().trim().min(2).max(100) });
export type SearchInput = z.input<typeof SearchInput>;

/** Hits per kind (the box shows them grouped; the first opens on Enter). */
export const HITS_PER_KIND = 8;
export const SEARCH_KINDS = ["order", "product", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
