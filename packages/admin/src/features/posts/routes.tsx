import type { Feature } from "../types";
import { ContentEditPage, ContentListPage } from "../pages/screens";

export const postsFeature: Feature = {
  id: "posts",
  label: "section.posts",
  permission: "content",
  path: "posts",
  routes: [
    { path: "posts", element: <ContentListPage area="posts" /> },
    { path: "posts/:id", element: <ContentEditPage area="posts" /> },
  ],
};
