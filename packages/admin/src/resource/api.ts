import type { ListResult } from "@printshop/ui/admin";
import { trpc } from "../trpc";

/**
 * The admin routers that are one "resource" (react-admin's sense: a list and an edit screen over
 * list/get/create/update/activate/remove), seen through the one shape the generic screens use.
 * Each router's own input and output types are checked where the feature declares its fields and
 * columns; here only what every one of them has.
 */
export type ResourceArea = "banners" | "menu" | "categories" | "pages" | "posts";
/** The settings pairs: list/create/update (+ remove) edited in panels on one screen. */
export type SettingsArea = "payments" | "shipping";

interface Key {
  id: number;
  version: number;
}
interface Mutation<I, O = unknown> {
  useMutation(opts?: { onSettled?: () => unknown; onError?: (error: unknown) => unknown }): {
    mutate(input: I): void;
    mutateAsync(input: I): Promise<O>;
    isPending: boolean;
  };
}

export interface ResourceApi<Row, Rec = Row> {
  list: { useQuery(input: never, opts: object): ListResult<Row> };
  get: {
    useQuery(
      input: { id: number },
      opts: object,
    ): { isPending: boolean; isError: boolean; error: unknown; data?: Rec };
  };
  create: Mutation<never, Rec>;
  update: Mutation<never, Rec>;
  activate: Mutation<Key & { value: boolean }>;
  remove: Mutation<Key>;
}

/** The router of `area` as a resource, and what to invalidate after a write (its queries and the audit log's). */
export function useResourceApi<Row, Rec = Row>(
  area: ResourceArea | SettingsArea,
  also: (ResourceArea | SettingsArea)[] = [],
) {
  const utils = trpc.useUtils();
  const api = trpc.admin[area] as unknown as ResourceApi<Row, Rec>;
  const invalidate = (a: ResourceArea | SettingsArea) =>
    (utils.admin[a] as unknown as { invalidate(): Promise<void> }).invalidate();
  const refresh = () =>
    Promise.all([invalidate(area), ...also.map(invalidate), utils.admin.audit.invalidate()]);
  const refreshRecord = (id: number) =>
    (
      utils.admin[area] as unknown as { get: { invalidate(input: { id: number }): Promise<void> } }
    ).get.invalidate({ id });
  /** The record as stored now (asked again, not from the cache): the newer one after a 409. */
  const fetchRecord = (id: number) =>
    (
      utils.admin[area] as unknown as {
        get: { fetch(input: { id: number }, opts: { staleTime: number }): Promise<Rec> };
      }
    ).get.fetch({ id }, { staleTime: 0 });
  return { api, refresh, refreshRecord, fetchRecord };
}
