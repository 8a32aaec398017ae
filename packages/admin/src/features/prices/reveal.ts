import { useEffect, useRef } from "react";

/**
 * A panel that opens below what the person is looking at (the change history, a cell's history,
 * an import's result) comes into view and takes the focus, so the outcome of a click is never
 * off screen and a screen reader starts reading there. Again each time `key` changes (a new
 * result in the same panel). The element needs `tabIndex={-1}`.
 */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || key === null || key === undefined) return;
    el.focus({ preventScroll: true });
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight - 80) el.scrollIntoView({ block: "start" });
  }, [key]);
  return ref;
}
