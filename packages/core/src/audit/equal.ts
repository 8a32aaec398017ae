/**
 * Structural equality of JSON-like values, as the audit log compares a field's before and after:
 * objects are equal when they hold the same keys with equal values, in ANY key order (DynamoDB
 * gives maps back in its own order, and an editor may build them in another); arrays element by
 * element, in order. As in JSON, an object key holding `undefined` counts as absent, a Date as its
 * ISO text. Browser-safe, no dependencies.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return jsonOf(a) === jsonOf(b);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return bothNaN(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameValue(x, b[i]));
  }
  const ka = definedKeys(a as Record<string, unknown>);
  const kb = definedKeys(b as Record<string, unknown>);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

const definedKeys = (o: Record<string, unknown>) =>
  Object.keys(o).filter((k) => o[k] !== undefined);
const bothNaN = (a: unknown, b: unknown) =>
  typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
const jsonOf = (x: unknown) => (x instanceof Date ? x.toISOString() : JSON.stringify(x));
