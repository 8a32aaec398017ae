import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import { getErrorShape, getTRPCErrorFromUnknown } from "@trpc/server";
import { appRouter, createCaller } from "../root";
import { logIfInternal, toAppError } from "../errors";
import type { ApiAnswer } from "../http/answer";
import type { ApiRequest } from "../http/request";
import { pageCacheControl } from "./cache";

/**
 * Server-side rendering of the shop's storefront pages (issue 15, issue 26), independent of the
 * host: the local server (local/ssr.ts, Express) and the Lambda (lambda.ts, behind CloudFront)
 * both answer a navigation with `renderNavigation`, so the two shapes send the same bytes for the
 * same request. A GET navigation to the home page or a product page is answered with the page
 * already rendered, with its data, by the shop's server entry (`packages/shop/src/entry-server.tsx`)
 * and the SPA hydrates it. The data comes from the API's own tRPC router, called in-process with
 * the request's context (http/prepare.ts: cookies, locale, origin, the caller's address), so
 * prices, texts and errors are the API's own.
 *
 * A page the renderer does not render (any other route, a failed call) and a renderer that fails
 * (logged as any internal error is) resolve null: the host sends the SPA's plain shell, never an
 * error page.
 */

/** The shop's `entry-server` module as built (its types are the shop's; only its shape is used here). */
export interface ShopRenderer {
  render(
    url: string,
    call: (path: string, input: unknown) => Promise<unknown>,
  ): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  html: string;
  lang: string;
  title: string;
  description: string;
  stateScript: string;
  modules: string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Loads the renderer from `entry` once; null (and the shell for every page) when there is none. */
export function loadRenderer(entry: string): () => Promise<ShopRenderer | null> {
  let loading: Promise<ShopRenderer | null> | undefined;
  return () =>
    (loading ??= (async () => {
      if (!existsSync(entry)) return null;
      return (await import(pathToFileURL(entry).href)) as ShopRenderer;
    })().catch((error: unknown) => {
      logIfInternal(toAppError(error), "ssr load");
      return null;
    }));
}

/** Runs a shop procedure of the API's router in-process, for the request being rendered. */
function callerFor(prepared: ApiRequest) {
  const ctx = prepared.context();
  const caller = createCaller(ctx) as unknown as Record<string, unknown>;
  const call = async (path: string, input: unknown): Promise<unknown> => {
    if (!path.startsWith("shop.")) throw new Error(`the shop's renderer called ${path}`);
    const procedure = path
      .split(".")
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller) as (
      input: unknown,
    ) => Promise<unknown>;
    try {
      // As it would travel over HTTP (JSON): what the browser's own call would have in its cache.
      const data = await procedure(input);
      return data === undefined ? undefined : JSON.parse(JSON.stringify(data));
    } catch (cause) {
      logIfInternal(toAppError(cause), `ssr trpc ${path}`);
      // The error as the API would answer it (its shape, translated, with its code), for the client's error handling.
      const error = getTRPCErrorFromUnknown(cause);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the { error: shape } object the tRPC client reads from an HTTP error answer
      throw {
        error: getErrorShape({
          config: appRouter._def._config,
          ctx,
          error,
          input,
          path,
          type: "query",
        }),
      };
    }
  };
  return call;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The shell (the shop's index.html) and Vite's manifest of the same build, read once. */
export function pageTemplate(indexFile: string, manifestFile: string) {
  const template = readFileSync(indexFile, "utf8");
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>)
    : {};
  const entryChunks = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryChunks);
  // A module is keyed by its source path when it is a chunk's entry; a module Rollup merged into a
  // shared chunk (ProductPage, imported lazily from two places) is keyed by the chunk, named after it.
  const chunkOf = (module: string) => {
    if (manifest[module]) return module;
    const name = basename(module).replace(/\.[^.]+$/, "");
    return Object.keys(manifest).find((key) => manifest[key]!.name === name) ?? module;
  };

  /** The page: the rendered app in the shell, its language, title and description, its state, and the route's chunks and styles. */
  return (page: RenderedPage): string => {
    const chunks = new Set<string>();
    for (const module of page.modules) walk(chunkOf(module), chunks);
    const links: string[] = [];
    const preload: string[] = [];
    for (const key of chunks) {
      if (entryChunks.has(key)) continue;
      const chunk = manifest[key]!;
      for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">`);
      preload.push(`/${chunk.file}`);
    }
    // The page is complete without its JavaScript: the entry module and the route's chunks start
    // after the first paint (the shop's public/boot.js), never ahead of the document and its styles.
    return (
      template
        .replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_m, entry: string) =>
            `<script defer src="/boot.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(" "))}"></script>`,
        )
        // Until the page has hydrated (the shop's useHydrated): what browser tests wait for before they click.
        .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(page.lang)}" data-hydrating>`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          /(<meta name="description" content=")[^"]*(")/,
          (_m, a: string, b: string) => `${a}${escapeHtml(page.description)}${b}`,
        )
        .replace("</head>", `${links.join("")}</head>`)
        .replace(
          '<div id="app"></div>',
          () => `<div id="app">${page.html}</div>${page.stateScript}`,
        )
    );
  };
}

/**
 * THE request handling of a storefront navigation, for every host: the rendered page as the API's
 * answer (uncompressed: the host compresses), or null when it is not rendered (not a GET, not a
 * rendered page, no renderer, the render failed: logged), leaving the shell to the host.
 */
export async function renderNavigation(
  prepared: ApiRequest,
  renderer: ShopRenderer | null,
  fill: (page: RenderedPage) => string,
): Promise<ApiAnswer | null> {
  if (!renderer || prepared.method !== "GET") return null;
  const { url } = prepared;
  let page: RenderedPage | null;
  const call = callerFor(prepared);
  try {
    page = await renderer.render(url.pathname + url.search, call);
  } catch (error) {
    logIfInternal(toAppError(error), `ssr ${url.pathname}`);
    return null;
  }
  if (!page) return null;
  const ctx = prepared.context();
  return {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": pageCacheControl({
        cookies: ctx.cookies,
        cookieNames: ctx.cookieNames,
        setsCookies: prepared.cookies.length > 0,
      }),
      vary: "Cookie",
    },
    cookies: [...prepared.cookies],
    body: fill(page),
  };
}
