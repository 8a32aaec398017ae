import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  forwardedHeadersTrusted,
  MIN_SECRET_BYTES,
  ORIGIN_VERIFY_HEADER,
  PROXY_HEADERS,
  sameSecret,
} from "./edge";

const SECRET = "s3cr3t-from-secrets-manager-0123456789abcdefABCDEF";

describe("forwardedHeadersTrusted", () => {
  it.each<
    [string, Record<string, string | string[] | undefined>, string | null | undefined, boolean]
  >([
    [
      "the header carries the secret (CloudFront)",
      { [ORIGIN_VERIFY_HEADER]: SECRET },
      SECRET,
      true,
    ],
    ["whatever case the record's key has", { "X-Origin-Verify": SECRET }, SECRET, true],
    ["no header (a direct call to execute-api)", { "x-viewer-ip": "203.0.113.9" }, SECRET, false],
    ["an empty header", { [ORIGIN_VERIFY_HEADER]: "" }, SECRET, false],
    ["another value", { [ORIGIN_VERIFY_HEADER]: "guess" }, SECRET, false],
    ["the secret with one character more", { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }, SECRET, false],
    ["the secret cut short", { [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) }, SECRET, false],
    ["the secret in another case", { [ORIGIN_VERIFY_HEADER]: SECRET.toUpperCase() }, SECRET, false],
    [
      "the header twice (joined by a proxy)",
      { [ORIGIN_VERIFY_HEADER]: `${SECRET}, ${SECRET}` },
      SECRET,
      false,
    ],
    ["the header twice (an array)", { [ORIGIN_VERIFY_HEADER]: [SECRET, SECRET] }, SECRET, false],
    ["no secret configured", { [ORIGIN_VERIFY_HEADER]: SECRET }, undefined, false],
    ["a null secret", { [ORIGIN_VERIFY_HEADER]: "" }, null, false],
    ["an empty secret, presented empty", { [ORIGIN_VERIFY_HEADER]: "" }, "", false],
    ["a configured secret too short to trust", { [ORIGIN_VERIFY_HEADER]: "short" }, "short", false],
  ])("%s → %s", (_label, headers, expected, trusted) => {
    expect(forwardedHeadersTrusted(headers, expected)).toBe(trusted);
  });

  it("reads a fetch-style Headers object too", () => {
    expect(forwardedHeadersTrusted(new Headers({ [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET)).toBe(
      true,
    );
    expect(forwardedHeadersTrusted(new Headers({ [ORIGIN_VERIFY_HEADER]: "no" }), SECRET)).toBe(
      false,
    );
  });

  it("trusts exactly the expected secret, for any secret of at least MIN_SECRET_BYTES", () => {
    const secret = fc.string({ minLength: MIN_SECRET_BYTES, maxLength: 96 });
    fc.assert(
      fc.property(secret, fc.string({ maxLength: 96 }), (expected, other) => {
        expect(forwardedHeadersTrusted({ [ORIGIN_VERIFY_HEADER]: expected }, expected)).toBe(true);
        expect(forwardedHeadersTrusted({ [ORIGIN_VERIFY_HEADER]: other }, expected)).toBe(
          other === expected,
        );
      }),
    );
  });

  it("never trusts when the secret is shorter than MIN_SECRET_BYTES (in UTF-8 bytes)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MIN_SECRET_BYTES }), (expected) => {
        fc.pre(Buffer.byteLength(expected) < MIN_SECRET_BYTES);
        expect(forwardedHeadersTrusted({ [ORIGIN_VERIFY_HEADER]: expected }, expected)).toBe(false);
      }),
    );
  });

  it("lists the verify header among the headers only a trusted proxy may set", () => {
    expect(PROXY_HEADERS).toEqual(
      expect.arrayContaining([ORIGIN_VERIFY_HEADER, "x-viewer-ip", "x-forwarded-host"]),
    );
  });
});

describe("sameSecret", () => {
  it("is plain equality, whatever the lengths", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameSecret(a, b)).toBe(a === b);
        expect(sameSecret(a, a)).toBe(true);
      }),
    );
  });
});
