/**
 * Form errors: the browser checks a form with the same core zod schema as the server, and both
 * name a field's problem by the same code (required, too_small, too_big, invalid_type, invalid), so
 * one catalogue translates both. Pure, no React.
 */
export interface IssueLike {
  code?: string;
  input?: unknown;
  message?: string;
  origin?: string;
  minimum?: unknown;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/**
 * The code of one zod issue, as the server's error formatter names it. zod 4 keeps no input on
 * its issues, so the caller passes the field's value (`valueAt(values, path)`) when it has it.
 */
export function fieldCodeOf(issue: IssueLike, value: unknown = issue.input): string {
  const empty =
    value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  if ((issue.code === "invalid_type" || issue.code === "too_small") && empty) return "required";
  if (issue.code === "invalid_type" && issue.input === undefined && value === undefined)
    return "required";
  // zod 4 keeps no input on its issues: an empty text is a string shorter than its minimum of 1.
  if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1)
    return "required";
  if (issue.code === "too_small" || issue.code === "too_big" || issue.code === "invalid_type")
    return issue.code;
  return "invalid";
}

/** A dotted field path (`address.city`, `items.0.name`), the way the server names a field. */
export const fieldPathOf = (issue: IssueLike): string =>
  (issue.path ?? [])
    .map((p) => String(typeof p === "object" && p !== null && "key" in p ? p.key : p))
    .join(".");

/** A server's failed call → `{ field: message }` for the fields the form has; the rest is the form's own error. */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
): { fields: Record<string, string>; rest: string[] } {
  const list =
    (error as { data?: { fields?: { field: string; message: string }[] } } | null)?.data?.fields ??
    [];
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const f of list) {
    const known = fieldNames.find((n) => f.field === n || f.field.startsWith(`${n}.`));
    if (known) fields[known] ??= f.message;
    else rest.push(f.message);
  }
  return { fields, rest };
}

/** The value at a dotted or array path inside a form's values. */
export function valueAt(
  values: unknown,
  path: string | ReadonlyArray<PropertyKey | { key: PropertyKey }>,
): unknown {
  const parts =
    typeof path === "string"
      ? path.split(".").filter(Boolean)
      : path.map((p) => (typeof p === "object" && p !== null && "key" in p ? p.key : p));
  let at: unknown = values;
  for (const p of parts) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[p];
  }
  return at;
}
