import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import type { AppRouter } from "@printshop/functions";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(getLocale: () => string) {
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
