import type { Feature } from "../types";
import { BannerEditPage, BannersListPage } from "./screens";

export const bannersFeature: Feature = {
  id: "banners",
  label: "section.banners",
  permission: "content",
  path: "banners",
  routes: [
    { path: "banners", element: <BannersListPage /> },
    { path: "banners/:id", element: <BannerEditPage /> },
  ],
};
