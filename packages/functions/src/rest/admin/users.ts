import * as User from "@printshop/core/user/index";
import * as z from "zod";
import { actorOf } from "../../auth/guard";
import type { RestRequest, RestRoute } from "../router";

/**
 * The seed's legacy user actions (`POST /admin/users/approve|confirm|delete` with `{id}`), over
 * the same core calls as `admin.users.*`. The seed sends no version: the shim reads the user and
 * writes against the version it read (a change made in between is still `conflict.stale`).
 */
const IdBody = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

const withVersion = async ({ body }: RestRequest) => {
  const { id } = IdBody.parse(body);
  const { version } = await User.get({ id });
  return { id, version };
};
const actor = (r: RestRequest) => actorOf(r.session!);

export const adminUserRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/admin/users/approve",
    permission: "administrator",
    handler: async (r) => User.approve(await withVersion(r), actor(r)),
  },
  {
    method: "POST",
    path: "/admin/users/confirm",
    permission: "administrator",
    handler: async (r) => User.confirm(await withVersion(r), actor(r)),
  },
  {
    method: "POST",
    path: "/admin/users/delete",
    permission: "administrator",
    handler: async (r) => User.remove(await withVersion(r), actor(r)),
  },
];
