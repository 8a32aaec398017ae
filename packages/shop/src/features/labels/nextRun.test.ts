import { describe, expect, it } from "vitest";
import { nextLabelRun } from "./nextRun";

describe("the label page's next run up", () => {
  it("is the next round quantity on the 1–2–3–5 ladder", () => {
    expect(
      [1, 2, 99, 100, 250, 499, 500, 750, 1000, 2500, 3000, 40_000].map((q) =>
        nextLabelRun(q, 1_000_000),
      ),
    ).toEqual([2, 3, 100, 200, 300, 500, 1000, 1000, 2000, 3000, 5000, 50_000]);
  });
  it("stops at the largest allowed quantity and answers nothing for a quantity that is not one", () => {
    expect(nextLabelRun(600_000, 1_000_000)).toBe(1_000_000);
    expect(nextLabelRun(1_000_000, 1_000_000)).toBeNull();
    expect(nextLabelRun(400, 450)).toBeNull();
    expect(nextLabelRun(0, 1000)).toBeNull();
    expect(nextLabelRun(Number.NaN, 1000)).toBeNull();
    expect(nextLabelRun(2.5, 1000)).toBeNull();
  });
});
