import { useTranslation } from "../i18n-react";
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
} from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type * as z4 from "zod/v4/core";
import { messageOf } from "../errors";
import { useToast } from "../toasts";
import { debounce, type DraftStore } from "./draft";
import { FieldMessageContext } from "./context";
import { ensureFormTexts } from "./texts";
import { isStale, splitServerErrors } from "./errors";
import { kitResolver, type Checked } from "./resolver";
import { rebase } from "./rebase";

export interface Conflict<TIn> {
  theirs: TIn;
  /** Dotted paths changed on both sides, to different values. */
  paths: string[];
}

/** What a save may hand back: the record as stored, which the form then shows as saved. */
export type SubmitResult<TIn> = void | undefined | { values?: TIn };

export interface KitFormOptions<TIn extends FieldValues, TOut> {
  /** The core zod schema the server checks with: checked in the browser first, same messages. */
  schema?: z4.$ZodType<TOut, TIn>;
  /**
   * Checks of the form's own (rules shared with the server): `{ field: message }`, {} when fine.
   * May be asynchronous: rules whose module (zod and all) loads on the first check.
   */
  check?: (values: TIn) => Checked | Promise<Checked>;
  defaultValues: TIn;
  onSubmit: (values: TOut, typed: TIn) => Promise<SubmitResult<TIn>>;
  /**
   * A version-checked edit: on 409 `conflict.stale` the form asks for the newest saved values
   * (with their version), keeps what was typed and shows the newer values beside it.
   */
  reload?: () => Promise<TIn>;
  /**
   * The record as the page has it now: when a newer version arrives (a refetch, another save
   * on the same page), the form moves onto it the same way, keeping what was typed.
   */
  record?: TIn;
  /** Where the typed values are kept while the form is open (restored on the next visit). */
  draft?: DraftStore<TIn>;
  /**
   * Problems of no field are shown in the form itself instead of a toast: for forms in a modal
   * dialog, above which no toast can be seen.
   */
  inlineErrors?: boolean;
  /**
   * When fields are first checked: at the first submit (default; then as they change), when
   * they are left, or as they change. Checking on leaving a field moves the button under it
   * while it is being clicked (the error line appears above it): a click that then misses.
   */
  mode?: "onTouched" | "onChange" | "onSubmit";
}

export interface KitForm<TIn extends FieldValues = FieldValues> {
  form: UseFormReturn<TIn, unknown, FieldValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The save is under way. */
  pending: boolean;
  /** A submit was tried (the summary of the marked fields shows from then on). */
  submitted: boolean;
  /**
   * After a stale save, until the next save or "take theirs": the newer saved values, and the
   * fields both this person and the other one changed (what was typed stays there, theirs beside).
   */
  conflict: Conflict<TIn> | null;
  takeTheirs: () => void;
  /** Problems of the last save that belong to no field of this form (toasted, or shown inline). */
  formError: string | null;
  /** The form shows `formError` itself (a form in a dialog). */
  inlineErrors: boolean;
  /** The form started from a stored draft. */
  restored: boolean;
  /** Forgets the draft and starts from the blank form again. */
  discardDraft: () => void;
  /** The fields shown (name → label), for the summary's links and the server's field errors. */
  fields: Map<string, string>;
}

/**
 * The one form hook of both SPAs (react-hook-form + zod): values, touched fields and errors in
 * react-hook-form; the schema's problems translated by the SPA's catalogue; a save with its
 * pending state; the server's field errors put on their fields and the rest toasted; a stale save
 * kept with the newer values beside it; and, when given a draft store, nothing typed lost.
 */
export function useKitForm<TIn extends FieldValues, TOut = TIn>(
  options: KitFormOptions<TIn, TOut>,
): KitForm<TIn> {
  const { t, i18n } = useTranslation("ui");
  ensureFormTexts(i18n);
  const toast = useToast();
  const fieldMessage = useContext(FieldMessageContext) ?? ((code: string) => code);
  const latest = useRef(options);
  latest.current = options;
  const [start] = useState(() => {
    const stored = options.draft?.load() ?? null;
    return { values: { ...options.defaultValues, ...stored }, restored: stored !== null };
  });
  const [restored, setRestored] = useState(start.restored);
  const resolver = useMemo(
    () => kitResolver<TIn>(options.schema, (v) => latest.current.check?.(v) ?? {}, fieldMessage),
    // The schema of a form is fixed for its life; the message catalogue follows the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [fieldMessage],
  );
  const form = useForm<TIn, unknown, FieldValues>({
    defaultValues: start.values as never,
    resolver,
    mode: options.mode ?? "onSubmit",
    reValidateMode: "onChange",
  });
  const [conflict, setConflict] = useState<Conflict<TIn> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useRef(new Map<string, string>()).current;

  const autosave = useDraftAutosave(form, options.draft);

  const seen = useRef(JSON.stringify(options.record));
  useEffect(() => {
    const json = JSON.stringify(options.record);
    if (options.record === undefined || json === seen.current) return;
    seen.current = json;
    const { changed, paths } = rebase(form, options.record);
    if (changed && paths.length) setConflict({ theirs: options.record, paths });
  }, [form, options.record]);

  const failed = async (error: unknown) => {
    const { reload } = latest.current;
    if (isStale(error) && reload) {
      try {
        const newer = await reload();
        const { paths } = rebase(form, newer);
        setConflict({ theirs: newer, paths });
      } catch (e) {
        toast.error(messageOf(e, t));
      }
      return;
    }
    const names = [...fields.keys()];
    const { fields: onFields, rest } = splitServerErrors(error, names);
    let first = true;
    for (const [name, message] of Object.entries(onFields)) {
      form.setError(name as Path<TIn>, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
    // Problems of fields this form does not show are said in their own words; a failure with no
    // field at all in the server's message.
    const own = rest.length ? rest : Object.keys(onFields).length ? [] : [messageOf(error, t)];
    setFormError(own.length ? own.join(" ") : null);
    if (own.length && !latest.current.inlineErrors) toast.error(own.join(" "));
  };

  const validThenSave = form.handleSubmit(async (values) => {
    setFormError(null);
    const typed = structuredClone(form.getValues());
    let result: SubmitResult<TIn>;
    try {
      result = await latest.current.onSubmit(values as TOut, typed);
    } catch (error) {
      await failed(error);
      return;
    }
    const saved = result?.values ?? typed;
    // What was typed while the save ran stays (and stays unsaved).
    const typedSince = JSON.stringify(form.getValues()) !== JSON.stringify(typed);
    form.reset(saved, { keepValues: typedSince });
    setConflict(null);
    autosave.cancel();
    latest.current.draft?.clear();
    setRestored(false);
  });

  // The kit's own flags: react-hook-form re-renders the form's component for isSubmitting and
  // submitCount only when something else it watches changes as well.
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    setPending(true);
    try {
      await validThenSave();
    } finally {
      setPending(false);
    }
  };

  const takeTheirs = useCallback(() => {
    if (conflict) form.reset(conflict.theirs);
    setConflict(null);
  }, [form, conflict]);

  const discardDraft = useCallback(() => {
    autosave.cancel();
    latest.current.draft?.clear();
    form.reset(latest.current.defaultValues);
    setRestored(false);
  }, [form, autosave]);

  return {
    form,
    submit,
    pending,
    submitted,
    conflict,
    takeTheirs,
    formError,
    inlineErrors: options.inlineErrors ?? false,
    restored,
    discardDraft,
    fields,
  };
}

/**
 * Saves the typed values to the draft store 250 ms after the last change, and at once when the
 * page is left. A reset of the whole form (after a save, or "start again") is not a change.
 */
function useDraftAutosave<TIn extends FieldValues>(
  form: UseFormReturn<TIn, unknown, FieldValues>,
  store: DraftStore<TIn> | undefined,
) {
  const [save] = useState(() => debounce((values: TIn) => store?.save(values)));
  useEffect(() => {
    if (!store) return;
    const { unsubscribe } = form.watch((values, { name, type }) => {
      if (name === undefined && type === undefined) return;
      save(structuredClone(values) as TIn);
    });
    const flush = () => save.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      unsubscribe();
      save.flush();
    };
  }, [form, store, save]);
  return save;
}
