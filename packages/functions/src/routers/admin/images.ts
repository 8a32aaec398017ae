import * as Images from "@printshop/core/images/index";
import { adminProcedure, router } from "../../trpc";

/** admin.images.*: presigned upload of an image for the shop's pages (rich text, banners). */
export const imagesRouter = router({
  upload: adminProcedure("content")
    .input(Images.upload.schema)
    .mutation(({ input, ctx }) => Images.upload(input, ctx.actor)),
});
