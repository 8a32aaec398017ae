import * as z from "zod";

/**
 * Roles and what each may do in the back office (docs/spec/admin-api.md). Browser-safe: zod only,
 * no server imports; the admin SPA uses `can` to show the sections a role may open, the server's
 * one guard (`adminProcedure(permission)`, REST `permission`) uses it to refuse.
 */
export const roles = ["customer", "administrator", "catalogue", "content", "orders"] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** The roles that work in the back office (a customer has none of its permissions). */
export const staffRoles = [
  "administrator",
  "catalogue",
  "content",
  "orders",
] as const satisfies readonly Role[];

/**
 * What a procedure or an `/admin/...` path may name as the ONE permission it needs.
 * - `backOffice`: open /admin at all (who am I); every staff role.
 * - `catalogue`: products, attributes, runs, price tables, calculators, label pricing, categories.
 * - `content`: CMS pages, blog posts, banners, menu items, images.
 * - `orders`: orders, customers (read), sample requests.
 * - `administrator`: users, roles and the audit log; only the administrator role.
 */
export const permissions = [
  "backOffice",
  "catalogue",
  "content",
  "orders",
  "administrator",
] as const;
export const Permission = z.enum(permissions);
export type Permission = z.infer<typeof Permission>;

export const rolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  customer: [],
  administrator: permissions,
  catalogue: ["backOffice", "catalogue"],
  content: ["backOffice", "content"],
  orders: ["backOffice", "orders"],
};

/** Whether a role has a permission; an unknown role has none. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!role || !Object.hasOwn(rolePermissions, role)) return false;
  return rolePermissions[role as Role].includes(permission);
}

/** Every permission of a role (what `admin.me` answers). */
export const permissionsOf = (role: string | null | undefined): Permission[] =>
  role && Object.hasOwn(rolePermissions, role) ? [...rolePermissions[role as Role]] : [];
