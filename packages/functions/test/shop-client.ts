let visitors = 0;
/**
 * A visitor over HTTP with its own cookie jar and its own address (X-Forwarded-For, which the test
 * server believes from loopback: one shopper is one address, as the per-address limits assume):
 * tRPC calls and the REST shims.
 */
export function visitor(
  baseUrl: string,
  locale = "pl",
  ip = `198.18.${Math.floor(++visitors / 250) % 250}.${(visitors % 250) + 1}`,
) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const setCookies: string[] = [];
  async function send(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-locale", locale);
    // The API refuses cookie-carrying writes from other origins (CSRF); a browser sends its own.
    headers.set("origin", baseUrl);
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", ip);
    if (jar.size) headers.set("cookie", cookieHeader());
    if (init.method === "POST") headers.set("content-type", "application/json");
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      setCookies.push(c);
      const [pair] = c.split(";");
      const [k, ...v] = pair!.split("=");
      jar.set(k!.trim(), v.join("="));
    }
    const text = await res.text();
    return {
      status: res.status,
      requests: Number(res.headers.get("x-dynamodb-requests")),
      body: text ? (JSON.parse(text) as any) : null,
    };
  }
  return {
    jar,
    ip,
    setCookies,
    query: (proc: string, input?: unknown) =>
      send(
        `/trpc/${proc}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      ),
    /** As the SPA's batch link sends it: `{ "0": input }` (a void input is simply absent). */
    mutate: async (proc: string, input?: unknown, headers?: Record<string, string>) => {
      const res = await send(`/trpc/${proc}?batch=1`, {
        method: "POST",
        body: JSON.stringify(input === undefined ? {} : { 0: input }),
        ...(headers ? { headers } : {}),
      });
      return { ...res, body: Array.isArray(res.body) ? res.body[0] : res.body };
    },
    get: (path: string) => send(path),
    post: (path: string, body?: unknown) =>
      send(path, { method: "POST", ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  };
}
export type Visitor = ReturnType<typeof visitor>;

export const magazine = (
  quantity = 100,
  selections: Record<string, number> = {
    501: 5011,
    502: 16,
    503: 5032,
    504: 5042,
    505: 5051,
    506: 5061,
  },
) => ({
  kind: "calculator" as const,
  calculatorId: 5,
  selections,
  quantity,
});
export const businessCards = (quantity = 100) => ({
  kind: "table" as const,
  productId: 10,
  valueIds: [1012, 1022, 1031, 1042, 1052, 1061],
  quantity,
});

let guests = 0;
/**
 * A guest's checkout data. Each read of `email` is a new buyer's address: orders are limited per
 * recipient e-mail (ORDER_LIMITS), and a test file places more orders than one person may.
 */
export const guest = {
  get email() {
    return `anna-${++guests}@example.com`;
  },
  firstName: "Anna",
  lastName: "Nowak",
  phone: "600700800",
  type: 2 as const,
  billingName: "Anna Nowak",
  billingAddress1: "ul. Długa 1",
  billingPostcode: "00-001",
  billingCity: "Warszawa",
  billingCountry: "PL",
};

/** A roll-label cart line (VOID seals, product 62, 50 × 30 mm unless `over` says otherwise). */
export const label = (over: Record<string, unknown> = {}) => ({
  kind: "label" as const,
  productId: 62,
  input: {
    width: 50,
    height: 30,
    quantity: 1000,
    material: 8,
    print: 1,
    enrichment: 1,
    application: 1,
    diameter: 76,
    gap: 4,
    winding: 3,
    ...over,
  },
});

/** Adds a label line to the visitor's cart; answers the line's id. */
export async function cartWithLabel(
  v: Visitor,
  over: Record<string, unknown> = {},
): Promise<string> {
  const added = await v.mutate("shop.cart.add", { config: label(over), mode: "eco" });
  if (added.status !== 200)
    throw new Error(`cart.add: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.result.data.item.id as string;
}
