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

/** The `{ field, code, message }` list a failed call carries (the routers' error shape). */
export function serverFieldsOf(
  error: unknown,
): { field: string; code?: string; message: string }[] {
  const list = (error as { data?: { fields?: unknown } } | null)?.data?.fields;
  return Array.isArray(list)
    ? list.filter(
        (f): f is { field: string; code?: string; message: string } =>
          !!f &&
          typeof (f as { field?: unknown }).field === "string" &&
          typeof (f as { message?: unknown }).message === "string",
      )
    : [];
}

/**
 * The field of a form that shows a server's field error: the field of that name; else the field
 * holding it (`title` for `title.en`, a translated input); else the first field inside it
 * (`leadTimes.eco` for `leadTimes`); none when the form has no such field.
 */
export function fieldFor(serverField: string, fieldNames: readonly string[]): string | undefined {
  if (fieldNames.includes(serverField)) return serverField;
  const holders = fieldNames.filter((n) => serverField.startsWith(`${n}.`));
  if (holders.length) return holders.sort((a, b) => b.length - a.length)[0];
  return fieldNames.find((n) => n.startsWith(`${serverField}.`));
}

/**
 * A server's failed call → `{ field: message }` for the fields the form shows; the rest (fields
 * the form does not show) is said in words of its own, so no "correct the marked fields" is ever
 * left without a marked field.
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const f of serverFieldsOf(error)) {
    const known = fieldFor(f.field, fieldNames);
    if (known) fields[known] ??= f.message;
    else rest.push(f.message);
  }
  return { fields, rest };
}

/** The error's stable code (`conflict.stale`, `input.invalid`, ...), when the server sent one. */
export const codeOf = (error: unknown): string | undefined => {
  const code = (error as { data?: { code?: unknown } | null } | null)?.data?.code;
  return typeof code === "string" ? code : undefined;
};

/** Someone saved the record in between (409 `conflict.stale`). */
export const isStale = (error: unknown): boolean => codeOf(error) === "conflict.stale";

/**
 * The dotted paths where `theirs` (the newer saved record) differs from `mine` (what was typed),
 * compared leaf by leaf inside plain objects (a translated text per language); arrays and other
 * values are compared whole. Pure.
 */
export function differingPaths(mine: unknown, theirs: unknown, prefix = ""): string[] {
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    return [...keys].flatMap((k) => differingPaths(mine[k], theirs[k], `${prefix}${k}.`));
  }
  return sameValue(mine, theirs) ? [] : [prefix.slice(0, -1)];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/** Equal as a form holds them: "" and null and undefined are all "nothing"; "5" and 5 are the same. */
function sameValue(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === undefined || v === null || v === "";
  if (blank(a) && blank(b)) return true;
  if (typeof a === "number" || typeof b === "number") return String(a) === String(b);
  return JSON.stringify(a) === JSON.stringify(b);
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

/**
 * react-hook-form's nested errors as a list of `{ path, message }`, in the form's order (a field's
 * own message before its parts'). Pure.
 */
export function flatErrors(errors: unknown, prefix = ""): { path: string; message: string }[] {
  if (!errors || typeof errors !== "object") return [];
  const own = (errors as { message?: unknown }).message;
  if (typeof own === "string" && own) return [{ path: prefix.slice(0, -1), message: own }];
  return Object.entries(errors).flatMap(([k, v]) =>
    k === "ref" || k === "type" || k === "types" ? [] : flatErrors(v, `${prefix}${k}.`),
  );
}

/**
 * A stale save, merged field by field (pure): `base` is what the form stood on, `mine` what was
 * typed, `theirs` the newer saved record. Where only the other person changed a field, theirs is
 * taken (`take`: nothing of theirs is silently undone by saving again); where both changed it to
 * different values, mine stays and theirs is shown beside it (`paths`).
 */
export function mergeNewer(
  base: unknown,
  mine: unknown,
  theirs: unknown,
): { take: string[]; paths: string[] } {
  const take: string[] = [];
  const paths: string[] = [];
  for (const path of differingPaths(base, theirs)) {
    const at = (v: unknown) => (path ? valueAt(v, path) : v);
    if (!differingPaths(at(mine), at(base)).length) take.push(path);
    else if (differingPaths(at(mine), at(theirs)).length) paths.push(path);
  }
  return { take, paths };
}
