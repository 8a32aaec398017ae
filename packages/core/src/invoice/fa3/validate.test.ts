import { describe, expect, test } from "vitest";
import { validate } from "./validate";

const NS = "http://crd.gov.pl/wzor/2025/06/25/13775/";

describe("FA(3) validation against the Ministry's schema (libxml2, offline)", () => {
  test("a document that is not XML is refused with the parser's message", async () => {
    const result = await validate("<Faktura>");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join("\n")).toMatch(/Premature end of data|end of/i);
  });

  test("an FA(3) root missing its parts is refused naming the element the schema expects", async () => {
    const result = await validate(
      `<?xml version="1.0" encoding="UTF-8"?><Faktura xmlns="${NS}"><Naglowek/></Faktura>`,
    );
    expect(result).toEqual({ ok: false, errors: expect.any(Array) });
    if (!result.ok) {
      expect(result.errors.some((e) => e.includes("KodFormularza"))).toBe(true);
      expect(result.errors.some((e) => e.includes("Podmiot1"))).toBe(true);
    }
  });

  test("a document of another namespace is refused", async () => {
    const result = await validate(`<Faktura xmlns="urn:other"/>`);
    expect(result.ok).toBe(false);
  });
});
