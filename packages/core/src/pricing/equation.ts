import type Decimal from "decimal.js";
import { Dec } from "./money";

/**
 * A safe arithmetic language for calculator equations (pricing.md §4): numbers, option
 * shortcodes, + - * / ^, unary minus, parentheses and min max ceil floor round abs.
 * A tokenizer and a recursive-descent parser build closures over Decimal; nothing is ever
 * handed to eval or Function, and names are looked up in a Map, so `constructor`,
 * `__proto__` or `process` are just unknown shortcodes.
 *
 * Precedence, loosest first: + -, then * /, then unary minus, then ^ (right-associative),
 * so -2^2 = -4 and 2^3^2 = 512, as in mathematics.
 */

export type EquationErrorCode =
  "parse" | "unknown_shortcode" | "division_by_zero" | "not_finite" | "too_long";

export interface EquationError {
  code: EquationErrorCode;
  message: string;
  position?: number;
  name?: string;
}

type Env = ReadonlyMap<string, Decimal>;
type Evaluator = (env: Env) => Decimal;

export interface CompiledEquation {
  source: string;
  /** Every shortcode the equation names, in order of first appearance. */
  shortcodes: string[];
  evaluate: Evaluator;
}

export type ParseResult =
  { ok: true; equation: CompiledEquation } | { ok: false; errors: EquationError[] };

export const MAX_EQUATION_LENGTH = 2000;
const MAX_DEPTH = 64;
const ZERO = new Dec(0);

class EvalError extends Error {
  constructor(readonly code: EquationErrorCode) {
    super(code);
  }
}
class ParseError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

type Token =
  | { kind: "num"; value: Decimal; pos: number }
  | { kind: "id"; name: string; pos: number }
  | { kind: "op"; op: string; pos: number }
  | { kind: "end"; pos: number };

const NUMBER = /\d+\.?\d*|\.\d+/y;
const IDENT = /[A-Z_]\w*/iy;

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r") {
      i++;
      continue;
    }
    if ("+-*/^(),".includes(ch)) {
      tokens.push({ kind: "op", op: ch, pos: i });
      i++;
      continue;
    }
    NUMBER.lastIndex = i;
    const num = NUMBER.exec(src);
    if (num) {
      tokens.push({
        kind: "num",
        value: new Dec(num[0].endsWith(".") ? num[0] + "0" : num[0]),
        pos: i,
      });
      i += num[0].length;
      continue;
    }
    IDENT.lastIndex = i;
    const id = IDENT.exec(src);
    if (id) {
      tokens.push({ kind: "id", name: id[0], pos: i });
      i += id[0].length;
      continue;
    }
    throw new ParseError(`unexpected character '${ch}'`, i);
  }
  tokens.push({ kind: "end", pos: src.length });
  return tokens;
}

function roundHalfUp(x: Decimal, places: Decimal | undefined): Decimal {
  const dp = places ? places.toNumber() : 0;
  if (!Number.isInteger(dp) || dp < 0 || dp > 20) throw new EvalError("not_finite");
  return x.toDecimalPlaces(dp, Dec.ROUND_HALF_UP);
}

const FUNCTIONS: ReadonlyMap<
  string,
  { min: number; max: number; apply: (args: Decimal[]) => Decimal }
> = new Map([
  ["min", { min: 1, max: Infinity, apply: (a: Decimal[]) => Dec.min(...a) }],
  ["max", { min: 1, max: Infinity, apply: (a: Decimal[]) => Dec.max(...a) }],
  ["ceil", { min: 1, max: 1, apply: (a: Decimal[]) => a[0]!.ceil() }],
  ["floor", { min: 1, max: 1, apply: (a: Decimal[]) => a[0]!.floor() }],
  ["round", { min: 1, max: 2, apply: (a: Decimal[]) => roundHalfUp(a[0]!, a[1]) }],
  ["abs", { min: 1, max: 1, apply: (a: Decimal[]) => a[0]!.abs() }],
]);

class Parser {
  private i = 0;
  private depth = 0;
  readonly names: { name: string; pos: number }[] = [];
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i]!;
  }
  private isOp(op: string): boolean {
    const t = this.peek();
    return t.kind === "op" && t.op === op;
  }
  private expectOp(op: string): void {
    if (!this.isOp(op)) this.fail(`expected '${op}'`);
    this.i++;
  }
  private fail(message: string): never {
    const t = this.peek();
    const found =
      t.kind === "end"
        ? "end of equation"
        : t.kind === "op"
          ? `'${t.op}'`
          : t.kind === "id"
            ? `'${t.name}'`
            : "a number";
    throw new ParseError(`${message}, found ${found}`, t.pos);
  }

  parseAll(): Evaluator {
    const e = this.expression();
    if (this.peek().kind !== "end") this.fail("expected an operator");
    return e;
  }

  private expression(): Evaluator {
    if (++this.depth > MAX_DEPTH) this.fail("equation nested too deeply");
    let left = this.term();
    while (this.isOp("+") || this.isOp("-")) {
      const op = (this.peek() as { op: string }).op;
      this.i++;
      const l = left;
      const r = this.term();
      left = op === "+" ? (env) => l(env).plus(r(env)) : (env) => l(env).minus(r(env));
    }
    this.depth--;
    return left;
  }

  private term(): Evaluator {
    let left = this.unary();
    while (this.isOp("*") || this.isOp("/")) {
      const op = (this.peek() as { op: string }).op;
      this.i++;
      const l = left;
      const r = this.unary();
      left =
        op === "*"
          ? (env) => l(env).times(r(env))
          : (env) => {
              const divisor = r(env);
              if (divisor.isZero()) throw new EvalError("division_by_zero");
              return l(env).div(divisor);
            };
    }
    return left;
  }

  private unary(): Evaluator {
    if (this.isOp("-") || this.isOp("+")) {
      const negate = this.isOp("-");
      this.i++;
      if (++this.depth > MAX_DEPTH) this.fail("equation nested too deeply");
      const inner = this.unary();
      this.depth--;
      return negate ? (env) => inner(env).neg() : inner;
    }
    return this.power();
  }

  private power(): Evaluator {
    const base = this.primary();
    if (!this.isOp("^")) return base;
    this.i++;
    const exponent = this.unary();
    return (env) => {
      const b = base(env);
      const e = exponent(env);
      if (b.isZero() && e.isNegative()) throw new EvalError("division_by_zero");
      return b.pow(e);
    };
  }

  private primary(): Evaluator {
    const t = this.peek();
    if (t.kind === "num") {
      this.i++;
      const v = t.value;
      return () => v;
    }
    if (t.kind === "op" && t.op === "(") {
      this.i++;
      const inner = this.expression();
      this.expectOp(")");
      return inner;
    }
    if (t.kind === "id") {
      this.i++;
      const fn = FUNCTIONS.get(t.name);
      if (fn && this.isOp("(")) return this.call(t.name, fn);
      const name = t.name;
      this.names.push({ name, pos: t.pos });
      // Unknown names are reported before evaluation; the fallback only guards misuse.
      return (env) => env.get(name) ?? ZERO;
    }
    this.fail("expected a number, a shortcode or '('");
  }

  private call(
    name: string,
    fn: { min: number; max: number; apply: (args: Decimal[]) => Decimal },
  ): Evaluator {
    const pos = this.peek().pos;
    this.expectOp("(");
    const args: Evaluator[] = [];
    if (!this.isOp(")")) {
      args.push(this.expression());
      while (this.isOp(",")) {
        this.i++;
        args.push(this.expression());
      }
    }
    this.expectOp(")");
    if (args.length < fn.min || args.length > fn.max) {
      const want =
        fn.max === Infinity
          ? `at least ${fn.min}`
          : fn.min === fn.max
            ? `${fn.min}`
            : `${fn.min} or ${fn.max}`;
      throw new ParseError(`${name}() takes ${want} argument(s), got ${args.length}`, pos);
    }
    return (env) => fn.apply(args.map((a) => a(env)));
  }
}

/** Where each shortcode occurs, kept beside the cached compilation for error positions. */
const positions = new WeakMap<CompiledEquation, { name: string; pos: number }[]>();
const cache = new Map<
  string,
  { ok: true; equation: CompiledEquation } | { ok: false; error: EquationError }
>();
const CACHE_LIMIT = 500;

/** Parses (memoised by source text) without checking which shortcodes exist. */
function compile(
  src: string,
): { ok: true; equation: CompiledEquation } | { ok: false; error: EquationError } {
  const hit = cache.get(src);
  if (hit) return hit;
  let result: { ok: true; equation: CompiledEquation } | { ok: false; error: EquationError };
  if (src.length > MAX_EQUATION_LENGTH) {
    result = {
      ok: false,
      error: {
        code: "too_long",
        message: `the equation is longer than ${MAX_EQUATION_LENGTH} characters`,
      },
    };
  } else {
    try {
      const parser = new Parser(tokenize(src));
      const evaluate = parser.parseAll();
      const shortcodes = [...new Set(parser.names.map((n) => n.name))];
      result = { ok: true, equation: { source: src, shortcodes, evaluate } };
      positions.set(result.equation, parser.names);
    } catch (e) {
      if (!(e instanceof ParseError)) throw e;
      result = { ok: false, error: { code: "parse", message: e.message, position: e.position } };
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(src, result);
  return result;
}
/**
 * Parses an equation and checks its shortcodes against the known ones, so that an
 * administrator sees every problem when saving: a parse error (with its position), or
 * every unknown shortcode.
 */
export function parseEquation(src: unknown, knownShortcodes: Iterable<string>): ParseResult {
  if (typeof src !== "string" || src.trim() === "") {
    return {
      ok: false,
      errors: [{ code: "parse", message: "the equation is empty", position: 0 }],
    };
  }
  const compiled = compile(src);
  if (!compiled.ok) return { ok: false, errors: [compiled.error] };
  const known =
    knownShortcodes instanceof Set ? (knownShortcodes as Set<string>) : new Set(knownShortcodes);
  const errors: EquationError[] = [];
  const seen = new Set<string>();
  for (const { name, pos } of positions.get(compiled.equation) ?? []) {
    if (known.has(name) || seen.has(name)) continue;
    seen.add(name);
    errors.push({
      code: "unknown_shortcode",
      message: `unknown shortcode '${name}'`,
      position: pos,
      name,
    });
  }
  return errors.length ? { ok: false, errors } : compiled;
}

/** Evaluates a parsed equation; division by zero and non-finite results are errors, never throws. */
export function evaluateEquation(
  equation: CompiledEquation,
  values: ReadonlyMap<string, Decimal>,
): { ok: true; value: Decimal } | { ok: false; error: EquationError } {
  try {
    const value = equation.evaluate(values);
    if (!value.isFinite())
      return {
        ok: false,
        error: { code: "not_finite", message: "the equation has no finite value" },
      };
    return { ok: true, value };
  } catch (e) {
    if (e instanceof EvalError) {
      const message =
        e.code === "division_by_zero" ? "division by zero" : "the equation has no finite value";
      return { ok: false, error: { code: e.code, message } };
    }
    throw e;
  }
}

/** Convenience for tests and the admin preview: parse + evaluate with plain numbers. */
export function evaluateExpression(
  src: string,
  values: Record<string, number> = {},
): { ok: true; value: Decimal } | { ok: false; errors: EquationError[] } {
  const env = new Map<string, Decimal>();
  for (const k of Object.keys(values)) env.set(k, new Dec(values[k]!));
  const parsed = parseEquation(src, env.keys());
  if (!parsed.ok) return parsed;
  const r = evaluateEquation(parsed.equation, env);
  return r.ok ? r : { ok: false, errors: [r.error] };
}
