import { useCallback, useRef, useState } from "react";
import type { DraftStore } from "./draft";

/**
 * A value kept in a draft store as it changes (the checkout's choices and data across its steps):
 * read once when the component mounts, written at every change, so a reload keeps it. The kit's
 * forms take the same store (`useKitForm({ draft })`) and save as the person types.
 */
export function useDraft<T extends object>(store: DraftStore<T>, initial: () => T) {
  const blank = useRef(initial);
  blank.current = initial;
  const [state, setState] = useState(() => {
    const stored = store.load();
    return { value: { ...initial(), ...stored }, restored: stored !== null };
  });
  const update = useCallback(
    (change: Partial<T>) =>
      setState((s) => {
        const value = { ...s.value, ...change };
        store.save(value);
        return { ...s, value };
      }),
    [store],
  );
  const reset = useCallback(() => {
    store.clear();
    setState({ value: blank.current(), restored: false });
  }, [store]);
  return { draft: state.value, restored: state.restored, update, reset };
}
