import * as Search from "@printshop/core/search/index";
import { adminProcedure } from "../../trpc";

/**
 * admin.search `{ q }`: any staff member may ask (`backOffice`); what comes back is filtered by
 * the role's permissions in core (a `content` user finds pages, never orders).
 */
export const searchProcedure = adminProcedure("backOffice")
  .input(Search.search.schema)
  .query(({ input, ctx }) => Search.search(input, ctx.session.role ?? "", ctx.locale));
