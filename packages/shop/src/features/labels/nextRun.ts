/**
 * The label page's "next run up": labels take any quantity, so the next run is the next round
 * one on the 1–2–3–5 ladder (100, 200, 300, 500, 1000, 2000 …): 500 → 1000 ("+500 pcs"),
 * 750 → 1000, 1000 → 2000. None above the largest quantity the settings allow.
 */
export function nextLabelRun(quantity: number, max: number): number | null {
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  for (let magnitude = 1; magnitude <= max; magnitude *= 10) {
    for (const step of [1, 2, 3, 5]) {
      const run = step * magnitude;
      if (run > quantity) return run <= max ? run : null;
    }
  }
  return null;
}
