import { beforeAll, describe, expect, it } from "vitest";
import { can, staffRoles, type Permission } from "@printshop/core/permissions";
import { appRouter, loadRouters } from "../src/root";
import { handleApi, useTestTable } from "./built";
import { restRoutes } from "../src/rest/index";
import { permissionOf } from "../src/rest/router";
import { callerWith, expireSession, makeUser, sessionCookieFor } from "./accounts";

/**
 * THE GUARD MATRIX: every `admin.*` procedure (enumerated from the router itself) and every
 * guarded REST path (from the route table) × anonymous, customer, an expired session and each
 * staff role. Each case expects exactly 401, 403, or an answer past the guard, as the
 * permission map says; a procedure or path added later is in the matrix without anyone writing it.
 */
// The admin router is lazy (loaded on the first admin call): load it so that it can be enumerated.
await loadRouters();
type Def = { _def: { type: string; meta?: { permission?: Permission } } };
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, Def> } })._def.procedures,
)
  .filter(([path]) => path.startsWith("admin."))
  .map(([path, p]) => ({ path, permission: p._def.meta?.permission }));
const guardedRoutes = restRoutes
  .map((r) => ({ method: r.method, path: r.path, permission: permissionOf(r) }))
  .filter((r) => r.permission !== null);

const who = ["anonymous", "expired session", "customer", ...staffRoles] as const;
type Who = (typeof who)[number];
const cookies = {} as Record<Who, string | undefined>;

/** What a caller must get: 401 without a valid session, 403 without the permission, else past the guard. */
const expected = (w: Who, permission: Permission): 401 | 403 | "allowed" =>
  w === "anonymous" || w === "expired session"
    ? 401
    : w === "customer"
      ? 403
      : can(w, permission)
        ? "allowed"
        : 403;
const trpcStatus = { UNAUTHORIZED: 401, FORBIDDEN: 403 } as Record<string, number>;

async function callProcedure(
  path: string,
  cookie: string | undefined,
): Promise<401 | 403 | "allowed"> {
  const { caller } = callerWith(cookie);
  const call = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input?: unknown,
  ) => Promise<unknown>;
  try {
    // No input: an allowed caller gets the procedure's own answer or its 400, never a write.
    await call(undefined);
    return "allowed";
  } catch (error) {
    const status = trpcStatus[(error as { code?: string }).code ?? ""];
    return status === 401 || status === 403 ? status : "allowed";
  }
}

async function callRest(method: string, path: string, cookie: string | undefined): Promise<number> {
  const headers = new Headers({ origin: "http://localhost", "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  const res = await handleApi(
    new Request(`http://localhost${path.replace(/:(\w+)/g, "1")}`, {
      method,
      headers,
      body: method === "GET" ? undefined : "{}",
    }),
  );
  return res?.status ?? 404;
}

/**
 * admin-api.md's roles table, independent of what the code declares: each area's permission.
 * A procedure or path of an area not listed here fails (decide its permission here first), and
 * one declaring another permission than its area's fails too.
 */
const areaPermission: [RegExp, Permission][] = [
  [/^admin\.me$|^\/admin\/api\/me$/, "backOffice"],
  // The header search: every staff role asks; core filters the hits by the role (issue 27).
  [/^admin\.search$/, "backOffice"],
  // The person's own second factor and sessions: every staff role.
  [/^admin\.(secondFactor|profile)\./, "backOffice"],
  [
    /^admin\.(users|audit|access|payments|shipping|company|outbox|invoiceSettings|proofSettings)\.|^\/admin\/(users|settings)\//,
    "administrator",
  ],
  [
    /^admin\.(products|attributes|prices|calculators|labels|categories)\.|^\/admin\/(products|categories|calculator)\//,
    "catalogue",
  ],
  [/^admin\.(pages|posts|banners|menu|images)\.|^\/admin\/(cms|blog|banner|menu)\//, "content"],
  // Bank statements mark orders paid; invoices and the NBP rates they use (issue 30): the orders' area.
  [
    /^admin\.(orders|samples|customers|dashboard|bank|invoices|production|proofs)\.|^\/admin\/orders\//,
    "orders",
  ],
];
const specPermission = (name: string) => areaPermission.find(([re]) => re.test(name))?.[1];

// The answers expected follow admin-api.md's permission (an unlisted area: the strictest).
const procedureCases = procedures.flatMap((p) =>
  who.map((w) => ({ ...p, spec: specPermission(p.path) ?? "administrator", who: w })),
);
const restCases = guardedRoutes.flatMap((r) =>
  who.map((w) => ({ ...r, spec: specPermission(r.path) ?? "administrator", who: w })),
);

describe("the admin guard matrix", () => {
  beforeAll(async () => {
    await useTestTable("admin-matrix");
    const expired = await sessionCookieFor((await makeUser("administrator")).userId);
    await expireSession(expired.sessionId);
    cookies.anonymous = undefined;
    cookies["expired session"] = expired.cookie;
    cookies.customer = (await sessionCookieFor((await makeUser("customer")).userId)).cookie;
    for (const role of staffRoles)
      cookies[role] = (await sessionCookieFor((await makeUser(role)).userId)).cookie;
  });

  it("enumerates every admin procedure and guarded path, each naming a known permission", () => {
    expect(procedures.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "admin.me",
        "admin.users.list",
        "admin.users.setRole",
        "admin.audit.list",
        "admin.audit.people",
        "admin.images.upload",
        "admin.orders.refund",
        "admin.orders.setParcels",
        "admin.bank.import",
      ]),
    );
    for (const p of procedures)
      expect(p.permission, p.path).toMatch(/^(backOffice|catalogue|content|orders|administrator)$/);
    expect(guardedRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/admin/api/me",
        "/admin/users/approve",
        "/admin/users/confirm",
        "/admin/users/delete",
      ]),
    );
    // Every path under /admin is guarded whatever it declares; other paths only when they ask.
    expect(permissionOf({ path: "/admin/anything" })).toBe("administrator");
    expect(permissionOf({ path: "/api/product/:id" })).toBeNull();
    console.log(
      `guard matrix: ${procedures.length} procedures × ${who.length} callers = ${procedureCases.length} tRPC cases; ${guardedRoutes.length} REST paths × ${who.length} = ${restCases.length} REST cases; ${procedureCases.length + restCases.length} in all`,
    );
    // Every area of admin-api.md's roles table has procedures, so none of its rows is dead and an
    // area whose procedures vanished from the enumeration (a router not loaded) fails here.
    for (const [re, permission] of areaPermission)
      expect(
        procedures.some((p) => re.test(p.path)),
        `${String(re)} (${permission})`,
      ).toBe(true);
  });

  it("every procedure and path declares the permission admin-api.md gives its area", () => {
    for (const p of procedures) expect(p.permission, p.path).toBe(specPermission(p.path));
    for (const r of guardedRoutes)
      expect(r.permission, `${r.method} ${r.path}`).toBe(specPermission(r.path));
  });

  it.each(procedureCases)("tRPC $path ($spec) as $who", async ({ path, spec, who: w }) => {
    expect(await callProcedure(path, cookies[w])).toBe(expected(w, spec));
  });

  it.each(restCases)(
    "REST $method $path ($spec) as $who",
    async ({ method, path, spec, who: w }) => {
      const status = await callRest(method, path, cookies[w]);
      const want = expected(w, spec);
      if (want === "allowed") expect([401, 403]).not.toContain(status);
      else expect(status).toBe(want);
    },
  );

  it.each(who)(
    "an /admin path answers the guard before 'wrong method' and 'not found' (%s)",
    async (w) => {
      const guard = expected(w, "administrator");
      const wrongMethod = await callRest("GET", "/admin/users/approve", cookies[w]);
      const unknown = await callRest("POST", "/admin/no/such/path", cookies[w]);
      if (guard === "allowed") {
        expect(wrongMethod).toBe(404);
        expect(unknown).toBe(404);
      } else {
        expect(wrongMethod).toBe(guard);
        expect(unknown).toBe(guard);
      }
      // /admin/api/me needs only backOffice: its wrong method follows that permission.
      const meWrong = await callRest("POST", "/admin/api/me", cookies[w]);
      const meGuard = expected(w, "backOffice");
      expect(meWrong).toBe(meGuard === "allowed" ? 404 : meGuard);
    },
  );

  it("admin.me names the person, the role and what it may open", async () => {
    for (const role of staffRoles) {
      const me = await callerWith(cookies[role]).caller.admin.me();
      expect(me.role).toBe(role);
      expect(me.permissions).toContain("backOffice");
      expect(me.permissions.includes("administrator")).toBe(role === "administrator");
    }
  });
});
