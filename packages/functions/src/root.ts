import { lazy } from "@trpc/server";
import { createCallerFactory, router } from "./trpc";
import { shopRecord } from "./routers/shop/index";

/**
 * The whole tRPC API. The admin router is lazy: its modules (and the admin-only core modules and
 * zod schemas they bring) load on the first `admin.*` call, so a shop request's cold start never
 * builds them; the Lambda bundle keeps them in a chunk of their own (code splitting, sst.config.ts).
 * So are the shop's groups other than the catalogue and the quotes (routers/shop/index.ts).
 * Code that walks `_def.procedures` awaits `loadRouters()` first.
 */
export const appRouter = router({
  shop: shopRecord,
  admin: lazy(() => import("./routers/admin/index").then((m) => m.adminRouter)),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** Loads every lazy router, so `appRouter._def.procedures` lists them all (tests, tooling). */
export async function loadRouters(): Promise<void> {
  const lazyRouters = (
    appRouter._def as unknown as { lazy: Record<string, { load(): Promise<void> }> }
  ).lazy;
  while (Object.keys(lazyRouters).length > 0)
    await Promise.all(Object.values(lazyRouters).map((l) => l.load()));
}
