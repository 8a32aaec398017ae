import type { Feature } from "../types";
import { CategoriesListPage } from "./ListPage";
import { CategoryEditPage } from "./EditPage";
import { CategorySortPage } from "./SortPage";

export const categoriesFeature: Feature = {
  id: "categories",
  label: "section.categories",
  permission: "catalogue",
  path: "categories",
  routes: [
    { path: "categories", element: <CategoriesListPage /> },
    { path: "categories/sort", element: <CategorySortPage /> },
    { path: "categories/:id", element: <CategoryEditPage /> },
  ],
};
