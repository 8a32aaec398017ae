import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { dehydrate } from "@tanstack/react-query";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AnyTRPCRouter } from "@trpc/server";
import { createApi, localeFromPath, stripLocale, type Locale } from "@printshop/ui";
import { App, type ShopApi } from "./App";
import { i18n } from "./i18n";
import { trpc } from "./trpc";
import { shopQueryDefaults } from "./query-defaults";
import { productSlugOf, startFirstCalls } from "./firstCalls";
import { isQuoteKey, serverStateScript } from "./ssr-state";
import type { RenderInfo } from "./render-context";
import "./zod-jitless";

/**
 * The shop's server renderer (issue 15): the local server calls `render` for a storefront
 * navigation and sends the page's HTML with its data; the browser hydrates it (main.tsx).
 *
 * `call` runs a tRPC procedure of the server's own router in-process (the local server passes a
 * caller built from the request: its cookies, locale and origin), so the data the HTML is made
 * of is exactly what the API would answer, computed by the same code. The renderer asks for the
 * same queries the browser's first calls ask for (firstCalls.ts) with the visitor's cookies (the
 * cart's currency is the prices'), minus the account: the header's link renders as "not known
 * yet" on the server and in the hydrating render alike, then updates. The HTML is the visitor's
 * own (`Cache-Control: private`).
 *
 * Rendered: the home page and product pages, in every language. Anything else (cart, checkout,
 * account, content pages, a category's or an unknown slug, a failed call) answers null and the
 * server sends the SPA's shell as before.
 */
export type ServerCall = (path: string, input: unknown) => Promise<unknown>;

export interface Rendered {
  /** The body of `<div id="app">`. */
  html: string;
  lang: Locale;
  title: string;
  description: string;
  /** The `<script type="application/json">` with the state the browser hydrates from. */
  stateScript: string;
  /** Source modules (as keyed in Vite's manifest) whose chunks the page needs beyond the entry. */
  modules: string[];
}

export const RENDER_TIMEOUT_MS = 5_000;

const kindModules: Record<string, string> = {
  label: "src/features/labels/LabelCalculatorPage.tsx",
  table: "src/features/product/TableProduct.tsx",
  calculator: "src/features/product/CalculatorProduct.tsx",
};

/** A terminating tRPC link that answers each call through `call` (the server's router, in-process). */
function serverLink(call: ServerCall): TRPCLink<AnyTRPCRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          },
          // The server's call fails with the API's error shape (`{ error }`), which becomes the same client error an HTTP call gives.
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
      });
}

/** The page at `url` (path and query) rendered to HTML with its data, or null when it is not rendered on the server. */
export async function render(url: string, call: ServerCall): Promise<Rendered | null> {
  const pathname = new URL(url, "http://shop.invalid").pathname;
  const slug = productSlugOf(pathname);
  if (slug === null && stripLocale(pathname).replace(/\/$/, "") !== "") return null;
  const locale = localeFromPath(pathname);
  const api: ShopApi = createApi({
    trpc,
    getLocale: () => locale,
    queries: shopQueryDefaults,
    links: [serverLink(call)],
  });
  await startFirstCalls(api, pathname, { account: false });
  const queries = api.queryClient.getQueryCache().getAll();
  if (queries.some((q) => q.state.status !== "success")) return null;
  const modules: string[] = [];
  if (slug !== null) {
    const product = queries.find(
      (q) => JSON.stringify(q.queryKey[0]) === '["shop","catalogue","product"]',
    )?.state.data as { kind?: string } | undefined;
    const kindModule = product?.kind ? kindModules[product.kind] : undefined;
    if (!kindModule) return null;
    modules.push("src/features/product/ProductPage.tsx", kindModule);
  }
  // Its own instance in the page's language over the shared texts (those lazy chunks add too).
  const t = i18n.cloneInstance(locale);
  const info: RenderInfo = { at: Date.now(), head: {} };
  const page = (
    <StrictMode>
      <App api={api} i18n={t} location={url} render={info} />
    </StrictMode>
  );
  let html = await renderToHtml(page);
  // A product page asks the server to confirm its prices (the kind's quote, for the configuration
  // the page opens with), which only the render reveals. Answered here and rendered again, the
  // page arrives confirmed: the browser neither asks again nor re-renders the whole calculator
  // when the answer comes, one long task less while the page comes alive (issue 26, item 3). A
  // page a cache kept is confirmed again by the browser (main.tsx, `quotesNeedConfirming`).
  const quotes = api.queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && isQuoteKey(q.queryKey));
  if (quotes.length > 0) {
    await Promise.all(quotes.map((q) => q.fetch().catch(() => undefined)));
    html = await renderToHtml(page);
  }
  // What the render asked for beyond the first calls and the quotes (the visitor's cart and
  // account) was not fetched here: pending on the server and in the hydrating render alike,
  // fetched by the browser after it. None of them can have failed, but a failed one would not be.
  if (
    api.queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === "error")
  )
    return null;
  return {
    html,
    lang: locale,
    title: info.head?.title ?? "",
    description: info.head?.description ?? "",
    stateScript: serverStateScript({ queries: dehydrate(api.queryClient), at: info.at! }),
    modules,
  };
}

/** The whole tree as one string once every lazy part has loaded; any error rejects (the caller sends the shell). */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a non-Error thrown in rendering, shown as text
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: React outlines a large one (over 12,800 bytes by
      // default) to be moved in by an inline script, which the shop's CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a non-Error thrown in rendering, shown as text
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // An error inside a Suspense boundary would be rendered as its fallback and retried in the
      // browser (a recoverable hydration error): the page is not rendered on the server at all.
      onError(error) {
        failed ??= error;
      },
    });
    const timer = setTimeout(() => {
      failed ??= new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`);
      stream.abort(failed);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- failed is the timeout's Error or React's reported error, passed on unchanged
      reject(failed);
    }, RENDER_TIMEOUT_MS).unref();
  });
}
