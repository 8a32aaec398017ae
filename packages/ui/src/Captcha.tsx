import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import "altcha";
import "altcha/i18n/pl";
import "altcha/i18n/de";
import type {} from "altcha/types/react";
import type { Locale } from "./locale";

export interface CaptchaHandle {
  reset(): void;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA widget): it fetches a signed challenge from our
 * API, solves it in Web Workers and hands the payload up; no third party is involved. Loaded
 * only where it is asked for (registration; a sign-in after failed attempts, which solves it at
 * once: `auto`). Shared by the shop and the admin (`@printshop/ui/captcha`).
 */
export function Captcha({
  onChange,
  language,
  ref,
  invalid,
  auto,
}: {
  onChange: (payload: string) => void;
  language: Locale;
  ref?: Ref<CaptchaHandle>;
  invalid?: boolean;
  auto?: boolean;
}) {
  const element = useRef<HTMLElement & { reset?: () => void }>(null);
  const callback = useRef(onChange);
  callback.current = onChange;
  useImperativeHandle(ref, () => ({ reset: () => element.current?.reset?.() }), []);
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const handler = (event: Event) => {
      const detail = (event as CustomEvent<{ payload?: string | null; state?: string }>).detail;
      callback.current(detail?.state === "verified" && detail.payload ? detail.payload : "");
    };
    el.addEventListener("statechange", handler);
    return () => el.removeEventListener("statechange", handler);
  }, []);
  return (
    <div className={`captcha${invalid ? " has-error" : ""}`} data-testid="captcha">
      <altcha-widget
        ref={element}
        challenge="/api/captcha/challenge"
        language={language}
        name="captcha"
        {...(auto ? { auto: "onload" } : {})}
      />
    </div>
  );
}
