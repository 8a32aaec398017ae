/** A post's date in the shopper's language ("22 listopada 2026", "November 22, 2026"). */
export const formatDate = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(ms));
