import { useTranslation } from "../i18n-react";
import { useEffect, type InputHTMLAttributes, type ReactNode } from "react";
import { get, set, useFormContext, useFormState, useWatch } from "react-hook-form";
import { fieldIds, useKit } from "./context";
import { differingPaths, valueAt } from "./errors";

/**
 * A field of the surrounding kit Form: its error (the field's own or its parts', a translated
 * text's `name.en`), the ids that tie the input to it, and its registration as a shown field (so
 * the summary can name it and the server's errors land on it).
 */
export function useField(name: string, label: string) {
  const { kit, idPrefix } = useKit();
  const { errors } = useFormState({ name: name as never });
  useEffect(() => {
    kit.fields.set(name, label);
    return () => void kit.fields.delete(name);
  }, [kit.fields, name, label]);
  const ids = fieldIds(idPrefix, name);
  const message = firstMessage(get(errors, name));
  return {
    message,
    ids,
    /** Attributes of the input: its id, invalid state and what describes it. */
    aria: (hint?: boolean) => ({
      id: ids.input,
      "aria-invalid": message ? true : undefined,
      "aria-describedby":
        [message ? ids.error : "", hint ? ids.hint : ""].filter(Boolean).join(" ") || undefined,
    }),
  };
}

/** The error of a field of the surrounding form, and the id to tie it to its input. */
export function useFieldError(name: string): { message?: string; id: string } {
  const { idPrefix } = useKit();
  const { errors } = useFormState({ name: name as never });
  return { message: firstMessage(get(errors, name)), id: fieldIds(idPrefix, name).error };
}

/** The error line under a field (nothing when it is fine), and the newer saved value after a conflict. */
export function FieldError({ name }: { name: string }) {
  const error = useFieldError(name);
  return (
    <>
      {error.message ? (
        <p className="field-error" id={error.id}>
          {error.message}
        </p>
      ) : null}
      <Theirs name={name} />
    </>
  );
}

/**
 * After a stale save: what someone else saved meanwhile in this field, where this person typed
 * something else (which stays), with a button to take theirs. Nothing when the two agree.
 */
export function Theirs({ name }: { name: string }) {
  const { t } = useTranslation("ui");
  const { kit, idPrefix } = useKit();
  const { setValue } = useFormContext();
  const mine: unknown = useWatch({ name });
  const conflict = kit.conflict;
  if (!conflict) return null;
  // The field's own path or its parts' (a translated text's languages), still different now.
  const paths = conflict.paths
    .filter((p) => p === name || p.startsWith(`${name}.`))
    .filter(
      (p) =>
        differingPaths(
          p === name ? mine : valueAt(mine, p.slice(name.length + 1)),
          valueAt(conflict.theirs, p),
        ).length > 0,
    );
  if (!paths.length) return null;
  const text = paths
    .map((p) => {
      const value = shown(valueAt(conflict.theirs, p), t);
      return p === name ? value : `${p.slice(name.length + 1).toUpperCase()}: ${value}`;
    })
    .join(" · ");
  return (
    <p className="field-theirs" id={fieldIds(idPrefix, name).theirs}>
      <span>{t("form.theirs", { value: text })}</span>{" "}
      <button
        type="button"
        className="button-link"
        onClick={() => {
          // The whole field at once (a Controller follows its own name, not a path inside it).
          let next: unknown = structuredClone(mine);
          for (const p of paths) {
            const theirs = structuredClone(valueAt(conflict.theirs, p));
            if (p === name) next = theirs;
            else set(next as object, p.slice(name.length + 1), theirs);
          }
          setValue(name, next, { shouldDirty: true, shouldValidate: true });
        }}
      >
        {t("form.useTheirs")}
      </button>
    </p>
  );
}

/** A value as a person reads it: text without its markup, yes/no, "—" for nothing. */
function shown(value: unknown, t: (k: string) => string): string {
  if (value === undefined || value === null || value === "") return t("form.nothing");
  if (typeof value === "boolean") return t(value ? "form.yes" : "form.no");
  if (typeof value === "string") {
    const text = withoutTags(value);
    return `“${text.length > 200 ? `${text.slice(0, 200)}…` : text}”`;
  }
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  /** Marks the field as required (the check itself is the schema's). */
  required?: boolean;
  className?: string;
  /**
   * A number typed (or chosen) as text: the value is a number when the text reads as one;
   * "decimal" also reads a decimal comma.
   */
  number?: boolean | "decimal";
} & (
  | ({ as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required">)
  | { as: "select"; options: { value: string; label: string }[] }
  | { as: "textarea"; rows?: number; maxLength?: number }
);

/** One field: its label, its input, its hint, and its translated error line right under it. */
export function Field(props: FieldProps) {
  const { register } = useFormContext();
  const field = useField(props.name, props.label);
  const hint = props.hint ? (
    <small className="hint" id={field.ids.hint}>
      {props.hint}
    </small>
  ) : null;
  const marker = props.required ? <span aria-hidden="true"> *</span> : null;
  let control: ReactNode;
  if (props.as === "select") {
    control = (
      <select
        {...register(props.name, props.number ? { setValueAs: (v) => asNumber(v) } : undefined)}
        {...field.aria(!!props.hint)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (props.as === "textarea") {
    control = (
      <textarea
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        {...register(props.name)}
        {...field.aria(!!props.hint)}
      />
    );
  } else {
    const {
      name,
      label: _l,
      hint: _h,
      as: _a,
      required: _r,
      className: _c,
      number,
      ...input
    } = props;
    const registered = number
      ? register(name, { setValueAs: (v) => asNumber(v, number === "decimal") })
      : register(name, { valueAsNumber: input.type === "number" });
    if (input.type === "checkbox")
      return (
        <div
          className={`field form-field form-check${props.className ? ` ${props.className}` : ""}`}
        >
          <label className="checkbox" htmlFor={field.ids.input}>
            <input {...input} {...registered} {...field.aria(!!props.hint)} /> {props.label}
            {marker}
          </label>
          {hint}
          <FieldError name={name} />
        </div>
      );
    control = <input {...input} {...registered} {...field.aria(!!props.hint)} />;
  }
  return (
    <div
      className={`field form-field${field.message ? " has-error" : ""}${props.className ? ` ${props.className}` : ""}`}
    >
      <label htmlFor={field.ids.input}>
        <span>
          {props.label}
          {marker}
        </span>
      </label>
      {control}
      {hint}
      <FieldError name={props.name} />
    </div>
  );
}

/**
 * The submit button: says "Saving…" (or its own words) and is disabled while the save runs; a
 * form that blocks its submit until its checks pass says why in `describedBy`'s element.
 */
export function SubmitButton(props: {
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Blocked by the page (its checks do not pass yet). */
  blocked?: boolean;
  describedBy?: string;
  pendingLabel?: ReactNode;
}) {
  const { t } = useTranslation("ui");
  const { kit } = useKit();
  return (
    <button
      type="submit"
      className={props.className}
      disabled={kit.pending || props.blocked}
      aria-busy={kit.pending || undefined}
      aria-describedby={props.blocked ? props.describedBy : undefined}
      data-testid={props.testId}
    >
      {kit.pending ? (props.pendingLabel ?? t("form.saving")) : props.children}
    </button>
  );
}

/**
 * A number typed as text: a number when the text reads as one ("12", "1.5"; with `decimalComma`
 * also "1,5", as Polish and German write it), else the text as typed (the schema then says what
 * is wrong, and nothing typed is turned into NaN or 0). A comma is never read as a thousands
 * separator: "1,000" is not a number then, rather than 1.
 */
export const asNumber = (v: unknown, decimalComma = false): unknown => {
  if (typeof v !== "string" || v.trim() === "") return v;
  const text = decimalComma && !v.includes(".") ? v.replace(",", ".") : v;
  return Number.isFinite(Number(text)) ? Number(text) : v;
};

/** A field's message, or the first of its parts' (a translated text's `name.en`). */
export function firstMessage(error: unknown): string | undefined {
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

/** A rich text's words without its markup (a loop, not a regular expression over unbounded HTML). */
function withoutTags(html: string): string {
  let out = "";
  let inTag = false;
  for (const ch of html) {
    if (ch === "<") inTag = true;
    else if (ch === ">" && inTag) {
      inTag = false;
      out += " ";
    } else if (!inTag) out += ch;
  }
  return out.split(/\s+/).filter(Boolean).join(" ");
}
