/**
 * The form kit of both SPAs (`@printshop/ui/form`), on react-hook-form and zod: a form with its
 * fields, error lines, submit button and pending state; the server's field errors on their
 * fields; a stale save kept with the newer values beside it; a question before leaving with
 * unsaved changes; and one store for local drafts. Its own entry, so react-hook-form is loaded
 * only with the pages that have a form.
 */
export {
  useKitForm,
  type KitForm,
  type KitFormOptions,
  type SubmitResult,
} from "./form/useKitForm";
export { Form, ErrorSummary } from "./form/Form";
export {
  Field,
  FieldError,
  SubmitButton,
  Theirs,
  useField,
  useFieldError,
  firstMessage,
  asNumber,
} from "./form/fields";
export { LeaveGuardProvider, useUnsavedChanges } from "./form/LeaveGuard";
export { FieldMessagesProvider, useKit, type FieldMessage } from "./form/context";
export {
  draftStore,
  debounce,
  DRAFT_DEBOUNCE_MS,
  type DraftStore,
  type DraftStorage,
  type DraftOptions,
} from "./form/draft";
export { useDraft } from "./form/useDraft";
export {
  codeOf,
  differingPaths,
  fieldCodeOf,
  fieldFor,
  flatErrors,
  isStale,
  serverFieldsOf,
  splitServerErrors,
  valueAt,
} from "./form/errors";
/** react-hook-form's pieces a screen's own fields use (the kit is the SPAs' one import of it). */
export { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
