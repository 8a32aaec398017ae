import { useEffect, useMemo, useState } from "react";
import {
  checkEvaluates,
  diagnoseEquation,
  lints,
  structureErrors,
  type CalculatorDraft,
  type EvaluationCheck,
} from "@printshop/core/workbench/index";
import type { CalculatorDefinition } from "@printshop/core/pricing/calculator";

/**
 * The workbench's review of the draft, as the server will do it on save: structure, lints and the
 * equation's diagnosis at once; the all-selections check a moment after typing stops (it quotes
 * every reachable selection, up to a few hundred milliseconds).
 */
export function useReview(calculatorId: number, draft: CalculatorDraft) {
  const errors = useMemo(() => structureErrors(draft as CalculatorDefinition), [draft]);
  const warnings = useMemo(() => lints(draft as CalculatorDefinition), [draft]);
  const equation = useMemo(
    () =>
      diagnoseEquation(
        draft.equation,
        draft.options.map((o) => o.shortcode),
      ),
    [draft],
  );
  const [evaluation, setEvaluation] = useState<{
    for: CalculatorDraft;
    check: EvaluationCheck;
  } | null>(null);
  useEffect(() => {
    if (errors.length || !equation.ok) return;
    const timer = setTimeout(
      () => setEvaluation({ for: draft, check: checkEvaluates({ id: calculatorId, ...draft }) }),
      400,
    );
    return () => clearTimeout(timer);
  }, [calculatorId, draft, errors.length, equation.ok]);
  const current = evaluation?.for === draft ? evaluation.check : null;
  return {
    errors,
    warnings,
    equation,
    evaluation: current,
    checking: errors.length === 0 && equation.ok && current === null,
  };
}
