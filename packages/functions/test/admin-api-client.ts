import { handleApi } from "./built";

/** The seed's REST paths and tRPC over the one handler, as a signed-in admin's browser calls them. */
export async function rest(
  method: "GET" | "POST",
  path: string,
  cookie: string,
  body?: unknown,
  locale = "pl",
) {
  const headers = new Headers({
    origin: "http://localhost",
    "content-type": "application/json",
    cookie,
    "x-locale": locale,
  });
  const res = (await handleApi(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    }),
  ))!;
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

/** A tRPC call over HTTP: the answer as the SPA sees it (translated message, field errors, stable code). */
export async function trpc(
  proc: string,
  input: unknown,
  cookie: string,
  locale = "pl",
  method: "GET" | "POST" = "POST",
) {
  const headers = new Headers({
    origin: "http://localhost",
    "content-type": "application/json",
    cookie,
    "x-locale": locale,
  });
  const url =
    method === "GET"
      ? `http://localhost/trpc/${proc}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
      : `http://localhost/trpc/${proc}`;
  const res = (await handleApi(
    new Request(url, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(input),
    }),
  ))!;
  const body = (await res.json()) as {
    result?: { data: any };
    error?: {
      message: string;
      data: {
        code: string;
        params?: Record<string, string | number>;
        fields?: {
          field: string;
          code: string;
          message: string;
          params?: Record<string, string | number>;
        }[];
      };
    };
  };
  return {
    status: res.status,
    data: body.result?.data,
    message: body.error?.message,
    code: body.error?.data.code,
    params: body.error?.data.params,
    fields: body.error?.data.fields,
  };
}
