/** The slugs of the legal pages the footer and the checkout link to (CMS pages, seeded with placeholders). */
export const LEGAL_SLUGS = {
  terms: "regulamin",
  privacy: "polityka-prywatnosci",
  returns: "reklamacje-i-zwroty",
  contact: "kontakt",
} as const;
export type LegalPage = keyof typeof LEGAL_SLUGS;
