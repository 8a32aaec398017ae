import {
  createContext,
  useContext,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z4 from "zod/v4/core";
import { useTranslation } from "react-i18next";
import { messageOf } from "../errors";
import { fieldCodeOf, splitServerErrors } from "./formErrors";

/**
 * Translates a field's problem code (required, too_small, too_big, invalid_type, invalid) into the
 * person's language. The admin provides the server's own catalogue (core's messages), so the
 * browser and the server say the same thing in the same words.
 */
export type FieldMessage = (code: string) => string;
const FieldMessageContext = createContext<FieldMessage | null>(null);
export const FieldMessagesProvider = FieldMessageContext.Provider;

/**
 * A form checked by a core zod schema in the browser (react-hook-form with its zod resolver) before
 * the server checks it again with the same schema. Field errors show inline under their field,
 * translated; a failed save puts the server's field errors on their fields and the rest above the
 * button, and keeps everything typed (nothing is reset until the caller says so).
 */
export function SchemaForm<S extends z4.$ZodType<FieldValues, FieldValues>>(props: {
  schema: S;
  defaultValues: DefaultValues<z4.input<S>>;
  onSubmit: (values: z4.output<S>) => Promise<unknown>;
  submitLabel: string;
  children: ReactNode;
  /** Label of the form for assistive tech. */
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("kit");
  // The SPA provides the server's catalogue; without it the code itself shows (never silence).
  const fieldMessage = useContext(FieldMessageContext) ?? ((code: string) => code);
  const form = useForm<z4.input<S>, unknown, z4.output<S>>({
    defaultValues: props.defaultValues,
    resolver: zodResolver(props.schema as never, {
      reportInput: true,
      error: (issue) => fieldMessage(fieldCodeOf(issue as Parameters<typeof fieldCodeOf>[0])),
    }) as never,
    mode: "onTouched",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await props.onSubmit(values);
    } catch (error) {
      const names = Object.keys(form.getValues() ?? {});
      const { fields, rest } = splitServerErrors(error, names);
      for (const [name, message] of Object.entries(fields))
        form.setError(
          name as Path<z4.input<S>>,
          { type: "server", message },
          { shouldFocus: true },
        );
      const own = Object.keys(fields).length ? rest : [messageOf(error, t), ...rest];
      setFormError(own.length ? own.join(" ") : null);
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="schema-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={props.label}
      >
        <fieldset disabled={props.disabled || form.formState.isSubmitting}>
          {props.children}
          {formError ? (
            <p role="alert" className="form-error">
              {formError}
            </p>
          ) : null}
          <button type="submit">
            {form.formState.isSubmitting ? t("form.saving") : props.submitLabel}
          </button>
        </fieldset>
      </form>
    </FormProvider>
  );
}

/** The error of a field of the surrounding SchemaForm, and the ids to tie it to its input. */
export function useFieldError(name: string): { message?: string; id: string } {
  const { formState } = useFormContext();
  return {
    message: firstMessage(get(formState.errors, name)),
    id: `field-${name.replace(/\W/g, "-")}-error`,
  };
}

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
} & (
  | ({ as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name">)
  | { as: "select"; options: { value: string; label: string }[] }
  | { as: "textarea"; rows?: number }
);

/** One field of a SchemaForm: label, input, and its translated error right under it. */
export function Field(props: FieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(props.name);
  const common = {
    "aria-invalid": error.message ? true : undefined,
    "aria-describedby": error.message ? error.id : undefined,
  };
  let control: ReactNode;
  if (props.as === "select") {
    control = (
      <select {...register(props.name)} {...common}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (props.as === "textarea") {
    control = <textarea rows={props.rows ?? 4} {...register(props.name)} {...common} />;
  } else {
    const { name, label: _label, hint: _hint, as: _as, ...input } = props;
    control = (
      <input
        {...input}
        {...register(name, { valueAsNumber: input.type === "number" })}
        {...common}
      />
    );
  }
  return (
    <div className="field">
      <label>
        <span>{props.label}</span>
        {control}
      </label>
      {props.hint ? <small>{props.hint}</small> : null}
      {error.message ? (
        <p className="field-error" id={error.id}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A field's message, or the first of its parts' (a translated text's `name.en`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const m = (error as { message?: unknown }).message;
  if (typeof m === "string" && m) return m;
  for (const [k, v] of Object.entries(error))
    if (k !== "ref" && k !== "message") {
      const inner = firstMessage(v);
      if (inner) return inner;
    }
  return undefined;
}
