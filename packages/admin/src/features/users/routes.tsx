import type { Feature } from "../types";
import { UsersListPage } from "./ListPage";
import { UserPage } from "./UserPage";

export const usersFeature: Feature = {
  id: "users",
  label: "section.users",
  permission: "administrator",
  path: "users",
  routes: [
    { path: "users", element: <UsersListPage /> },
    { path: "users/:id", element: <UserPage /> },
  ],
};
