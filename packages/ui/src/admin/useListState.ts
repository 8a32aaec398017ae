import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  listStateToParams,
  parseListState,
  toListInput,
  type ListInput,
  type ListState,
} from "./listState";

/**
 * A list's state kept in the URL's search parameters (deep links; back/forward walk through pages,
 * sorts and filters). `sortable`: the columns the server sorts by, the first one the default.
 */
export function useListState(sortable: readonly string[], filterIds: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const sortKey = sortable.join(",");
  const filterKey = filterIds.join(",");
  const state = useMemo(
    () => parseListState(new URLSearchParams(key), sortable, filterIds),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values, not the arrays' identity
    [key, sortKey, filterKey],
  );
  const setState = useCallback(
    (next: ListState, opts?: { replace?: boolean }) =>
      setParams(listStateToParams(next, sortable), { replace: opts?.replace ?? false }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, sortKey],
  );
  const input: ListInput = useMemo(() => toListInput(state), [state]);
  return { state, setState, input };
}
