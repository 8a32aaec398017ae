import { useTranslation } from "./i18n-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

interface Toast {
  id: number;
  kind: "error" | "info";
  text: string;
}

interface ToastApi {
  error(text: string): void;
  info(text: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Failures that belong to no field are shown here: nothing is only logged to the console. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const { t } = useTranslation("ui");
  const push = useCallback((kind: Toast["kind"], text: string) => {
    const id = Date.now() + Math.random();
    setToasts((list) =>
      list.some((x) => x.text === text) ? list : [...list.slice(-3), { id, kind, text }],
    );
    if (kind === "info")
      setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), 5000);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({ error: (text) => push("error", text), info: (text) => push("info", text) }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="assertive">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === "error" ? "alert" : "status"}
          >
            <span>{toast.text}</span>
            <button
              type="button"
              aria-label={t("toast.close")}
              onClick={() => setToasts((list) => list.filter((x) => x.id !== toast.id))}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast outside ToastProvider");
  return api;
}
