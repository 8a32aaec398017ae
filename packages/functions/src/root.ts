import { createCallerFactory, router } from "./trpc";
import { shopRouter } from "./routers/shop/index";
import { adminRouter } from "./routers/admin/index";

export const appRouter = router({
  shop: shopRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
