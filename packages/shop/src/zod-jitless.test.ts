import { describe, expect, it } from "vitest";
import "./zod-jitless";

describe("zod without generated code in the shop", () => {
  it("zod reads the setting the entry makes before any schema is built", async () => {
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    const z = await import("zod");
    // A schema built afterwards still parses (the interpreted path).
    expect(z.object({ a: z.number() }).parse({ a: 1, b: 2 })).toEqual({ a: 1 });
  });
});
