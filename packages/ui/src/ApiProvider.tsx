import { useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, type DefaultOptions } from "@tanstack/react-query";
import { httpBatchLink, type CreateTRPCClientOptions, type TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import { useTranslation } from "react-i18next";
import { messageOf } from "./errors";
import { useToast } from "./toasts";

/** What ApiProvider needs of a `createTRPCReact<AppRouter>()` instance. */
export interface TrpcReact<TClient> {
  Provider: ComponentType<{ client: TClient; queryClient: QueryClient; children: ReactNode }>;
  createClient(opts: CreateTRPCClientOptions<AnyTRPCRouter>): TClient;
}

/**
 * The one data layer of both SPAs: a QueryClient whose every failed query or mutation that the page
 * does not handle itself ends in a visible toast (nothing is only logged), and a tRPC client that
 * sends the person's language (`x-locale`) so the server answers in it. Needs a ToastProvider and
 * an i18next instance above it.
 *
 * A query opts out of the toast with `meta: { silent: true }` (it shows the failure itself) or
 * `meta: { quietCodes: ["page.not_found"] }` (only those codes).
 */
export function ApiProvider<TClient>(props: {
  trpc: TrpcReact<TClient>;
  /** The language to send with each call (read at call time). */
  getLocale: () => string;
  queries?: DefaultOptions["queries"];
  url?: string;
  /** Links before the batch link (the admin's answers from preloads, `packages/admin/src/preload.ts`); read once. */
  links?: TRPCLink<AnyTRPCRouter>[];
  children: ReactNode;
}) {
  const toast = useToast();
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;
  const localeRef = useRef(props.getLocale);
  localeRef.current = props.getLocale;
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error, query) => {
            if (query.meta?.silent) return;
            const quiet = (query.meta?.quietCodes as string[] | undefined) ?? [];
            const code = (error as { data?: { code?: unknown } | null }).data?.code;
            if (typeof code === "string" && quiet.includes(code)) return;
            toast.error(messageOf(error, tRef.current));
          },
        }),
        mutationCache: new MutationCache({
          onError: (error, _v, _c, mutation) => {
            if (!mutation.options.onError) toast.error(messageOf(error, tRef.current));
          },
        }),
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, ...props.queries } },
      }),
  );
  const { trpc, url = "/trpc" } = props;
  const [before] = useState(() => props.links ?? []);
  const client = useMemo(() => trpc.createClient({ links: [...before, localeLink(url, () => localeRef.current())] }), [trpc, url, before]);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
    </trpc.Provider>
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
