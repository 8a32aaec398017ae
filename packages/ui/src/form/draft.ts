/**
 * The one store of local drafts: what a person typed into a form, kept in the browser so a reload,
 * a closed tab or a crash loses nothing. A draft lives in localStorage (kept across visits, until
 * its time-to-live) or sessionStorage (this tab's session: the checkout). Fields named in `omit`
 * (passwords, a captcha's payload) are never written. Pure apart from the storage it is given.
 */

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DraftOptions<T extends object> {
  /** The storage key (one per form). */
  key: string;
  /** localStorage (default) or this tab's sessionStorage. */
  storage?: "local" | "session";
  /** A draft older than this is gone (removed when read). */
  ttlMs?: number;
  /** Fields never written (nor read back). */
  omit?: readonly string[];
  /** Whether a value holds something the person typed; a draft of defaults only is not kept. */
  worthKeeping?: (value: Partial<T>) => boolean;
}

export interface DraftStore<T extends object> {
  readonly key: string;
  /** The stored draft, or null (none, unreadable, too old, or nothing worth keeping). */
  load(now?: number): Partial<T> | null;
  save(value: T | Partial<T>, now?: number): void;
  clear(): void;
}

export const DRAFT_DEBOUNCE_MS = 250;

/** A draft store over `storage` (the browser's by default; none where storage is blocked). */
export function draftStore<T extends object>(
  options: DraftOptions<T>,
  storage: () => DraftStorage | null = () => browserStorage(options.storage ?? "local"),
): DraftStore<T> {
  const omit = new Set(options.omit ?? []);
  const strip = (value: object): Partial<T> => {
    const copy: Record<string, unknown> = { ...value };
    for (const key of omit) delete copy[key];
    return copy as Partial<T>;
  };
  const remove = () => {
    try {
      storage()?.removeItem(options.key);
    } catch {
      // nothing stored
    }
  };
  return {
    key: options.key,
    load(now = Date.now()) {
      let parsed: { savedAt?: unknown; value?: unknown; form?: unknown };
      try {
        const raw = storage()?.getItem(options.key);
        if (!raw) return null;
        parsed = JSON.parse(raw) as typeof parsed;
      } catch {
        return null;
      }
      if (!parsed || typeof parsed !== "object") return null;
      // `form`: the registration drafts written before this store; a bare object: the checkout's.
      const value = "value" in parsed ? parsed.value : "form" in parsed ? parsed.form : parsed;
      const expired =
        options.ttlMs !== undefined &&
        (typeof parsed.savedAt !== "number" || now - parsed.savedAt > options.ttlMs);
      if (expired || !value || typeof value !== "object") {
        remove();
        return null;
      }
      const draft = strip(value);
      return !options.worthKeeping || options.worthKeeping(draft) ? draft : null;
    },
    save(value, now = Date.now()) {
      const draft = strip(value);
      if (options.worthKeeping && !options.worthKeeping(draft)) return;
      try {
        storage()?.setItem(options.key, JSON.stringify({ savedAt: now, value: draft }));
      } catch {
        // Storage full or blocked: the form still works, it is just not kept.
      }
    },
    clear: remove,
  };
}

/** A debounced call: calls within `wait` ms collapse into the last one; `flush` runs it now. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DRAFT_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
  debounced.flush = run;
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}

function browserStorage(kind: "local" | "session"): DraftStorage | null {
  try {
    return kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}
