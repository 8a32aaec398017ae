import { describe, expect, it } from "vitest";
import { z, ZodError } from "zod";
import { fn } from "./fn";

describe("fn", () => {
  const double = fn(z.object({ n: z.number().int().min(0) }), ({ n }) => n * 2);

  it("passes the parsed input to the body and returns its answer", () => {
    expect(double({ n: 21 })).toBe(42);
  });

  it("refuses input its schema refuses, before the body runs", () => {
    let ran = false;
    const guarded = fn(z.object({ id: z.string().min(1) }), () => {
      ran = true;
    });
    expect(() => guarded({ id: "" })).toThrow(ZodError);
    expect(ran).toBe(false);
  });

  it("keeps the schema on the function for routers to reuse", () => {
    expect(double.schema.safeParse({ n: -1 }).success).toBe(false);
    expect(double.schema.safeParse({ n: 1 }).success).toBe(true);
  });

  it("hands the body the schema's output (defaults and transforms applied)", () => {
    const trimmed = fn(z.object({ s: z.string().trim(), k: z.number().default(7) }), (v) => v);
    expect(trimmed({ s: "  a " })).toEqual({ s: "a", k: 7 });
  });

  it("passes the server's arguments after the input untouched (never parsed from the client)", () => {
    const stamp = fn(
      z.object({ id: z.string() }),
      ({ id }, actor: { userId: string }) => `${id} by ${actor.userId}`,
    );
    expect(stamp({ id: "a" }, { userId: "u1" })).toBe("a by u1");
  });

  it("an async body reports refused input as a rejected promise, not a synchronous throw", async () => {
    let ran = false;
    const load = fn(z.object({ id: z.int() }), async ({ id }) => {
      ran = true;
      return id;
    });
    const answer = load({ id: 1.5 });
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).rejects.toBeInstanceOf(ZodError);
    expect(ran).toBe(false);
    await expect(load({ id: 3 })).resolves.toBe(3);
  });
});
