import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "@printshop/functions";

/** The typed tRPC hooks; the client itself (locale header, cookie) is made by `ApiProvider` from @printshop/ui. */
export const trpc = createTRPCReact<AppRouter>();

import type { inferRouterOutputs } from "@trpc/server";
export type RouterOutputs = inferRouterOutputs<AppRouter>;
