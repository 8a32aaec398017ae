/** The product aggregate's error messages (admin writes); `slug.*` also the categories' (slug/claims.ts). */
export const productMessages = {
  pl: {
    "slug.invalid":
      "Adres (slug) to małe litery bez polskich znaków, cyfry i pojedyncze myślniki, najwyżej 80 znaków.",
    "slug.taken": "Ten adres (slug) ma już inny produkt lub inna kategoria (w którymś z języków).",
    "product.slug_taken": "Ten adres (slug) ma już inny produkt.",
    "product.category_unknown": "Wybierz istniejącą kategorię.",
    "product.discount_invalid": "Rabat to liczba od 0 do 100 (najwyżej dwa miejsca po przecinku).",
    "product.too_many_attributes": "Produkt ma zbyt wiele atrybutów, by usunąć go naraz.",
    "attribute.not_found": "Nie znaleziono atrybutu.",
    "attribute.value_not_found": "Nie znaleziono wartości atrybutu.",
  },
  en: {
    "slug.invalid":
      "A slug is lower-case letters (a–z), digits and single hyphens, at most 80 characters.",
    "slug.taken": "Another product or category already uses this slug, in one of the languages.",
    "product.slug_taken": "Another product already has this slug.",
    "product.category_unknown": "Choose an existing category.",
    "product.discount_invalid": "The discount is a number from 0 to 100 (at most two decimals).",
    "product.too_many_attributes": "The product has too many attributes to be removed at once.",
    "attribute.not_found": "Attribute not found.",
    "attribute.value_not_found": "Attribute value not found.",
  },
  de: {
    "slug.invalid":
      "Ein Slug besteht aus Kleinbuchstaben (a–z), Ziffern und einzelnen Bindestrichen, höchstens 80 Zeichen.",
    "slug.taken":
      "Ein anderes Produkt oder eine andere Kategorie verwendet diesen Slug bereits, in einer der Sprachen.",
    "product.slug_taken": "Ein anderes Produkt hat diesen Slug bereits.",
    "product.category_unknown": "Wählen Sie eine vorhandene Kategorie.",
    "product.discount_invalid":
      "Der Rabatt ist eine Zahl von 0 bis 100 (höchstens zwei Nachkommastellen).",
    "product.too_many_attributes":
      "Das Produkt hat zu viele Attribute, um es auf einmal zu löschen.",
    "attribute.not_found": "Attribut nicht gefunden.",
    "attribute.value_not_found": "Attributwert nicht gefunden.",
  },
};
