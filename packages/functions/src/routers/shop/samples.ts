import * as Samples from "@printshop/core/samples/index";
import { publicProcedure, router } from "../../trpc";

export const samplesRouter = router({
  order: publicProcedure
    .input(Samples.order.schema)
    .mutation(({ input, ctx }) => Samples.order(input, { locale: ctx.locale, ip: ctx.clientIp })),
});
