import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import type { AppRouter } from "@printshop/functions";
import type { Locale } from "@printshop/ui";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(getLocale: () => Locale) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        headers: () => ({ "x-locale": getLocale() }),
        fetch: (url, options) => fetch(url, { ...options, credentials: "same-origin" }),
      }),
    ],
  });
}
