/**
 * "What changed" between two versions of the label pricing, as a list of readable paths
 * (`materials[2].factor: 2.6 → 2.8`). Lists of items with an `id` are matched by id, so a
 * reordered list is not a change of every row. Pure and browser-safe.
 */
export interface ChangeLine {
  path: string;
  before: unknown;
  after: unknown;
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const byId = (x: unknown): x is { id: number | string }[] =>
  Array.isArray(x) &&
  x.every((i) => isObj(i) && (typeof i.id === "number" || typeof i.id === "string"));

/** JSON with object keys sorted: stored maps come back from DynamoDB in any key order. */
const canonical = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    isObj(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );

export function changes(before: unknown, after: unknown, path = ""): ChangeLine[] {
  if (canonical(before) === canonical(after)) return [];
  if (isObj(before) && isObj(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => changes(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (byId(before) && byId(after)) {
    const ids = [...new Set([...before.map((i) => i.id), ...after.map((i) => i.id)])];
    return ids.flatMap((id) =>
      changes(
        before.find((i) => i.id === id),
        after.find((i) => i.id === id),
        `${path}[${id}]`,
      ),
    );
  }
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    before.some(isObj)
  ) {
    return before.flatMap((b, i) => changes(b, after[i], `${path}.${i}`));
  }
  return [{ path, before: before ?? null, after: after ?? null }];
}
