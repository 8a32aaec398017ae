/** A translated title in the admin's language, else Polish, else any. */
export function pick(
  title: Partial<Record<string, string>> | null | undefined,
  locale: string,
): string {
  if (!title) return "";
  return title[locale] || title.pl || Object.values(title).find(Boolean) || "";
}
