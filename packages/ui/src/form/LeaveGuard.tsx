import { useTranslation } from "../i18n-react";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useBlocker } from "react-router";
import { Modal } from "../Modal";
import { ensureFormTexts } from "./texts";

interface Guard {
  add(id: string): void;
  remove(id: string): void;
}
const GuardContext = createContext<Guard | null>(null);

/**
 * Asks before leaving a screen while any form (or grid, or editor) on it has unsaved changes: a
 * link to another screen waits for "Leave without saving" (one question, however many forms are
 * dirty), and a reload or a closed tab gets the browser's own question. Needs a data router
 * (`createBrowserRouter`): React Router blocks navigations only there. Changes of the query string
 * alone (a list's page or filter) do not ask.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation("ui");
  ensureFormTexts(i18n);
  const dirty = useRef(new Set<string>());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!dirty.current.size) return;
      e.preventDefault();
      // Older browsers ask only when a return value is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, []);
  // Counts removals, so that a question asked while a save was finishing goes away by itself.
  const [removed, setRemoved] = useState(0);
  const guard = useMemo<Guard>(
    () => ({
      add: (id) => void dirty.current.add(id),
      remove: (id) => {
        dirty.current.delete(id);
        setRemoved((n) => n + 1);
      },
    }),
    [],
  );
  // A link clicked while the last save was still reloading: once nothing is unsaved any more,
  // there is nothing to ask about, and the person goes where they wanted to.
  useEffect(() => {
    if (blocker.state === "blocked" && dirty.current.size === 0) blocker.proceed?.();
  }, [blocker, removed]);
  const stay = () => blocker.reset?.();
  return (
    <GuardContext.Provider value={guard}>
      {children}
      {/* Only while asking: a closed dialog's words would still be on the page for finders. */}
      {blocker.state === "blocked" ? (
        <Modal open title={t("leave.title")} onClose={stay}>
          <p>{t("leave.message")}</p>
          <div className="modal-actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe answer has the focus when the question opens (WAI-ARIA dialog pattern) */}
            <button type="button" onClick={stay} autoFocus>
              {t("leave.stay")}
            </button>
            <button type="button" className="button-danger" onClick={() => blocker.proceed?.()}>
              {t("leave.leave")}
            </button>
          </div>
        </Modal>
      ) : null}
    </GuardContext.Provider>
  );
}

/**
 * Tells the LeaveGuardProvider above that this screen has unsaved changes while `when` holds.
 * Without a provider (the shop, whose forms keep drafts instead) it does nothing.
 */
export function useUnsavedChanges(when: boolean): void {
  const guard = useContext(GuardContext);
  const id = useId();
  useEffect(() => {
    if (!guard || !when) return;
    guard.add(id);
    return () => guard.remove(id);
  }, [guard, when, id]);
}
