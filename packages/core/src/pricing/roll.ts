/** What the roll plan reads of the label settings and input (structural, so roll.ts imports nothing from labels.ts). */
type RollSettings = { materialThickness: number; rollMaxDiameter: number };
type RollInput = { quantity: number; diameter: number; height: number; gap: number };

/**
 * The advisory roll plan of pricing.md §3.
 *
 * Base plan: machine application winds every lane onto its own roll
 * (labelsPerRoll = ceil(quantity / lanes)); manual application makes one collective roll.
 * Outer diameter D = sqrt(core² + 4 × materialThickness × labelsPerRoll × (height + gap) / π).
 *
 * When D exceeds rollMaxDiameter the plan is flagged (`exceedsMax`) and a `proposal` splits
 * every base roll into k rolls of equal count, k the smallest number for which each fits.
 * The smallest k gives the fullest rolls, so whenever some equal split keeps at least 500
 * labels per roll ("aim for at least 500 labels per roll where possible"), this one does;
 * when none does, the diameter limit wins because it is a physical limit and 500 is an aim.
 *
 * Unlike prices, this is a physical estimate built on π and a square root (irrational either
 * way), shown to the shopper as advice and never charged: plain floating point is the right
 * tool here, and it keeps the quote fast (a 40-digit decimal square root costs ~20 µs).
 */

export interface RollSplit {
  rolls: number;
  labelsPerRoll: number;
  diameterMm: number;
}
export interface RollPlan extends RollSplit {
  lanes: number;
  maxDiameterMm: number;
  /** The base plan's rolls would be wider than rollMaxDiameter. */
  exceedsMax: boolean;
  /** Present when exceedsMax: the split that fits. */
  proposal?: RollSplit;
}

function diameter(core: number, growth: number, labels: number): number {
  return Math.sqrt(core * core + growth * labels);
}

/** Diameters to 0.01 mm for display. */
const mm = (x: number) => Math.round(x * 100) / 100;

export function planRolls(
  settings: RollSettings,
  input: RollInput,
  lanes: number,
  machine: boolean,
): RollPlan {
  const baseRolls = machine ? lanes : 1;
  const perRoll = Math.ceil(input.quantity / baseRolls);
  const core = input.diameter;
  // Growth of D² per label: 4 × thickness × pitch / π.
  const growth = (4 * settings.materialThickness * (input.height + input.gap)) / Math.PI;
  const max = settings.rollMaxDiameter;
  const d = diameter(core, growth, perRoll);
  const plan: RollPlan = {
    lanes,
    rolls: baseRolls,
    labelsPerRoll: perRoll,
    diameterMm: mm(d),
    maxDiameterMm: max,
    exceedsMax: d > max,
  };
  if (!plan.exceedsMax) return plan;
  // The most labels one roll holds under the limit (at least one, even on an oversize core).
  const fit = Math.max(1, Math.floor((max * max - core * core) / growth));
  const fits = (k: number) =>
    diameter(core, growth, Math.ceil(input.quantity / (baseRolls * k))) <= max;
  let splits = Math.ceil(perRoll / fit);
  // Guard the float estimate at the edge: the fewest splits that fit, and never one that does not.
  while (splits < perRoll && !fits(splits)) splits++;
  while (splits > 1 && fits(splits - 1)) splits--;
  const rolls = baseRolls * splits;
  const labelsPerRoll = Math.ceil(input.quantity / rolls);
  plan.proposal = { rolls, labelsPerRoll, diameterMm: mm(diameter(core, growth, labelsPerRoll)) };
  return plan;
}
