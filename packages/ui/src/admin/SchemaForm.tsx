import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type * as z4 from "zod/v4/core";
import { Form } from "../form/Form";
import { useKitForm, type SubmitResult } from "../form/useKitForm";

/**
 * A back-office form over a core zod schema (the kit's `useKitForm` + `Form`): checked in the
 * browser with the schema the server checks again; field errors inline, translated; a failed save
 * puts the server's field errors on their fields and keeps everything typed. With `reload`, a
 * stale save (409) keeps what was typed and shows the newer saved values beside it; the next save
 * is made against the newer version.
 */
export function SchemaForm<S extends z4.$ZodType<FieldValues, FieldValues>>(props: {
  schema: S;
  defaultValues: DefaultValues<z4.input<S>>;
  /** May answer the record as stored: the form then shows it as saved. */
  onSubmit: (values: z4.output<S>) => Promise<unknown>;
  /** The newest saved values of the record (with its `version`), asked for after a stale save. */
  reload?: () => Promise<z4.input<S>>;
  submitLabel: string;
  children: ReactNode;
  /** Label of the form for assistive tech. */
  label?: string;
  disabled?: boolean;
}) {
  const kit = useKitForm<z4.input<S>, z4.output<S>>({
    schema: props.schema as never,
    defaultValues: props.defaultValues as z4.input<S>,
    onSubmit: async (values) => {
      const out = await props.onSubmit(values);
      return out && typeof out === "object" && "values" in out
        ? (out as SubmitResult<z4.input<S>>)
        : undefined;
    },
    reload: props.reload,
  });
  return (
    <Form kit={kit} className="schema-form" label={props.label} submitLabel={props.submitLabel}>
      <fieldset className="form-body" disabled={props.disabled}>
        {props.children}
      </fieldset>
    </Form>
  );
}
