import { set, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z4 from "zod/v4/core";
import { fieldCodeOf } from "./errors";

/** A form's own checks: `{ field: message }`, a fine field left out or undefined. */
export type Checked = Record<string, string | undefined>;

/**
 * The zod schema's check (its problems translated through the SPA's catalogue by their code) and
 * the form's own checks, as one react-hook-form resolver.
 */
export function kitResolver<TIn extends FieldValues>(
  schema: z4.$ZodType | undefined,
  check: (values: TIn) => Checked | Promise<Checked>,
  fieldMessage: (code: string) => string,
): Resolver<TIn, unknown, FieldValues> {
  const zod = schema
    ? (zodResolver(schema as never, {
        reportInput: true,
        error: (issue) => fieldMessage(fieldCodeOf(issue as Parameters<typeof fieldCodeOf>[0])),
      }) as unknown as Resolver<TIn, unknown, FieldValues>)
    : null;
  return async (values, context, options) => {
    const base = zod ? await zod(values, context, options) : { values, errors: {} };
    // A schema's own refinement names a message code ("prices.percent_invalid"): translated too.
    translateCodes(base.errors, fieldMessage);
    const own = Object.entries(await check(values)).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    );
    if (!own.length) return base;
    const errors = { ...base.errors } as FieldErrors<TIn>;
    for (const [name, message] of own)
      if (!hasErrorAt(errors, name)) set(errors, name, { type: "check", message });
    return { values: {}, errors };
  };
}

/** Messages that are codes (a refinement's `prices.percent_invalid`) in the person's words, in place. */
function translateCodes(errors: unknown, fieldMessage: (code: string) => string) {
  if (!errors || typeof errors !== "object") return;
  const e = errors as { message?: unknown };
  if (typeof e.message === "string" && isCode(e.message)) e.message = fieldMessage(e.message);
  for (const [k, v] of Object.entries(errors)) if (k !== "ref") translateCodes(v, fieldMessage);
}
const isCode = (text: string) =>
  text.length < 100 && text.includes(".") && /^[a-z][\w.]*$/i.test(text) && !text.endsWith(".");

const hasErrorAt = (errors: object, name: string) =>
  name
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) !==
  undefined;
