/** Server messages of the categories area, in pl, en and de. */
export const categoryMessages = {
  pl: {
    "category.not_found": "Nie znaleziono kategorii.",
    "category.slug_taken": "Ten adres (slug) ma już inna kategoria.",
  },
  en: {
    "category.not_found": "Category not found.",
    "category.slug_taken": "Another category already has this slug.",
  },
  de: {
    "category.not_found": "Kategorie nicht gefunden.",
    "category.slug_taken": "Eine andere Kategorie hat diesen Slug bereits.",
  },
};
