import { set, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { differingPaths, mergeNewer, valueAt } from "./errors";

/**
 * Puts a form on a newer version of its record without losing what was typed: where only the
 * record changed, its value is taken; where both changed a field to different values, what was
 * typed stays (the answer names those paths, to show the newer values beside them). The newer
 * record becomes what the form stands on (its version is the one saved against next). Nothing
 * happens when the record is what the form already stands on.
 */
export function rebase<TIn extends FieldValues>(
  form: UseFormReturn<TIn, unknown, FieldValues>,
  newer: TIn,
): { changed: boolean; paths: string[] } {
  const base = form.formState.defaultValues;
  if (!differingPaths(base, newer).length) return { changed: false, paths: [] };
  const { take, paths } = mergeNewer(base, form.getValues(), newer);
  form.reset(newer, { keepValues: true });
  // Whole top-level fields are set: a field drawn by a Controller (a translated text) follows its
  // own name only, not a path inside it.
  const merged = structuredClone(form.getValues()) as Record<string, unknown>;
  for (const path of take) set(merged, path, structuredClone(valueAt(newer, path)));
  for (const top of new Set(take.map((p) => p.split(".")[0]!)))
    form.setValue(top as Path<TIn>, merged[top] as never);
  return { changed: true, paths };
}
