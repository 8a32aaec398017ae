import type { ListState } from "@printshop/ui/admin";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit list's input from the list state in the URL: a target type (and optionally its id),
 * a person (by id, chosen from the suggestions or from a link; or a name or e-mail typed in the
 * filter), and a range of whole days as the date inputs give them. The server takes the days as
 * Europe/Warsaw's (core audit/days.ts), whatever the browser's zone.
 */
export function auditInput(state: Pick<ListState, "page" | "pageSize" | "filters">) {
  const f = state.filters;
  const person = f.person?.slice(0, 100).trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(f.type ? { target: { type: f.type, ...(f.target ? { id: f.target } : {}) } } : {}),
    ...(f.actor ? { actor: f.actor.slice(0, 100) } : {}),
    ...(person && !f.actor ? { person } : {}),
    ...(f.from && f.from.length === 10 && DAY.test(f.from) ? { fromDay: f.from } : {}),
    ...(f.to && f.to.length === 10 && DAY.test(f.to) ? { toDay: f.to } : {}),
  };
}
