import type { Feature } from "../types";
import { ContentEditPage, ContentListPage } from "./screens";

export const pagesFeature: Feature = {
  id: "pages",
  label: "section.pages",
  permission: "content",
  path: "pages",
  routes: [
    { path: "pages", element: <ContentListPage area="pages" /> },
    { path: "pages/:id", element: <ContentEditPage area="pages" /> },
  ],
};
