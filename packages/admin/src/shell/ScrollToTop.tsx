import { useTranslation } from "@printshop/ui";
import { useEffect, useState } from "react";

/** Appears after 100 px of scrolling (the seed's constant). */
export const SHOW_AFTER_PX = 100;
/** The way back up animates for 1000 ms (instantly for people who ask for reduced motion). */
export const SCROLL_MS = 1000;

/** Ease-in-out: where the page is at `t` (0..1) of the animation. */
export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const toTop = () => {
    const start = window.scrollY;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches)
      return window.scrollTo(0, 0);
    const t0 = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - t0) / SCROLL_MS);
      window.scrollTo(0, Math.round(start * (1 - easeInOut(p))));
      if (p < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };
  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" onClick={toTop} aria-label={t("shell.toTop")}>
      ↑
    </button>
  );
}
