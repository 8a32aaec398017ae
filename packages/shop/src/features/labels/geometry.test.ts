import { describe, expect, it } from "vitest";
import { BLEED_MM, SAFE_MM } from "@printshop/core/upload/schema";
import { CORNER_MM, MAX_PX_PER_MM, labelGeometry, pageInMm, roundedRectPath } from "./geometry";

describe("label geometry: mm → px, bleed, safe zone", () => {
  it("fits the bleed box into the room at one scale and centres everything", () => {
    // 100 × 50 mm label: the bleed box is 104 × 54 mm; 220 px wide room, 10 px padding → 200 / 104 px per mm.
    const g = labelGeometry(
      { width: 100, height: 50 },
      { width: 220, height: 400 },
      { padding: 10 },
    )!;
    expect(BLEED_MM).toBe(2);
    expect(g.scale).toBeCloseTo(200 / 104, 10);
    expect(g.width).toBeCloseTo(220, 10);
    expect(g.height).toBeCloseTo(54 * g.scale + 20, 10);
    expect(g.bleed).toMatchObject({ x: 10, y: 10 });
    expect(g.bleed.width).toBeCloseTo(104 * g.scale, 10);
    expect(g.bleed.height).toBeCloseTo(54 * g.scale, 10);
    // The cut line sits exactly one bleed (2 mm) inside the bleed box.
    expect(g.cut.x - g.bleed.x).toBeCloseTo(BLEED_MM * g.scale, 10);
    expect(g.cut.y - g.bleed.y).toBeCloseTo(BLEED_MM * g.scale, 10);
    expect(g.cut.width).toBeCloseTo(100 * g.scale, 10);
    expect(g.cut.height).toBeCloseTo(50 * g.scale, 10);
    // And the safe zone 2 mm inside the cut line.
    expect(g.safe!.x - g.cut.x).toBeCloseTo(SAFE_MM * g.scale, 10);
    expect(g.safe!.width).toBeCloseTo((100 - 2 * SAFE_MM) * g.scale, 10);
    expect(g.safe!.height).toBeCloseTo((50 - 2 * SAFE_MM) * g.scale, 10);
    expect(g.page).toBeNull();
  });

  it("keeps the label's proportions whichever side limits it, and small labels at most MAX_PX_PER_MM", () => {
    const tall = labelGeometry(
      { width: 50, height: 300 },
      { width: 400, height: 200 },
      { padding: 0 },
    )!;
    expect(tall.scale).toBeCloseTo(200 / 304, 10);
    expect(tall.cut.width / tall.cut.height).toBeCloseTo(50 / 300, 10);
    const small = labelGeometry({ width: 16, height: 10 }, { width: 400, height: 400 })!;
    expect(small.scale).toBe(MAX_PX_PER_MM);
    expect(small.cut.width).toBe(16 * MAX_PX_PER_MM);
    // Bigger labels draw bigger: the drawing follows the configured size.
    const bigger = labelGeometry({ width: 40, height: 10 }, { width: 400, height: 400 })!;
    expect(bigger.cut.width).toBeGreaterThan(small.cut.width);
  });

  it("rounds the corners: 2 mm at the cut, grown by the bleed outside, shrunk by the safe margin inside", () => {
    const g = labelGeometry(
      { width: 60, height: 40 },
      { width: 300, height: 300 },
      { padding: 0 },
    )!;
    expect(g.cut.r).toBeCloseTo(CORNER_MM * g.scale, 10);
    expect(g.bleed.r).toBeCloseTo((CORNER_MM + BLEED_MM) * g.scale, 10);
    expect(g.safe!.r).toBeCloseTo(Math.max(0, CORNER_MM - SAFE_MM) * g.scale, 10);
  });

  it("has no safe zone on a label narrower than two safe margins, and draws nothing for an unusable size", () => {
    expect(labelGeometry({ width: 4, height: 30 }, { width: 300, height: 300 })!.safe).toBeNull();
    expect(
      labelGeometry({ width: Number.NaN, height: 30 }, { width: 300, height: 300 }),
    ).toBeNull();
    expect(labelGeometry({ width: 0, height: 30 }, { width: 300, height: 300 })).toBeNull();
    expect(labelGeometry({ width: 50, height: 30 }, { width: 0, height: 300 })).toBeNull();
  });

  it("centres a print file's page on the label at the same scale, and makes room for a page larger than the bleed box", () => {
    const g = labelGeometry(
      { width: 50, height: 30 },
      { width: 500, height: 500 },
      { padding: 0, page: { width: 100, height: 100 }, maxScale: 2 },
    )!;
    expect(g.scale).toBe(2);
    expect(g.width).toBe(200);
    expect(g.page).toEqual({ x: 0, y: 0, width: 200, height: 200, r: 0 });
    expect(g.cut.x + g.cut.width / 2).toBe(100);
    expect(g.cut.width).toBe(100);
  });

  it("reads a PDF page in mm from points, turning it when the turned page matches the label", () => {
    const pt = 72 / 25.4;
    const straight = pageInMm({ width: 54 * pt, height: 34 * pt }, { width: 50, height: 30 });
    expect(straight.turn).toBe(false);
    expect(straight.width).toBeCloseTo(54, 10);
    expect(straight.height).toBeCloseTo(34, 10);
    const turned = pageInMm({ width: 34 * pt, height: 54 * pt }, { width: 50, height: 30 });
    expect(turned).toMatchObject({ turn: true });
    expect(turned.width).toBeCloseTo(54, 10);
  });

  it("writes a rounded rectangle as an SVG path (square corners when r is 0)", () => {
    expect(roundedRectPath({ x: 0, y: 0, width: 10, height: 5, r: 0 })).toBe("M0 0H10V5H0Z");
    expect(roundedRectPath({ x: 0, y: 0, width: 10, height: 6, r: 2 })).toBe(
      "M2 0H8A2 2 0 0 1 10 2V4A2 2 0 0 1 8 6H2A2 2 0 0 1 0 4V2A2 2 0 0 1 2 0Z",
    );
    // A radius larger than half a side is clamped.
    expect(roundedRectPath({ x: 0, y: 0, width: 4, height: 4, r: 9 })).toContain("A2 2");
  });
});
