import { useTranslation } from "./i18n-react";
import { useEffect, useState } from "react";

const KEY = "a11y";
export const BASE_FONT_PX = 16;
const MIN = 12;
const MAX = 24;

interface Prefs {
  contrast: boolean;
  fontPx: number;
}

function read(): Prefs {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Prefs>;
    const fontPx =
      typeof raw.fontPx === "number" && raw.fontPx >= MIN && raw.fontPx <= MAX
        ? raw.fontPx
        : BASE_FONT_PX;
    return { contrast: raw.contrast === true, fontPx };
  } catch {
    return { contrast: false, fontPx: BASE_FONT_PX };
  }
}

/** Applies stored preferences before the first paint (called from the SPA's entry). */
export function applyA11yPrefs(prefs: Prefs = read()): void {
  document.documentElement.classList.toggle("high-contrast", prefs.contrast);
  document.documentElement.style.fontSize = `${prefs.fontPx}px`;
}

/**
 * High contrast and font size (bigger, smaller, back to 16 px), remembered across visits. The
 * size buttons' names begin with what they show ("A+ …"): WCAG 2.5.3, label in name (axe-core).
 */
export function A11yControls() {
  const { t } = useTranslation("ui");
  // The stored choice is read after the first render: a server-rendered page's HTML (the shop's)
  // has the defaults, and the hydrating render must match it. The page itself already has the
  // stored size and contrast (applyA11yPrefs below runs before the first paint).
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  useEffect(() => setPrefs(read()), []);
  useEffect(() => {
    if (!prefs) return;
    applyA11yPrefs(prefs);
    try {
      localStorage.setItem(KEY, JSON.stringify(prefs));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [prefs]);
  const font = (px: number) =>
    setPrefs((p) => ({ ...(p ?? read()), fontPx: Math.min(MAX, Math.max(MIN, px)) }));
  const shown = prefs ?? { contrast: false, fontPx: BASE_FONT_PX };
  return (
    <div className="a11y-controls" role="group" aria-label={t("a11y.label")}>
      <button
        type="button"
        aria-pressed={shown.contrast}
        onClick={() => setPrefs((p) => ({ ...(p ?? read()), contrast: !(p ?? read()).contrast }))}
        title={t("a11y.contrast")}
        aria-label={t("a11y.contrast")}
      >
        ◐
      </button>
      <button
        type="button"
        onClick={() => font(shown.fontPx - 2)}
        disabled={shown.fontPx <= MIN}
        aria-label={`A− ${t("a11y.smaller")}`}
        title={t("a11y.smaller")}
      >
        A−
      </button>
      <button
        type="button"
        onClick={() => font(BASE_FONT_PX)}
        aria-label={t("a11y.reset")}
        title={t("a11y.reset")}
      >
        A
      </button>
      <button
        type="button"
        onClick={() => font(shown.fontPx + 2)}
        disabled={shown.fontPx >= MAX}
        aria-label={`A+ ${t("a11y.bigger")}`}
        title={t("a11y.bigger")}
      >
        A+
      </button>
    </div>
  );
}

// Applied when the SPA loads this module, before its first render: no flash of the default size.
if (typeof document !== "undefined" && typeof localStorage !== "undefined") applyA11yPrefs();
