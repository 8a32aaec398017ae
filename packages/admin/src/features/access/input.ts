import type { ListState } from "@printshop/ui/admin";

/**
 * The access log's input from the list state in the URL: an account (e-mail or id), an address,
 * a kind, and a date range of whole days (from the start of `from` to the end of `to`, UTC).
 */
export function accessInput(state: Pick<ListState, "page" | "pageSize" | "filters">) {
  const f = state.filters;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const text = (v: string | undefined) => (v && v.trim() ? v.trim().slice(0, 254) : undefined);
  const account = text(f.account);
  const address = text(f.address)?.slice(0, 64);
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(account ? { account } : {}),
    ...(address ? { address } : {}),
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.from && day.test(f.from) ? { from: `${f.from}T00:00:00.000Z` } : {}),
    ...(f.to && day.test(f.to) ? { to: `${f.to}T23:59:59.999Z` } : {}),
  };
}
