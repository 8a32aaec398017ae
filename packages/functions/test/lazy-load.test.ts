import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { Seed } from "@printshop/core";
import { makeInflateBombPdf, makeJavaScriptPdf, makePdf } from "@printshop/core/upload/test-pdf";
import { useTestTable } from "../../../test/db";
import {
  builtBundle,
  inputsOf,
  lambdaReach,
  outputOf,
  outputsOf,
  staticClosure,
  type LambdaBundle,
} from "../../../bench/lambda-bundle";
import { appRouter, loadRouters } from "../src/root";
import { adminRestRoutes } from "../src/rest/admin/index";
import { restRoutes } from "../src/rest/index";
import { lazyAdminRestRoutes } from "../src/rest/admin/table";
import { lazyShopRestRoutes } from "../src/rest/shop-table";
import { shopLazyRestRoutes } from "../src/rest/shop-lazy";

/**
 * The shop's cold start (issue 15, goal 3): the Lambda as deployed — the API's one build
 * (packages/functions/build/bundle.ts, dist/ as `pnpm build` or the test run's global setup made
 * it) — reads none of the admin's routers, REST shims and core modules, nor pdf-lib, at import;
 * they sit in chunks loaded on first use (pdf-lib in the preflight's worker, a file of its own).
 * And the bundle works: a fresh Node process (with --enable-source-maps, as deployed) answers a
 * shop call, an admin call and an admin REST call through it, on DynamoDB Local.
 */
let outdir: string;
let bundle: LambdaBundle;
let coldInputs: string[];
let lazyInputs: string[];

/** Source files that must not be evaluated on a shop cold start. */
const adminOnly = [
  /node_modules\/.*\/pdf-lib\//,
  /node_modules\/.*\/(read|write)-excel-file\//,
  /node_modules\/.*\/sanitize-html\//,
  /node_modules\/.*\/@aws-sdk\/client-s3\//,
  /packages\/functions\/src\/routers\/admin\//,
  /packages\/functions\/src\/rest\/admin\/(?!table\.ts$)/,
  // (their messages.ts stay: the error formatter translates every code)
  /packages\/core\/src\/(banner|menu|user|images|settings)\/(?!messages\.ts$)/,
  // schema-build.ts stays (its schemas are built on a calculator's first write, entities/shapes.ts)
  /packages\/core\/src\/workbench\/(?!schema-build\.ts$|messages\.ts$)/,
  /packages\/core\/src\/(calculator|labels|price-table|content)\/admin\.ts$/,
  /packages\/core\/src\/upload\/preflight\.ts$/,
];

/** The shop's groups that load on their first call (routers/shop/index.ts, rest/shop-table.ts). */
const shopOnFirstUse = [
  /packages\/functions\/src\/routers\/shop\/(account|cart|checkout|samples|content|upload|order-files|invoices|offers)\.ts$/,
  /packages\/functions\/src\/rest\/(account|cart|samples|shop-lazy)\.ts$/,
  /packages\/core\/src\/(cart|checkout|email|samples|offer)\/index\.ts$/,
];

describe("Lambda bundle: what a shop cold start loads", () => {
  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), "printshop-lambda-"));
    bundle = builtBundle();
    const cold = staticClosure(bundle);
    coldInputs = inputsOf(bundle, cold);
    lazyInputs = inputsOf(
      bundle,
      lambdaReach(bundle).filter((file) => !cold.includes(file)),
    );
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it("imports none of the admin's modules, pdf-lib, the spreadsheet readers, the sanitiser or the S3 client at start", () => {
    expect(coldInputs.some((input) => input.endsWith("packages/functions/src/lambda.ts"))).toBe(
      true,
    );
    expect(
      coldInputs.some((input) => input.endsWith("packages/functions/src/routers/shop/index.ts")),
    ).toBe(true);
    expect(coldInputs.filter((input) => adminOnly.some((pattern) => pattern.test(input)))).toEqual(
      [],
    );
  });

  it("imports the shop's groups other than the catalogue and the quotes on their first call, not at start", () => {
    expect(
      coldInputs.some((input) => input.endsWith("packages/functions/src/routers/shop/pricing.ts")),
    ).toBe(true);
    expect(
      coldInputs.some((input) =>
        input.endsWith("packages/functions/src/routers/shop/catalogue.ts"),
      ),
    ).toBe(true);
    expect(
      coldInputs.filter((input) => shopOnFirstUse.some((pattern) => pattern.test(input))),
    ).toEqual([]);
    for (const pattern of shopOnFirstUse)
      expect(
        lazyInputs.some((input) => pattern.test(input)),
        String(pattern),
      ).toBe(true);
  });

  it("ships them as chunks loaded on first use", () => {
    for (const pattern of [
      /routers\/admin\/index\.ts$/,
      /rest\/admin\/index\.ts$/,
      /core\/src\/banner\/index\.ts$/,
      /core\/src\/upload\/cage\.ts$/,
    ]) {
      expect(
        lazyInputs.some((input) => pattern.test(input)),
        String(pattern),
      ).toBe(true);
    }
    // pdf-lib and the preflight run only in the preflight's worker, a file of its own (below).
    // The preflight (pdf-lib reading customers' files) runs only in its worker, never here.
    expect(
      [...coldInputs, ...lazyInputs].filter((input) =>
        /core\/src\/upload\/preflight\.ts$/.test(input),
      ),
    ).toEqual([]);
    // pdf-lib writing the shop's own documents (invoices, job tickets: core/document/pdf.ts) is
    // in the process, loaded with them on first use; never on a cold start (the first test).
    expect(lazyInputs.some((input) => /core\/src\/document\/pdf\.ts$/.test(input))).toBe(true);
    expect(coldInputs.filter((input) => /pdf-lib\//.test(input))).toEqual([]);
  });

  it("ships the preflight's worker beside the chunks, and the bundled cage starts it: a fresh process checks a PDF, the 500 MB bomb and a JavaScript PDF", async () => {
    const worker = join(dirname(bundle.entryFile), "preflight-worker.mjs");
    // The worker and the chunks it imports hold the preflight and pdf-lib (which it may share
    // with the documents' chunk).
    const workerInputs = inputsOf(bundle, staticClosure(bundle, worker));
    expect(workerInputs.some((input) => input.endsWith("core/src/upload/preflight.ts"))).toBe(true);
    expect(workerInputs.some((input) => /pdf-lib\/es\/api\/PDFDocument\.js$/.test(input))).toBe(
      true,
    );
    const cage = outputsOf(bundle).find((file) =>
      Object.keys(outputOf(bundle, file)!.inputs).some((input) =>
        input.endsWith("packages/core/src/upload/cage.ts"),
      ),
    );
    expect(cage, "the cage's chunk").toBeDefined();
    const files = {
      good: join(outdir, "good.pdf"),
      bomb: join(outdir, "bomb.pdf"),
      script: join(outdir, "script.pdf"),
    };
    writeFileSync(files.good, await makePdf([54, 34]));
    writeFileSync(files.bomb, makeInflateBombPdf(54, 34, 500));
    writeFileSync(files.script, await makeJavaScriptPdf(54, 34));
    const script = `
      import { readFileSync } from "node:fs";
      const { preflightInCage, cageStats } = await import(${JSON.stringify(`file://${cage!}`)});
      const target = { size: { width: 50, height: 30 } };
      const out = {};
      for (const [name, file] of Object.entries(${JSON.stringify(files)})) {
        const start = performance.now();
        out[name] = { ...(await preflightInCage(new Uint8Array(readFileSync(file)), target)), ms: Math.round(performance.now() - start) };
      }
      out.stats = cageStats;
      process.stdout.write(JSON.stringify(out));
    `;
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--enable-source-maps", "--input-type=module", "-e", script],
      { env: { ...process.env, NODE_OPTIONS: "" } },
    );
    const out = JSON.parse(stdout) as Record<
      string,
      { verdict: string; pages: number | null; issues: { code: string }[]; ms: number }
    > & { stats: Record<string, number> };
    expect(out.good, stderr).toMatchObject({
      verdict: "ok",
      pages: 1,
      issues: [{ code: "pdf_ok" }],
    });
    expect(out.bomb).toMatchObject({
      verdict: "unchecked",
      pages: null,
      issues: [{ code: "too_complex_to_check" }],
    });
    expect(out.bomb!.ms).toBeLessThan(10_000);
    expect(out.script).toMatchObject({ verdict: "warning", issues: [{ code: "pdf_javascript" }] });
    // The bomb stopped at the inflate cap (or, on a starved machine, at the clock), never a crash.
    expect(out.stats.inflateLimits! + out.stats.timeouts!).toBe(1);
    expect(out.stats.crashes).toBe(0);
  }, 60_000);

  it("maps our own code without copies of the sources, and is bundled without keepNames", () => {
    const cold = staticClosure(bundle);
    const maps = cold.map(
      (file) =>
        JSON.parse(readFileSync(`${file}.map`, "utf8")) as {
          sources: string[];
          sourcesContent?: unknown;
        },
    );
    // (Relative to the map's folder.)
    const sources = maps.flatMap((map) =>
      map.sources.map((source) => resolve(dirname(cold[0]!), source)),
    );
    expect(sources.some((source) => source.endsWith("packages/functions/src/lambda.ts"))).toBe(
      true,
    );
    expect(sources.some((source) => source.endsWith("packages/functions/src/http/serve.ts"))).toBe(
      true,
    );
    expect(maps.every((map) => map.sourcesContent === undefined)).toBe(true);
    // keepNames would name every function: `__name(fn, "createContext")` and the like.
    const code = cold.map((file) => readFileSync(file, "utf8"));
    expect(code.some((text) => /,"createContext"\)/.test(text))).toBe(false);
  });

  it("the lazy S3 chunk presigns as before, offline", async () => {
    const s3 = outputsOf(bundle).find((file) => /\/s3-\w+\.mjs$/.test(file));
    expect(s3, "the S3 chunk").toBeDefined();
    const script = `
      const mod = await import(${JSON.stringify(`file://${s3!}`)});
      const S3Storage = Object.values(mod).find((v) => typeof v === "function" && String(v).includes("presignPut"));
      const storage = new S3Storage("printshop-files", { region: "eu-central-1" }, () => new Date("2026-11-23T08:00:00Z"));
      const put = await storage.presignPut("uploads/a.pdf", { contentType: "application/pdf", size: 1234, expiresInSeconds: 600 });
      process.stdout.write(JSON.stringify(put));
    `;
    const env = {
      ...process.env,
      NODE_OPTIONS: "",
      AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
      AWS_SESSION_TOKEN: "",
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", script],
      { env },
    );
    const put = JSON.parse(stdout) as {
      url: string;
      method: string;
      headers: Record<string, string>;
    };
    const url = new URL(put.url);
    expect(url.host).toBe("printshop-files.s3.eu-central-1.amazonaws.com");
    expect(url.pathname).toBe("/uploads/a.pdf");
    expect(url.searchParams.get("X-Amz-Credential")).toBe(
      "AKIDEXAMPLE/20261123/eu-central-1/s3/aws4_request",
    );
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(put).toMatchObject({ method: "PUT", headers: { "content-type": "application/pdf" } });
  }, 60_000);

  it("reads the entry and one chunk of the handler's code at a cold start, not one file per set of lazy users (build/one-cold-chunk.ts)", () => {
    // The entry (a re-export), the handler's chunk, esbuild's runtime helpers and util-dynamodb
    // (shared with ElectroDB's lazy lib-dynamodb): 11 files without the plugin.
    const cold = staticClosure(bundle);
    expect(cold.length).toBeLessThanOrEqual(4);
    const handlerChunk = cold.find((file) =>
      Object.keys(outputOf(bundle, file)!.inputs).some((input) =>
        input.endsWith("packages/functions/src/http/serve.ts"),
      ),
    );
    expect(
      Object.keys(outputOf(bundle, handlerChunk!)!.inputs).some((input) =>
        input.endsWith("packages/core/src/i18n/locale.ts"),
      ),
    ).toBe(true);
  });

  it("has no AWS SDK DynamoDB client in the cold path: ElectroDB runs on the project's own (@printshop/dynamo) and loads lib-dynamodb only for a v3 client (patches/electrodb)", () => {
    const sdk = coldInputs.filter((input) =>
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?@(?:aws-sdk\/(?:client|lib)-dynamodb|smithy\/core)\//.test(
        input,
      ),
    );
    expect(sdk).toEqual([]);
    expect(coldInputs.some((input) => input.endsWith("packages/dynamo/src/client.ts"))).toBe(true);
    expect(coldInputs.some((input) => /electrodb\/src\/client\.js$/.test(input))).toBe(true);
    expect(lazyInputs.some((input) => /@aws-sdk\/lib-dynamodb\//.test(input))).toBe(true);
  });

  it("answers shop, admin tRPC and admin REST calls from a fresh process with source maps", async () => {
    const { endpoint, table } = await useTestTable("lazy-load");
    await Seed.load();
    const script = `
      const { handler } = await import(${JSON.stringify(`file://${bundle.entryFile}`)});
      const event = (method, path, query = "") => ({
        version: "2.0", rawPath: path, rawQueryString: query, headers: { host: "shop.example.com", "x-locale": "en" },
        requestContext: { domainName: "shop.example.com", http: { method, sourceIp: "198.51.100.7" } },
      });
      const home = await handler(event("GET", "/trpc/shop.catalogue.home", "input=" + encodeURIComponent(JSON.stringify({ locale: "pl" }))));
      const me = await handler(event("GET", "/trpc/admin.me"));
      const rest = await handler(event("POST", "/admin/users/approve"));
      // Lazy shop groups: the cart's tRPC procedure and its REST shim, each a first call.
      const cart = await handler(event("GET", "/trpc/shop.cart.get"));
      const count = await handler(event("GET", "/api/cart/count"));
      const code = (r) => { const b = JSON.parse(r.body); return b.error?.data?.code ?? b.error?.code ?? r.body; };
      // An error thrown in our own code: its stack names the TypeScript file (the maps cover it).
      let stack = "";
      try { (await import(${JSON.stringify(`file://${bundle.entryFile}`)})).hostRequestOf({ headers: {} }); } catch (error) { stack = error.stack; }
      process.stdout.write(JSON.stringify({ home: [home.statusCode, JSON.parse(home.body).result.data.products.length], me: [me.statusCode, code(me)], rest: [rest.statusCode, code(rest)], cart: [cart.statusCode, JSON.parse(cart.body).result.data.items, JSON.parse(cart.body).result.data.count], count: [count.statusCode, JSON.parse(count.body)], stack }));
    `;
    const env = {
      ...process.env,
      NODE_OPTIONS: "",
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: endpoint,
      AWS_REGION: "local",
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--enable-source-maps", "--input-type=module", "-e", script],
      { env },
    );
    const { stack, ...out } = JSON.parse(stdout) as Record<string, [number, unknown]> & {
      stack: string;
    };
    expect(stack.split("\n")[1]).toMatch(/packages\/functions\/src\/lambda\.ts:\d+:\d+/);
    expect(out.home![0]).toBe(200);
    expect(out.home![1]).toBeGreaterThan(0);
    // Past the lazy load, the guard answers as always: no session, 401.
    expect(out.me).toEqual([401, "auth.required"]);
    expect(out.rest).toEqual([401, "auth.required"]);
    // No cart cookie: an empty cart.
    expect(out.cart).toEqual([200, [], 0]);
    expect(out.count).toEqual([200, 0]);
  }, 60_000);
});

describe("lazy admin code in the sources", () => {
  it("rest/admin/table.ts lists exactly the admin REST routes (method, path, permission, order) of rest/admin/index.ts", () => {
    const lazy = lazyAdminRestRoutes.map(({ method, path, permission }) => ({
      method,
      path,
      permission,
    }));
    for (const route of lazyAdminRestRoutes) expect(restRoutes).toContain(route);
    expect(lazy).toEqual(
      adminRestRoutes.map(({ method, path, permission }) => ({ method, path, permission })),
    );
  });

  it("rest/shop-table.ts lists exactly the lazy shop REST routes (method, path, permission, order) of rest/shop-lazy.ts", () => {
    const lazy = lazyShopRestRoutes.map(({ method, path, permission }) => ({
      method,
      path,
      permission,
    }));
    for (const route of lazyShopRestRoutes) expect(restRoutes).toContain(route);
    expect(lazy).toEqual(
      shopLazyRestRoutes.map(({ method, path, permission }) => ({ method, path, permission })),
    );
  });

  it("the admin tRPC router is loaded on demand; after loading, every admin procedure is listed", async () => {
    const listed = () =>
      Object.keys(appRouter._def.procedures).filter((path) => path.startsWith("admin."));
    await loadRouters();
    expect(listed()).toContain("admin.me");
    expect(listed()).toContain("admin.products.update");
    expect(
      Object.keys(appRouter._def.procedures).filter((path) => path.startsWith("shop.")).length,
    ).toBeGreaterThan(10);
    for (const group of [
      "account",
      "cart",
      "checkout",
      "samples",
      "content",
      "upload",
      "orderFiles",
      "invoices",
      "offers",
    ]) {
      expect(
        Object.keys(appRouter._def.procedures).some((path) => path.startsWith(`shop.${group}.`)),
        group,
      ).toBe(true);
    }
  });
});
