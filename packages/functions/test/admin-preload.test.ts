import { beforeAll, describe, expect, it } from "vitest";
import { createTRPCClient, httpBatchLink, type TRPCClientError } from "@trpc/client";
import { load } from "@printshop/core/seed/index";
import { handleApi, useTestTable } from "./built";
import type { AppRouter } from "../src/index";
import { FRESH_MS, Preloads, preloadsOf } from "../../admin/src/preload";
import { makeUser, sessionCookieFor } from "./accounts";
import { makeTableProduct } from "./price-fixture";

/**
 * The admin's preloads (packages/admin/src/preload.ts: the price editor's product and matrix
 * asked for before React and the sign-in check) against the real handler on DynamoDB Local: a
 * query of the tRPC client is answered from its preload exactly as the server answers it, once,
 * without a second request; a refused preload (signed out) sends the query on, so its error is
 * the server's own.
 */
let cookie = "";
/** The browser's fetch as the admin page has it: same origin, the session cookie; every URL asked for is noted. */
const browserFetch = (asked: string[], withCookie = () => cookie) =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    asked.push(url.pathname + url.search);
    const headers = new Headers(init?.headers);
    headers.set("origin", "http://localhost");
    if (withCookie()) headers.set("cookie", withCookie());
    return (await handleApi(new Request(url, { ...init, headers })))!;
  }) as typeof fetch;
const clientWith = (preloads: Preloads, fetcher: typeof fetch) =>
  createTRPCClient<AppRouter>({
    links: [preloads.link(), httpBatchLink({ url: "http://localhost/trpc", fetch: fetcher })],
  });

describe("admin preloads", () => {
  beforeAll(async () => {
    await useTestTable("admin-preload");
    await load();
    cookie = (await sessionCookieFor((await makeUser("catalogue")).userId)).cookie;
  });

  it("knows what each first load asks for", () => {
    expect(preloadsOf("/admin/en/prices/42")).toEqual([
      { path: "admin.me", input: undefined },
      { path: "admin.products.get", input: { productId: 42 } },
      { path: "admin.prices.matrix", input: { productId: 42 } },
    ]);
    expect(preloadsOf("/admin/prices/7/")).toHaveLength(3);
    expect(preloadsOf("/admin/de/orders")).toEqual([{ path: "admin.me", input: undefined }]);
    expect(preloadsOf("/admin/prices/0")).toHaveLength(1);
    expect(preloadsOf("/admin/prices/x")).toHaveLength(1);
    expect(preloadsOf("/en/prices/42")).toEqual([]);
  });

  it("answers the editor's queries from the preloads, once each, as the server answers them", async () => {
    const p = await makeTableProduct();
    const asked: string[] = [];
    const preloads = new Preloads();
    preloads.start(`/admin/en/prices/${p.productId}`, browserFetch(asked));
    expect(asked).toHaveLength(3);
    const client = clientWith(preloads, browserFetch(asked));
    const [me, product, matrix] = await Promise.all([
      client.admin.me.query(),
      client.admin.products.get.query({ productId: p.productId }),
      client.admin.prices.matrix.query({ productId: p.productId }),
    ]);
    expect(asked).toHaveLength(3); // nothing more went out
    const direct = clientWith(new Preloads(), browserFetch([]));
    expect(me).toEqual(await direct.admin.me.query());
    expect(product).toEqual(await direct.admin.products.get.query({ productId: p.productId }));
    expect(matrix).toEqual(await direct.admin.prices.matrix.query({ productId: p.productId }));
    expect(matrix.cells).toBe(10);
    // Taken once: the next read (a reload after a save) goes to the server.
    await client.admin.prices.matrix.query({ productId: p.productId });
    expect(asked).toHaveLength(4);
    expect(asked[3]).toContain("admin.prices.matrix");
  });

  it("a refused preload (signed out) answers the query with the server's own 401, without asking again", async () => {
    const asked: string[] = [];
    const preloads = new Preloads();
    preloads.start(
      "/admin/en/prices/1",
      browserFetch(asked, () => ""),
    );
    const client = clientWith(
      preloads,
      browserFetch(asked, () => ""),
    );
    const errorOf = (q: Promise<unknown>) =>
      q.then(
        () => null,
        (e: TRPCClientError<AppRouter>) => ({
          name: e.name,
          message: e.message,
          data: e.data,
          shape: e.shape,
        }),
      );
    const refused = await errorOf(client.admin.me.query());
    expect(asked.filter((u) => u.includes("admin.me"))).toHaveLength(1);
    // Exactly the error the batch link raises from the server's answer (same locale: the URL's).
    const direct = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: "http://localhost/trpc",
          fetch: browserFetch([], () => ""),
          headers: { "x-locale": "en" },
        }),
      ],
    });
    const server = await errorOf(direct.admin.me.query());
    expect(refused).toEqual(server);
    expect(refused?.data?.httpStatus).toBe(401);
    expect(refused?.data?.code).toBe("auth.required");
  });

  it("a mutation (the sign-in) drops the preloads not yet taken: the screen that opens after it asks the server", async () => {
    const p = await makeTableProduct();
    const asked: string[] = [];
    let signedIn = "";
    const preloads = new Preloads();
    preloads.start(
      `/admin/prices/${p.productId}`,
      browserFetch(asked, () => signedIn),
    );
    const client = clientWith(
      preloads,
      browserFetch(asked, () => signedIn),
    );
    await expect(client.admin.me.query()).rejects.toThrow();
    // The sign-in: any mutation through the link (this one is refused; it drops the preloads all the same).
    await client.shop.account.signIn
      .mutate({ email: "nobody@example.com", password: "wrong password" })
      .catch(() => undefined);
    signedIn = cookie;
    const matrix = await client.admin.prices.matrix.query({ productId: p.productId });
    expect(matrix.cells).toBe(10);
    expect(asked.filter((u) => u.includes("admin.prices.matrix"))).toHaveLength(2);
  });

  it("a preload not taken in time is dropped (its answer may be stale): the query asks the server", async () => {
    const p = await makeTableProduct();
    let now = 0;
    const asked: string[] = [];
    const preloads = new Preloads(() => now);
    preloads.start(`/admin/prices/${p.productId}`, browserFetch(asked));
    now = FRESH_MS + 1;
    const client = clientWith(preloads, browserFetch(asked));
    expect((await client.admin.prices.matrix.query({ productId: p.productId })).cells).toBe(10);
    expect(asked.filter((u) => u.includes("admin.prices.matrix"))).toHaveLength(2);
  });
});
