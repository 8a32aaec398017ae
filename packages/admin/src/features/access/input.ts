import type { ListState } from "@printshop/ui/admin";
import { warsawDayRange } from "@printshop/core/audit/days";

/**
 * The access log's input from the list state in the URL: an account (e-mail or id), an address,
 * a kind, and a date range of whole days in the admin's calendar (Europe/Warsaw, as the audit
 * log's: from 00:00 there on `from` to the end of `to`), whatever the browser's zone.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function accessInput(state: Pick<ListState, "page" | "pageSize" | "filters">) {
  const f = state.filters;
  const text = (v: string | undefined) => (v && v.trim() ? v.trim().slice(0, 254) : undefined);
  const account = text(f.account);
  const address = text(f.address)?.slice(0, 64);
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(account ? { account } : {}),
    ...(address ? { address } : {}),
    ...(f.kind ? { kind: f.kind } : {}),
    ...warsawDayRange({
      ...(f.from && DAY.test(f.from) ? { fromDay: f.from } : {}),
      ...(f.to && DAY.test(f.to) ? { toDay: f.to } : {}),
    }),
  };
}
