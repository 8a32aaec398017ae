import { dayRange, type ListState } from "@printshop/ui/admin";

/**
 * The audit list's input from the list state in the URL: a target type (and optionally its id),
 * a person (by id from a link, or a name or e-mail typed in the filter), and a date range of whole days (from the start of `from` to the end of `to`, UTC).
 */
export function auditInput(state: Pick<ListState, "page" | "pageSize" | "filters">) {
  const f = state.filters;
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(f.type ? { target: { type: f.type, ...(f.target ? { id: f.target } : {}) } } : {}),
    ...(f.actor ? { actor: f.actor } : {}),
    ...(f.person ? { person: f.person.slice(0, 100) } : {}),
    ...dayRange(f),
  };
}
