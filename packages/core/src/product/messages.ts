/** The product aggregate's error messages (admin writes). */
export const productMessages = {
  pl: {
    "product.slug_taken": "Ten adres (slug) ma już inny produkt.",
    "product.category_unknown": "Wybierz istniejącą kategorię.",
    "product.discount_invalid": "Rabat to liczba od 0 do 100 (najwyżej dwa miejsca po przecinku).",
    "product.too_many_attributes": "Produkt ma zbyt wiele atrybutów, by usunąć go naraz.",
    "attribute.not_found": "Nie znaleziono atrybutu.",
    "attribute.value_not_found": "Nie znaleziono wartości atrybutu.",
  },
  en: {
    "product.slug_taken": "Another product already has this slug.",
    "product.category_unknown": "Choose an existing category.",
    "product.discount_invalid": "The discount is a number from 0 to 100 (at most two decimals).",
    "product.too_many_attributes": "The product has too many attributes to be removed at once.",
    "attribute.not_found": "Attribute not found.",
    "attribute.value_not_found": "Attribute value not found.",
  },
  de: {
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
