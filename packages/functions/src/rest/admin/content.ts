import * as Banner from "@printshop/core/banner/index";
import * as Menu from "@printshop/core/menu/index";
import * as Pages from "@printshop/core/content/pages";
import * as Posts from "@printshop/core/content/posts";
import type { RestRoute } from "../router";
import { actor, ActivateBody, IdBody } from "./shim";

/**
 * The seed's content paths (`/admin/cms|blog|banner|menu/...`) over admin.pages|posts|banners|menu.
 * The seed sends no versions: each shim reads the record and writes against the version it read.
 */
interface Area {
  get(input: { id: number }): Promise<{ version: number }>;
  remove(input: { id: number; version: number }, a: ReturnType<typeof actor>): Promise<unknown>;
  activate?(
    input: { id: number; version: number; value: boolean },
    a: ReturnType<typeof actor>,
  ): Promise<unknown>;
}

const remove = (area: Area) => async (r: Parameters<RestRoute["handler"]>[0]) => {
  const { id } = IdBody.parse(r.body);
  const { version } = await area.get({ id });
  await area.remove({ id, version }, actor(r));
  return { success: true };
};
const activate = (area: Area) => async (r: Parameters<RestRoute["handler"]>[0]) => {
  const { id, value } = ActivateBody.parse(r.body);
  const { version } = await area.get({ id });
  await area.activate!({ id, version, value }, actor(r));
  return { success: true };
};

export const adminContentRoutes: RestRoute[] = [
  { method: "POST", path: "/admin/cms/delete", permission: "content", handler: remove(Pages) },
  { method: "POST", path: "/admin/blog/delete", permission: "content", handler: remove(Posts) },
  { method: "POST", path: "/admin/banner/delete", permission: "content", handler: remove(Banner) },
  {
    method: "POST",
    path: "/admin/banner/activate",
    permission: "content",
    handler: activate(Banner),
  },
  {
    method: "POST",
    path: "/admin/menu/menu-item/delete",
    permission: "content",
    handler: remove(Menu),
  },
  {
    method: "POST",
    path: "/admin/menu/menu-item/activate",
    permission: "content",
    handler: activate(Menu),
  },
];
