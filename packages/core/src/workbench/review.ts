import type { CalculatorDefinition } from "../pricing/calculator";
import { diagnoseEquation, type Diagnosis } from "./equation";
import { type Finding, lints, structureErrors } from "./lints";
import { type EvaluationCheck, checkEvaluates } from "./reachable";

/**
 * Everything the workbench knows about a draft before it is saved: structural errors, the
 * equation's diagnosis (parse errors with positions, unknown shortcodes with suggestions), whether
 * it evaluates for every reachable selection, and the lints. `savable` is what the API enforces.
 */
export interface Review {
  savable: boolean;
  errors: Finding[];
  warnings: Finding[];
  equation: Diagnosis;
  evaluation: EvaluationCheck | null;
}

export function review(def: CalculatorDefinition, limit?: number): Review {
  const errors = structureErrors(def);
  const equation = diagnoseEquation(
    def.equation,
    def.options.map((o) => o.shortcode),
  );
  // Reachability is only meaningful over a sound structure and an equation that parses.
  const evaluation = errors.length === 0 && equation.ok ? checkEvaluates(def, limit) : null;
  return {
    savable: errors.length === 0 && equation.ok && evaluation?.ok === true,
    errors,
    warnings: lints(def),
    equation,
    evaluation,
  };
}
