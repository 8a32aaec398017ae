import { describe, expect, it } from "vitest";
import { accessInput } from "./input";

const state = (filters: Record<string, string>) => ({ page: 1, pageSize: 50 as const, filters });

describe("the access log's date filter", () => {
  it("takes whole days in Warsaw: a summer day starts at 22:00 UTC the day before", () => {
    expect(accessInput(state({ from: "2026-07-01", to: "2026-07-01" }))).toMatchObject({
      from: "2026-06-30T22:00:00.000Z",
      to: "2026-07-01T21:59:59.999Z",
    });
  });
  it("and a winter day at 23:00 UTC", () => {
    expect(accessInput(state({ from: "2026-01-15", to: "2026-01-16" }))).toMatchObject({
      from: "2026-01-14T23:00:00.000Z",
      to: "2026-01-16T22:59:59.999Z",
    });
  });
  it("leaves out what is not a day", () => {
    const input = accessInput(state({ from: "yesterday", to: "2026-13" }));
    expect(input).not.toHaveProperty("from");
    expect(input).not.toHaveProperty("to");
  });
});
