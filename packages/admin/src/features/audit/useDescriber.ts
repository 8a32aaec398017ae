import { useTranslation } from "@printshop/ui";
import { useMemo } from "react";
import { describeEntry, type DescribedEntry } from "./describe";
import { ensureTexts } from "./texts";

/** `describeEntry` in the admin's current language (its texts added on first use). */
export function useDescriber() {
  const { t, i18n } = useTranslation();
  ensureTexts(i18n);
  const lang = i18n.language;
  return useMemo(() => {
    const x = {
      t: (key: string, options?: Record<string, unknown>) => t(key, options ?? {}),
      exists: (key: string) => i18n.exists(key),
      lang,
    };
    return (entry: DescribedEntry) => describeEntry(entry, x);
  }, [t, i18n, lang]);
}
