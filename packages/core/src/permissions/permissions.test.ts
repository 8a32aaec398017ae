import { describe, expect, it } from "vitest";
import { can, permissions, permissionsOf, rolePermissions, roles, staffRoles } from "./index";

describe("roles and permissions (admin-api.md)", () => {
  it("the administrator may everything, a customer nothing", () => {
    for (const p of permissions) {
      expect(can("administrator", p)).toBe(true);
      expect(can("customer", p)).toBe(false);
    }
  });

  it("each staff role opens the back office and exactly its own area", () => {
    expect(permissionsOf("catalogue").sort()).toEqual(["backOffice", "catalogue"]);
    expect(permissionsOf("content").sort()).toEqual(["backOffice", "content"]);
    expect(permissionsOf("orders").sort()).toEqual(["backOffice", "orders"]);
    for (const role of staffRoles) expect(can(role, "backOffice")).toBe(true);
  });

  it("only the administrator has users, roles and the audit log", () => {
    expect(roles.filter((r) => can(r, "administrator"))).toEqual(["administrator"]);
  });

  it("an unknown, empty or prototype-named role has no permission", () => {
    for (const role of [undefined, null, "", "root", "toString", "__proto__", "Administrator"]) {
      for (const p of permissions) expect(can(role, p)).toBe(false);
      expect(permissionsOf(role)).toEqual([]);
    }
  });

  it("the map names every role and only known permissions", () => {
    expect(Object.keys(rolePermissions).sort()).toEqual([...roles].sort());
    for (const list of Object.values(rolePermissions))
      for (const p of list) expect(permissions).toContain(p);
  });
});
