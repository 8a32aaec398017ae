import * as z from "zod";
import { actorOf } from "../../auth/guard";
import type { RestRequest } from "../router";

/** What the seed's admin shims share: `{id}` bodies (number or numeric string) and the actor. */
export const IdBody = z.object({ id: z.coerce.number().int().positive() });
export const ActivateBody = IdBody.extend({
  value: z.union([
    z.boolean(),
    z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
  ]),
});
export const actor = (r: RestRequest) => actorOf(r.session!);
