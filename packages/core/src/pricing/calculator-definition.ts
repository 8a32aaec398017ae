import type { ModeFormula } from "./rows";
import type { Title } from "./types";

/**
 * A calculator product's definition as stored and as the workbench edits it (pricing.md §4):
 * its options and values, the equation, the runs' multipliers, the discount and the VAT choices.
 */

export interface CalculatorValue {
  id: number;
  value: number;
  title: Title;
  /** Comma-separated ids of values this one cannot be ordered with (a list is accepted too). */
  excluding: string | number[] | null;
}

interface OptionBase {
  id: number;
  active: boolean;
  title: Title;
  shortcode: string;
  dependant: number | null;
  dependantValue: number | null;
  info?: unknown;
}
export interface SelectOption extends OptionBase {
  type: "select";
  values: CalculatorValue[];
}
export interface InputOption extends OptionBase {
  type: "input";
  step?: number | null;
  min?: number | null;
  max?: number | null;
  initialValue?: number | null;
}
export type CalculatorOption = SelectOption | InputOption;

export interface CalculatorDefinition {
  id: number;
  productId?: number;
  equation: string;
  /**
   * run → multiplier; rows exist for multipliers above 0. Named `copies` as stored, as the
   * workbench edits it and as `shop.calculator.get` answers it (api.md); `run` inside pricing.
   */
  copies: Record<string, number>;
  initialDisabledValues: number[];
  discount: number;
  vat0?: boolean | null;
  vat5?: boolean | null;
  vat8?: boolean | null;
  options: CalculatorOption[];
  /** Optional override of PRODUCT_MODE_FORMULA. */
  modes?: ModeFormula;
}
