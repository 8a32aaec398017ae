import * as AddressBook from "@printshop/core/address-book/index";
import * as z from "zod";
import { authedProcedure, router } from "../../trpc";

/**
 * The address book (issue 31 item 5), `shop.account.addresses.*`: the session's person's own
 * addresses and their company's (members read, the owner writes). Core decides whose book from
 * `ctx.session.userId` only; an address id from the client is looked up in that book alone.
 * Writes are rate-limited per person in core.
 */
export const addressesRouter = router({
  list: authedProcedure.input(z.void()).query(({ ctx }) => AddressBook.list(ctx.session.userId)),
  save: authedProcedure
    .input(AddressBook.save.schema)
    .mutation(({ input, ctx }) => AddressBook.save(input, ctx.session.userId)),
  remove: authedProcedure
    .input(AddressBook.remove.schema)
    .mutation(({ input, ctx }) => AddressBook.remove(input, ctx.session.userId)),
});
