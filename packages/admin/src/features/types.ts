import type { ReactNode } from "react";

/** What a section needs to be opened (docs/spec/admin-api.md; `administrator` has them all). */
export type Permission = "administrator" | "catalogue" | "content" | "orders";

/**
 * One section of the back office: its sidebar entry and its routes (paths relative to the
 * language's base, e.g. `users` and `users/:id`). A section registers itself with one line in
 * `features/index.ts`.
 */
export interface Feature {
  id: string;
  /** Translation key of the sidebar label (namespace `app`). */
  label: string;
  permission: Permission;
  /** The path the sidebar links to. */
  path: string;
  routes: { path: string; element: ReactNode }[];
}
