/**
 * The data a navigation's screen needs, asked for as soon as the admin's script starts (issue 17:
 * the price editor opens its 100,000-cell matrix in ≤ 1 s): before React mounts, before the
 * sign-in check (`admin.me`) answers, before the screen's own queries run. Each answer waits, by
 * its query (procedure and input), for the first tRPC call of that query, which `preloadLink`
 * answers with it (once). A preload the server refused with a tRPC error (signed out: `admin.me`'s
 * 401) answers with that error, as the batch link would have raised it, so a signed-out page asks
 * once, not twice. A preload that got no tRPC answer (a network error, a proxy's page) or was not
 * taken within `FRESH_MS` answers nothing: the call goes to the server as usual. Any mutation
 * (the sign-in above all) drops the preloads not yet taken: what it changes may make them stale,
 * and a refusal from before a sign-in must not reach the screen that opens after it. Imported
 * first by main.tsx; depends on nothing heavier than tRPC's observable and client error.
 */
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import { localeFromPath } from "@printshop/ui/locale";

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

const keyOf = (path: string, input: unknown) =>
  `${path}\n${input === undefined ? "" : JSON.stringify(input)}`;

/**
 * The answer's data, or the server's tRPC error answer (its body and response), or undefined when
 * there is none to use (then the call goes out as usual).
 */
type Answer = Promise<
  { data: unknown } | { refused: { error: unknown }; response: Response } | undefined
>;

const isErrorEnvelope = (body: unknown): body is { error: { message: string } } =>
  typeof body === "object" &&
  body !== null &&
  "error" in body &&
  typeof (body as { error: { message?: unknown } }).error?.message === "string";

export class Preloads {
  private readonly pending = new Map<string, { answer: Answer; at: number }>();
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Starts the requests of `pathname`'s preloads (GET, as the batch link would send one query alone). */
  start(pathname: string, fetcher: typeof fetch, origin = ""): void {
    for (const { path, input } of preloadsOf(pathname)) {
      const url = `${origin}/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
      const answer: Answer = fetcher(url, {
        credentials: "same-origin",
        headers: { "x-locale": localeFromPath(pathname, "/admin") },
      })
        .then(async (r) => {
          const body = (await r.json()) as { result?: { data?: unknown } };
          if (!r.ok) return isErrorEnvelope(body) ? { refused: body, response: r } : undefined;
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
        if (op.type === "mutation") this.pending.clear();
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
            if ("refused" in got) {
              observer.error(
                TRPCClientError.from(got.refused, {
                  meta: { response: got.response, responseJSON: got.refused },
                }),
              );
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
