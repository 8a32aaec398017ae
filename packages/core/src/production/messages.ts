/** Messages of the production queue and its job tickets. */
export const productionMessages = {
  pl: {
    "production.not_in_production": "Zamówienie nie jest w produkcji — nie można oznaczyć pozycji.",
    "production.line_not_found": "Nie ma takiej pozycji w zamówieniu.",
    "production.already_printed": "Ta pozycja jest już oznaczona jako wydrukowana.",
    "order.status_moved":
      "Status zamówienia zmienił się w międzyczasie — odśwież listę i spróbuj ponownie.",
    "production.too_many_lines": "Za dużo pozycji na jeden wydruk kart zleceń (najwyżej {max}).",
  },
  en: {
    "production.not_in_production": "The order is not in production — its lines cannot be marked.",
    "production.line_not_found": "The order has no such line.",
    "production.already_printed": "This line is already marked printed.",
    "order.status_moved":
      "The order's status changed in the meantime — reload the list and try again.",
    "production.too_many_lines": "Too many lines for one print of job tickets (at most {max}).",
  },
  de: {
    "production.not_in_production":
      "Die Bestellung ist nicht in Produktion — ihre Positionen können nicht markiert werden.",
    "production.line_not_found": "Die Bestellung hat keine solche Position.",
    "production.already_printed": "Diese Position ist bereits als gedruckt markiert.",
    "order.status_moved":
      "Der Bestellstatus hat sich inzwischen geändert — Liste neu laden und erneut versuchen.",
    "production.too_many_lines":
      "Zu viele Positionen für einen Ausdruck der Auftragszettel (höchstens {max}).",
  },
};
