/** Server messages of the content domain, in pl, en and de (plain data; messages/index.ts merges the catalogues). */
export const messages = {
  pl: {
    "page.not_found": "Nie znaleziono strony.",
    "post.not_found": "Nie znaleziono wpisu.",
    "page.slug_taken": "Ten adres (slug) ma już inna strona.",
    "post.slug_taken": "Ten adres (slug) ma już inny wpis.",
  },
  en: {
    "page.not_found": "Page not found.",
    "post.not_found": "Post not found.",
    "page.slug_taken": "Another page already has this slug.",
    "post.slug_taken": "Another post already has this slug.",
  },
  de: {
    "page.not_found": "Seite nicht gefunden.",
    "post.not_found": "Beitrag nicht gefunden.",
    "page.slug_taken": "Eine andere Seite hat diesen Slug bereits.",
    "post.slug_taken": "Ein anderer Beitrag hat diesen Slug bereits.",
  },
};
