import { type EquationError, parseEquation } from "../pricing/equation";
import { equationError } from "../pricing/calculator";

/**
 * The equation editor's helpers over the pricing module's own parser (pricing/equation.ts): the
 * same error codes and positions the shop and the server see, plus what an editor needs on top
 * (the word under the cursor, shortcode suggestions, "did you mean").
 */

/** Names the parser treats as functions when followed by "(" (pricing.md §4). */
export const EQUATION_FUNCTIONS = ["min", "max", "ceil", "floor", "round", "abs"] as const;

export interface Diagnosis {
  ok: boolean;
  /** Every problem, each with its position (0-based character index) where the parser knows it. */
  errors: (EquationError & { suggestions: string[] })[];
  /** Shortcodes the equation uses (in order of first use), when it parses. */
  uses: string[];
}

/** Parse errors and unknown shortcodes of `source` against the calculator's shortcodes. */
export function diagnoseEquation(source: string, shortcodes: readonly string[]): Diagnosis {
  const r = parseEquation(source, shortcodes);
  if (r.ok) return { ok: true, errors: [], uses: r.equation.shortcodes };
  return {
    ok: false,
    uses: [],
    errors: r.errors.map((e) => ({
      ...e,
      suggestions: e.code === "unknown_shortcode" && e.name ? closest(e.name, shortcodes) : [],
    })),
  };
}

/** The error as the pricing module reports it to a quote (field "equation", code, params). */
export const asPricingError = equationError;

/** The identifier being typed at `cursor`: its start and the text before the cursor. */
export function wordAt(
  source: string,
  cursor: number,
): { start: number; end: number; prefix: string } {
  const at = Math.max(0, Math.min(cursor, source.length));
  let start = at;
  while (start > 0 && /\w/.test(source[start - 1]!)) start--;
  let end = at;
  while (end < source.length && /\w/.test(source[end]!)) end++;
  // A number is not a word to complete ("12" or "1.5").
  if (start < at && /\d/.test(source[start]!)) return { start: at, end: at, prefix: "" };
  return { start, end, prefix: source.slice(start, at) };
}

export interface Suggestion {
  label: string;
  kind: "shortcode" | "function";
  /** The text that replaces the word at the cursor. */
  insert: string;
}

/**
 * Completions for the word at the cursor: shortcodes first, then functions, those starting with
 * the typed prefix before those merely containing it (case-insensitive). An empty prefix lists all.
 */
export function suggest(
  source: string,
  cursor: number,
  shortcodes: readonly string[],
  limit = 10,
): { start: number; end: number; items: Suggestion[] } {
  const { start, end, prefix } = wordAt(source, cursor);
  const p = prefix.toLowerCase();
  const rank = (name: string) =>
    name.toLowerCase().startsWith(p) ? 0 : name.toLowerCase().includes(p) ? 1 : 2;
  const pool: Suggestion[] = [
    ...[...new Set(shortcodes)].map((s) => ({ label: s, kind: "shortcode" as const, insert: s })),
    ...EQUATION_FUNCTIONS.map((f) => ({
      label: `${f}()`,
      kind: "function" as const,
      insert: `${f}(`,
    })),
  ];
  const items = pool
    .map((s, i) => ({ s, i, r: rank(s.kind === "function" ? s.label.slice(0, -2) : s.label) }))
    .filter((x) => x.r < 2)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.s);
  return { start, end, items };
}

/** Replaces the word at the cursor with a suggestion; answers the new text and cursor. */
export function applySuggestion(
  source: string,
  cursor: number,
  s: Suggestion,
): { source: string; cursor: number } {
  const { start, end } = wordAt(source, cursor);
  const next = source.slice(0, start) + s.insert + source.slice(end);
  return { source: next, cursor: start + s.insert.length };
}

function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  let before = prev;
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      // A swapped pair of letters ("pagse") is one typo, not two.
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        cur[j] = Math.min(cur[j]!, before[j - 2]! + 1);
    }
    before = prev;
    prev = cur;
  }
  return prev[y.length]!;
}

/** Known shortcodes close to an unknown name (edit distance, a swap counting one, ≤ a third of its length, at least 1), nearest first. */
export function closest(name: string, shortcodes: readonly string[], limit = 3): string[] {
  const allowed = Math.max(1, Math.floor(name.length / 3));
  return [...new Set(shortcodes)]
    .map((s) => ({
      s,
      d: s.toLowerCase().startsWith(name.toLowerCase()) ? 0.5 : distance(name, s),
    }))
    .filter((x) => x.d <= allowed)
    .sort((a, b) => a.d - b.d || a.s.localeCompare(b.s))
    .slice(0, limit)
    .map((x) => x.s);
}
