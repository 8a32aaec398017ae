/** Reads and writes one value at a dotted path of the draft (immutably). */
export function getAt(obj: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), obj);
}
export function setAt<T>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".");
  const src = (obj ?? {}) as Record<string, unknown>;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(src) ? [...src] : { ...src };
  (copy as Record<string, unknown>)[head!] = rest.length
    ? setAt(src[head!], rest.join("."), value)
    : value;
  return copy as T;
}

/** Typed text → number: "" and non-numbers stay text so the schema reports them (a comma counts as a point). */
export const toNumber = (text: string): number | string => {
  const t = text.trim().replace(",", ".");
  return t !== "" && /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(t) ? Number(t) : text;
};
