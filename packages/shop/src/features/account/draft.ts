import { useEffect, useRef } from "react";

/**
 * The registration form's local draft (the seed: saved with a 250 ms debounce, restored on load,
 * gone after 3 hours). Passwords and the captcha payload are never written.
 */
export const DRAFT_KEY = "account.register.draft";
export const DRAFT_TTL_MS = 10_800_000;
export const DRAFT_DEBOUNCE_MS = 250;
const NEVER_STORED = ["password", "password2", "captcha", "currentPassword"] as const;

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function withoutSecrets<T extends Record<string, unknown>>(form: T): Partial<T> {
  const copy: Record<string, unknown> = { ...form };
  for (const key of NEVER_STORED) delete copy[key];
  return copy as Partial<T>;
}

export function saveDraft(
  storage: DraftStorage,
  form: Record<string, unknown>,
  now = Date.now(),
): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, form: withoutSecrets(form) }));
  } catch {
    // Storage full or blocked: the form still works, it is just not kept.
  }
}

/** The stored draft, or null when there is none, it is unreadable, or older than 3 hours (then it is removed). */
export function loadDraft<T>(storage: DraftStorage, now = Date.now()): Partial<T> | null {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; form?: unknown };
    if (
      typeof parsed.savedAt !== "number" ||
      now - parsed.savedAt > DRAFT_TTL_MS ||
      !parsed.form ||
      typeof parsed.form !== "object"
    ) {
      storage.removeItem(DRAFT_KEY);
      return null;
    }
    return withoutSecrets(parsed.form as Record<string, unknown>) as Partial<T>;
  } catch {
    return null;
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/** A debounced saver: calls within `wait` ms collapse into the last one. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DRAFT_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => timer && clearTimeout(timer);
  return debounced;
}

const browserStorage = (): DraftStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Saves the form 250 ms after the last change while `enabled`. */
export function useDraftAutosave(form: Record<string, unknown>, enabled: boolean): void {
  const save = useRef(
    debounce((f: Record<string, unknown>) => {
      const storage = browserStorage();
      if (storage) saveDraft(storage, f);
    }),
  );
  useEffect(() => {
    // A form nobody has typed into is not saved, so no page later "restores" it.
    if (enabled && typedSomething(form)) save.current(form);
  }, [form, enabled]);
  useEffect(() => () => save.current.cancel(), []);
}

/** Fields a form fills in by itself (defaults, timestamps): a draft of only these was never typed. */
const UNTYPED = new Set([
  "type",
  "billingCountry",
  "deliveryCountry",
  "formStartedAt",
  "differentDeliveryAddress",
  "termsAccepted",
  "marketingAccepted",
  "captcha",
]);

/** Whether the person typed anything worth keeping (a blank form is not a draft). */
export function typedSomething(form: Record<string, unknown>): boolean {
  return Object.entries(form).some(
    ([k, v]) => !UNTYPED.has(k) && typeof v === "string" && v.trim() !== "",
  );
}

/** The saved draft, only when it holds something the person typed (on any language's page). */
export const restoreDraft = <T>() => {
  const storage = browserStorage();
  const draft = storage ? loadDraft<T>(storage) : null;
  return draft && typedSomething(draft) ? draft : null;
};
export const forgetDraft = () => {
  const storage = browserStorage();
  if (storage) clearDraft(storage);
};
