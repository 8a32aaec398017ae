import { useTranslation } from "../i18n-react";
import { useId, type ReactNode } from "react";
import { FormProvider, useFormState, type FieldValues } from "react-hook-form";
import { fieldIds, KitContext, useKit } from "./context";
import { fieldFor, flatErrors } from "./errors";
import { SubmitButton } from "./fields";
import { useUnsavedChanges } from "./LeaveGuard";
import type { KitForm } from "./useKitForm";

/**
 * A kit form: the fields (children), what went wrong (the marked fields, a stale save with the
 * newer values, problems of no field) and the submit button. While it has unsaved changes, leaving
 * the screen asks first (where the app has a LeaveGuardProvider).
 */
export function Form<TIn extends FieldValues>(props: {
  kit: KitForm<TIn>;
  children: ReactNode;
  /** Name of the form for assistive tech (and tests). */
  label?: string;
  className?: string;
  submitLabel?: ReactNode;
  /** Buttons in place of the one submit button (include a SubmitButton). */
  actions?: ReactNode;
  /** Disables the fields while the save runs (default), so nothing is typed into a save under way. */
  lock?: boolean;
  /** Asks before leaving with unsaved changes (default: yes). */
  guard?: boolean;
  /** When to show the "correct the marked fields" summary: after a submit (default) or never. */
  summary?: boolean;
  testId?: string;
  /** The prefix of its inputs' ids (`f` → `f-email`, `f-email-error`); unique by default. */
  idPrefix?: string;
}) {
  const ownId = `f${useId().replace(/\W/g, "")}`;
  const idPrefix = props.idPrefix ?? ownId;
  const { kit } = props;
  const { isDirty } = kit.form.formState;
  useUnsavedChanges((props.guard ?? true) && isDirty && !kit.pending);
  const body = (
    <>
      {props.children}
      {props.summary === false ? null : <ErrorSummary />}
      <ConflictNotice />
      {kit.formError && kit.inlineErrors ? (
        <p role="alert" className="form-error">
          {kit.formError}
        </p>
      ) : null}
      {props.actions ?? <SubmitButton>{props.submitLabel}</SubmitButton>}
    </>
  );
  return (
    <FormProvider {...kit.form}>
      <KitContext.Provider value={{ kit: kit as unknown as KitForm, idPrefix }}>
        <form
          className={props.className}
          onSubmit={(e) => void kit.submit(e)}
          noValidate
          aria-label={props.label}
          data-testid={props.testId}
        >
          {props.lock === false ? (
            body
          ) : (
            <fieldset className="form-lock" disabled={kit.pending}>
              {body}
            </fieldset>
          )}
        </form>
      </KitContext.Provider>
    </FormProvider>
  );
}

/**
 * After a submit the checks refused: "Please correct the marked fields", naming each marked field
 * (a button that goes to it). A problem of a field this form does not show is said in its own
 * words, so the sentence never stands without a marked field.
 */
export function ErrorSummary() {
  const { t } = useTranslation("ui");
  const { kit, idPrefix } = useKit();
  // The kit's own flag: useFormState does not re-render for isSubmitted alone.
  const { errors } = useFormState();
  if (!kit.submitted) return null;
  const list = flatErrors(errors);
  if (!list.length) return null;
  const names = [...kit.fields.keys()];
  const marked = new Map<string, string>();
  const unshown: string[] = [];
  for (const e of list) {
    const name = fieldFor(e.path, names);
    if (name) marked.set(name, kit.fields.get(name) ?? name);
    else unshown.push(t("form.unshown", { field: e.path, message: e.message }));
  }
  return (
    <div className="form-summary" role="alert" data-testid="form-summary">
      {marked.size ? (
        <p>
          {t("form.correctMarked")}{" "}
          {[...marked].map(([name, label], i) => (
            <span key={name}>
              {i ? ", " : null}
              <button
                type="button"
                className="button-link"
                onClick={() => focusField(idPrefix, name)}
              >
                {label}
              </button>
            </span>
          ))}
        </p>
      ) : null}
      {unshown.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/**
 * A stale save: the other person's changes to fields this one did not touch are taken; where both
 * changed a field, what was typed is kept and theirs stands beside it.
 */
function ConflictNotice() {
  const { t } = useTranslation("ui");
  const { kit } = useKit();
  if (!kit.conflict) return null;
  return (
    <div className="form-conflict" role="alert" data-testid="form-conflict">
      <p>{t(kit.conflict.paths.length ? "form.stale" : "form.staleMerged")}</p>
      <button type="button" className="button-secondary" onClick={kit.takeTheirs}>
        {t("form.takeTheirs")}
      </button>
    </div>
  );
}

/** Puts the focus on a field: its input, or the input its error line describes (a translated text's). */
function focusField(idPrefix: string, name: string) {
  const ids = fieldIds(idPrefix, name);
  const input =
    document.getElementById(ids.input) ??
    document.querySelector<HTMLElement>(`[aria-describedby~="${ids.error}"]`);
  input?.focus();
}
