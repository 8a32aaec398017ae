import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

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
    const fontPx = typeof raw.fontPx === "number" && raw.fontPx >= MIN && raw.fontPx <= MAX ? raw.fontPx : BASE_FONT_PX;
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

/** High contrast and font size (bigger, smaller, back to 16 px), remembered across visits. */
export function A11yControls() {
  const { t } = useTranslation("ui");
  const [prefs, setPrefs] = useState<Prefs>(read);
  useEffect(() => {
    applyA11yPrefs(prefs);
    try {
      localStorage.setItem(KEY, JSON.stringify(prefs));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [prefs]);
  const font = (px: number) => setPrefs((p) => ({ ...p, fontPx: Math.min(MAX, Math.max(MIN, px)) }));
  return (
    <div className="a11y-controls" role="group" aria-label={t("a11y.label")}>
      <button type="button" aria-pressed={prefs.contrast} onClick={() => setPrefs((p) => ({ ...p, contrast: !p.contrast }))} title={t("a11y.contrast")} aria-label={t("a11y.contrast")}>
        ◐
      </button>
      <button type="button" onClick={() => font(prefs.fontPx - 2)} disabled={prefs.fontPx <= MIN} aria-label={t("a11y.smaller")} title={t("a11y.smaller")}>
        A−
      </button>
      <button type="button" onClick={() => font(BASE_FONT_PX)} aria-label={t("a11y.reset")} title={t("a11y.reset")}>
        A
      </button>
      <button type="button" onClick={() => font(prefs.fontPx + 2)} disabled={prefs.fontPx >= MAX} aria-label={t("a11y.bigger")} title={t("a11y.bigger")}>
        A+
      </button>
    </div>
  );
}

// Applied when the SPA loads this module, before its first render: no flash of the default size.
if (typeof document !== "undefined" && typeof localStorage !== "undefined") applyA11yPrefs();
