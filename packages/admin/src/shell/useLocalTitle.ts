import { useTranslation } from "@printshop/ui";
import { titleIn } from "../features/audit/describe";
import { ensureTexts } from "../features/audit/texts";

type Title = { pl?: string; en?: string; de?: string };

/**
 * A record's title in the admin's language; where that language has none, the Polish one marked
 * as such ("Ulotki (Polish)"), so an English or German header never passes Polish off as its own.
 */
export function useLocalTitle(): (title: Title | undefined) => string {
  const { t, i18n } = useTranslation();
  ensureTexts(i18n);
  const x = {
    t: (key: string, options?: Record<string, unknown>) => t(key, options ?? {}),
    exists: (key: string) => i18n.exists(key),
    lang: i18n.language,
  };
  return (title) => titleIn(title, x);
}
