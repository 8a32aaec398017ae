import { useTranslation } from "./i18n-react";
import type { TFunction } from "./i18n";
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type DefaultOptions,
} from "@tanstack/react-query";
import { httpBatchLink, type CreateTRPCClientOptions, type TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import { messageOf } from "./errors";
import { useToast } from "./toasts";

/** What ApiProvider needs of a `createTRPCReact<AppRouter>()` instance. */
export interface TrpcReact<TClient> {
  Provider: ComponentType<{ client: TClient; queryClient: QueryClient; children: ReactNode }>;
  createClient(opts: CreateTRPCClientOptions<AnyTRPCRouter>): TClient;
}

/** A QueryClient and its tRPC client; made before React renders when the first calls start early. */
export interface Api<TClient> {
  trpc: TrpcReact<TClient>;
  queryClient: QueryClient;
  client: TClient;
  /** Where failures go: ApiProvider connects the toasts; until then they wait (none is dropped). */
  report: { show: ((error: unknown) => void) | null; waiting: unknown[] };
}

export interface ApiOptions<TClient> {
  trpc: TrpcReact<TClient>;
  /** The language to send with each call (read at call time). */
  getLocale: () => string;
  queries?: DefaultOptions["queries"];
  url?: string;
  /** Links before the batch link (the admin's answers from preloads, `packages/admin/src/preload.ts`). */
  links?: TRPCLink<AnyTRPCRouter>[];
}

/**
 * The one data layer of both SPAs: a QueryClient whose every failed query or mutation that the page
 * does not handle itself ends in a visible toast (nothing is only logged), and a tRPC client that
 * sends the person's language (`x-locale`) so the server answers in it.
 *
 * A query opts out of the toast with `meta: { silent: true }` (it shows the failure itself) or
 * `meta: { quietCodes: ["page.not_found"] }` (only those codes).
 */
export function createApi<TClient>(opts: ApiOptions<TClient>): Api<TClient> {
  const report: Api<TClient>["report"] = { show: null, waiting: [] };
  const fail = (error: unknown) => (report.show ? report.show(error) : report.waiting.push(error));
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        const quiet = (query.meta?.quietCodes as string[] | undefined) ?? [];
        const code = (error as { data?: { code?: unknown } | null }).data?.code;
        if (typeof code === "string" && quiet.includes(code)) return;
        fail(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (!mutation.options.onError) fail(error);
      },
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, ...opts.queries } },
  });
  const client = opts.trpc.createClient({
    links: [...(opts.links ?? []), localeLink(opts.url ?? "/trpc", opts.getLocale)],
  });
  return { trpc: opts.trpc, queryClient, client, report };
}

/**
 * Provides the data layer (see `createApi`): the one given (the shop makes it before rendering, so
 * its first calls are already under way), or one made here. Needs a ToastProvider and an i18next
 * instance above it.
 */
export function ApiProvider<TClient>(
  props: ({ api: Api<TClient> } | ApiOptions<TClient>) & { children: ReactNode },
) {
  const toast = useToast();
  const { t } = useTranslation();
  const tRef = useRef<TFunction>(t);
  tRef.current = t;
  const optsRef = useRef(props);
  optsRef.current = props;
  const [api] = useState(() =>
    "api" in props
      ? props.api
      : createApi({
          ...props,
          getLocale: () => (optsRef.current as ApiOptions<TClient>).getLocale(),
        }),
  );
  useEffect(() => {
    api.report.show = (error) => toast.error(messageOf(error, tRef.current));
    for (const error of api.report.waiting.splice(0)) api.report.show(error);
    return () => void (api.report.show = null);
  }, [api, toast]);
  return (
    <api.trpc.Provider client={api.client} queryClient={api.queryClient}>
      <QueryClientProvider client={api.queryClient}>{props.children}</QueryClientProvider>
    </api.trpc.Provider>
  );
}

/** The batch link with the locale header and the session cookie. */
function localeLink(url: string, getLocale: () => string): TRPCLink<AnyTRPCRouter> {
  return httpBatchLink({
    url,
    headers: () => ({ "x-locale": getLocale() }),
    fetch: (input, options) => fetch(input, { ...options, credentials: "same-origin" }),
  });
}
