import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../test/db";
import { appRouter } from "../src/root";
import { handleApi } from "../src/http/handler";
import { restRoutes } from "../src/rest/index";
import { needsAdmin } from "../src/rest/router";
import { callerWith, expireSession, makeUser, sessionCookieFor } from "./accounts";

/**
 * The admin guard matrix over EVERY admin procedure and EVERY /admin REST route, enumerated from
 * the router and the route table, so a route added later without the guard fails here.
 */
const adminProcedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).filter((p) =>
  p.startsWith("admin."),
);
const adminRestRoutes = restRoutes.filter(needsAdmin);

type Who = "anonymous" | "customer" | "expired admin" | "admin";
const cookies = {} as Record<Who, string | undefined>;

async function callProcedure(path: string, cookie: string | undefined): Promise<string> {
  const { caller } = callerWith(cookie);
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input?: unknown) => Promise<unknown>;
  try {
    await fn(undefined);
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? "?";
  }
}

async function callRest(route: { method: string; path: string }, cookie: string | undefined): Promise<number> {
  const path = route.path.replace(/:(\w+)/g, "1");
  const headers = new Headers({ origin: "http://localhost", "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  const res = await handleApi(new Request(`http://localhost${path}`, { method: route.method, headers, body: route.method === "GET" ? undefined : "{}" }));
  return res?.status ?? 404;
}

describe("the admin guard", () => {
  beforeAll(async () => {
    await useTestTable("admin-guard");
    const customer = await makeUser("customer");
    const admin = await makeUser("administrator");
    const expired = await sessionCookieFor(admin.userId);
    await expireSession(expired.sessionId);
    cookies.anonymous = undefined;
    cookies.customer = (await sessionCookieFor(customer.userId)).cookie;
    cookies["expired admin"] = expired.cookie;
    cookies.admin = (await sessionCookieFor(admin.userId)).cookie;
  });

  it("finds the admin procedures and the /admin REST routes to check", () => {
    expect(adminProcedures).toContain("admin.me");
    expect(adminRestRoutes.map((r) => r.path)).toContain("/admin/api/me");
    // Every path under /admin is guarded, whatever the route declares.
    expect(needsAdmin({ path: "/admin/api/anything" })).toBe(true);
    expect(needsAdmin({ path: "/api/product/:id" })).toBe(false);
  });

  const expectedTrpc: Record<Who, (code: string) => void> = {
    anonymous: (code) => expect(code).toBe("UNAUTHORIZED"),
    "expired admin": (code) => expect(code).toBe("UNAUTHORIZED"),
    customer: (code) => expect(code).toBe("FORBIDDEN"),
    admin: (code) => expect(["UNAUTHORIZED", "FORBIDDEN"]).not.toContain(code),
  };
  for (const who of ["anonymous", "customer", "expired admin", "admin"] as const) {
    it(`tRPC: every admin procedure answers ${who === "admin" ? "past the guard" : who === "customer" ? "403" : "401"} for ${who}`, async () => {
      for (const path of adminProcedures) expectedTrpc[who](await callProcedure(path, cookies[who]));
    });
    it(`REST: every /admin route answers ${who === "admin" ? "past the guard" : who === "customer" ? "403" : "401"} for ${who}`, async () => {
      for (const route of adminRestRoutes) {
        const status = await callRest(route, cookies[who]);
        if (who === "admin") expect([401, 403]).not.toContain(status);
        else expect(status, `${route.method} ${route.path}`).toBe(who === "customer" ? 403 : 401);
      }
    });
  }

  it("guards an /admin path before telling a wrong method apart", async () => {
    const wrongMethod = { method: "POST", path: "/admin/api/me" };
    expect(await callRest(wrongMethod, cookies.anonymous)).toBe(401);
    expect(await callRest(wrongMethod, cookies.customer)).toBe(403);
    expect(await callRest(wrongMethod, cookies.admin)).toBe(404);
  });

  it("admin.me names the signed-in administrator", async () => {
    const { caller } = callerWith(cookies.admin);
    expect(await caller.admin.me()).toMatchObject({ role: "administrator" });
  });
});
