import { describe, expect, it } from "vitest";
import { isAllowedOrigin, originRefused } from "../src/auth/origin";

/** What the Origin check reads of a prepared request (http/prepare.ts reads x-forwarded-host). */
const req = (url: string, headers: Record<string, string> = {}, method = "POST") => ({
  method,
  url: new URL(url),
  headers,
  forwardedHost: headers["x-forwarded-host"] ?? null,
});

describe("the Origin check (CSRF)", () => {
  it("allows the request's own origin, the forwarded host and listed origins; nothing else", () => {
    const r = req("https://abc.execute-api.eu-central-1.amazonaws.com/trpc/x", {
      "x-forwarded-host": "shop.example.com",
    });
    expect(isAllowedOrigin("https://shop.example.com", r, {})).toBe(true);
    expect(isAllowedOrigin("https://abc.execute-api.eu-central-1.amazonaws.com", r, {})).toBe(true);
    expect(isAllowedOrigin("https://other.example.com", r, {})).toBe(false);
    expect(
      isAllowedOrigin("https://other.example.com", r, {
        ALLOWED_ORIGINS: "https://other.example.com/, https://x.example",
      }),
    ).toBe(true);
    expect(isAllowedOrigin("null", r, {})).toBe(false);
    expect(isAllowedOrigin("not a url", r, {})).toBe(false);
    expect(isAllowedOrigin(null, r, {})).toBe(false);
  });

  it("applies only to state-changing requests that carry a cookie", () => {
    expect(originRefused(req("http://localhost/trpc/a", { cookie: "session=x" }))).toBe(true);
    expect(
      originRefused(
        req("http://localhost/trpc/a", { cookie: "session=x", origin: "http://localhost" }),
      ),
    ).toBe(false);
    expect(originRefused(req("http://localhost/trpc/a", { cookie: "session=x" }, "GET"))).toBe(
      false,
    );
    expect(originRefused(req("http://localhost/trpc/a", {}))).toBe(false);
  });
});
