/** The longest query the header search reads (anything longer is cut before it is compared). */
export const SEARCH_MAX = 100;

/** Lower case without diacritics: "Wizytówki" and "wizytowki" compare equal. */
export function fold(text: string, locale: string): string {
  return text
    .slice(0, 400)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLocaleLowerCase(locale);
}

/**
 * Products whose title (in the page's language) or category name holds every word of the query,
 * in any order and without regard to case or diacritics; title matches first, at most `limit`.
 */
export function searchProducts<P extends { title: string; categoryId?: number | null }>(
  products: readonly P[],
  categories: readonly { id: number; title: string }[],
  query: string,
  locale: string,
  limit = 8,
): P[] {
  const words = fold(query.slice(0, SEARCH_MAX), locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const categoryName = new Map(categories.map((c) => [c.id, fold(c.title, locale)]));
  const scored: { p: P; byTitle: boolean }[] = [];
  for (const p of products) {
    const title = fold(p.title, locale);
    const both = `${title} ${categoryName.get(p.categoryId ?? -1) ?? ""}`;
    if (words.every((w) => both.includes(w)))
      scored.push({ p, byTitle: words.every((w) => title.includes(w)) });
  }
  return [...scored.filter((s) => s.byTitle), ...scored.filter((s) => !s.byTitle)]
    .slice(0, limit)
    .map((s) => s.p);
}
