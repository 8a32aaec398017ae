/**
 * The data a navigation's screen needs, asked for as soon as the admin's script starts (issue 17:
 * the price editor opens its 100,000-cell matrix in ≤ 1 s): before React mounts, before the
 * sign-in check (`admin.me`) answers, before the screen's own queries run. Each answer waits, by
 * its query (procedure and input), for the first tRPC call of that query, which `preloadLink`
 * answers with it (once). A preload that failed (signed out, no permission, a network error) or
 * was not taken within `FRESH_MS` answers nothing: the call goes to the server as usual, so errors
 * reach the page exactly as without preloading. Imported first by main.tsx; depends on nothing
 * heavier than tRPC's observable.
 */
import type { TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";

export interface Preload {
  path: string;
  input: unknown;
}

const EDITOR = /^\/admin(?:\/(?:en|de))?\/prices\/(\d+)\/?$/;
const ADMIN = /^\/admin(?:\/|$)/;
/** A preload not taken this long after the navigation is dropped (its answer may be stale by then). */
export const FRESH_MS = 30_000;

/** What a first load of `pathname` will ask for: the sign-in check on every admin page; the product and its whole matrix on the price editor. */
export function preloadsOf(pathname: string): Preload[] {
  if (!ADMIN.test(pathname)) return [];
  const out: Preload[] = [{ path: "admin.me", input: undefined }];
  const editor = EDITOR.exec(pathname);
  if (editor && Number(editor[1]) > 0) {
    const input = { productId: Number(editor[1]) };
    out.push({ path: "admin.products.get", input }, { path: "admin.prices.matrix", input });
  }
  return out;
}

/** The language the admin's URL says (/admin/en/…, /admin/de/…, else pl), sent as the tRPC client sends it. */
const localeOf = (pathname: string) => /^\/admin\/(en|de)(?:\/|$)/.exec(pathname)?.[1] ?? "pl";

const keyOf = (path: string, input: unknown) => `${path}\n${input === undefined ? "" : JSON.stringify(input)}`;

/** The answer's data, or undefined when there is none to use (then the call goes out as usual). */
type Answer = Promise<{ data: unknown } | undefined>;

export class Preloads {
  private readonly pending = new Map<string, { answer: Answer; at: number }>();
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Starts the requests of `pathname`'s preloads (GET, as the batch link would send one query alone). */
  start(pathname: string, fetcher: typeof fetch, origin = ""): void {
    for (const { path, input } of preloadsOf(pathname)) {
      const url = `${origin}/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
      const answer: Answer = fetcher(url, { credentials: "same-origin", headers: { "x-locale": localeOf(pathname) } })
        .then(async (r) => {
          if (!r.ok) return undefined;
          const body = (await r.json()) as { result?: { data?: unknown } };
          return body.result && "data" in body.result ? { data: body.result.data } : undefined;
        })
        .catch(() => undefined);
      this.pending.set(keyOf(path, input), { answer, at: this.now() });
    }
  }

  /** The preloaded answer of this query, once; undefined when there is none or it is too old. */
  take(path: string, input: unknown): Answer | undefined {
    const key = keyOf(path, input);
    const found = this.pending.get(key);
    if (!found) return undefined;
    this.pending.delete(key);
    return this.now() - found.at <= FRESH_MS ? found.answer : undefined;
  }

  /** A tRPC link (before the batch link) that answers a query from its preload, or passes it on. */
  link<R extends AnyTRPCRouter>(): TRPCLink<R> {
    return () =>
      ({ op, next }) => {
        const answer = op.type === "query" ? this.take(op.path, op.input) : undefined;
        if (!answer) return next(op);
        return observable((observer) => {
          let stopped = false;
          let passed: { unsubscribe: () => void } | undefined;
          void answer.then((got) => {
            if (stopped) return;
            if (!got) {
              passed = next(op).subscribe(observer);
              return;
            }
            observer.next({ result: { type: "data", data: got.data } });
            observer.complete();
          });
          return () => {
            stopped = true;
            passed?.unsubscribe();
          };
        });
      };
  }
}

/** This page's preloads (main.tsx starts them; App's ApiProvider takes them through `preloads.link()`). */
export const preloads = new Preloads();
