import type { Feature } from "../types";
import { MenuEditPage, MenuListPage } from "./screens";

export const menuFeature: Feature = {
  id: "menu",
  label: "section.menu",
  permission: "content",
  path: "menu",
  routes: [
    { path: "menu", element: <MenuListPage /> },
    { path: "menu/:id", element: <MenuEditPage /> },
  ],
};
