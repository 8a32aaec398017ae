import type Decimal from "decimal.js";
import { Dec, round2 } from "./money";
import type { LabelInput, LabelSettings } from "./labels";

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

const PI = Dec.acos(-1);
const FOUR = new Dec(4);

function diameter(core: Decimal, k: Decimal, labels: number): Decimal {
  return core.times(core).plus(k.times(labels)).sqrt();
}

export function planRolls(settings: LabelSettings, input: LabelInput, lanes: number, machine: boolean): RollPlan {
  const baseRolls = machine ? lanes : 1;
  const perRoll = Math.ceil(input.quantity / baseRolls);
  const core = new Dec(input.diameter);
  // Growth of D² per label: 4 × thickness × pitch / π.
  const k = FOUR.times(settings.materialThickness).times(input.height + input.gap).div(PI);
  const max = new Dec(settings.rollMaxDiameter);
  const d = diameter(core, k, perRoll);
  const plan: RollPlan = {
    lanes,
    rolls: baseRolls,
    labelsPerRoll: perRoll,
    diameterMm: round2(d),
    maxDiameterMm: settings.rollMaxDiameter,
    exceedsMax: d.gt(max),
  };
  if (!plan.exceedsMax) return plan;
  // The most labels one roll holds under the limit (at least one, even on an oversize core).
  const fit = Math.max(1, max.times(max).minus(core.times(core)).div(k).floor().toNumber());
  const splits = Math.ceil(perRoll / fit);
  const rolls = baseRolls * splits;
  const labelsPerRoll = Math.ceil(input.quantity / rolls);
  plan.proposal = { rolls, labelsPerRoll, diameterMm: round2(diameter(core, k, labelsPerRoll)) };
  return plan;
}
