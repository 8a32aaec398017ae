import { router } from "../../trpc";
import { catalogueRouter } from "./catalogue";

export const shopRouter = router({
  catalogue: catalogueRouter,
});
