/** Server messages of the cart domain, in pl, en and de (plain data; messages/index.ts merges the catalogues). */
export const messages = {
  pl: {
    "cart.config_invalid": "Tej konfiguracji nie można zamówić: popraw zaznaczone opcje.",
    "cart.quantity_unavailable": "Nakład {quantity} szt. nie jest dostępny dla tej konfiguracji.",
    "cart.line_not_found": "Tej pozycji nie ma już w koszyku.",
    "cart.full": "Koszyk może mieć najwyżej {max} pozycji.",
    "cart.changed": "Koszyk zmienił się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
    "cart.unknown_currency": "Nieznana waluta.",
    "cart.too_many":
      "Z tego adresu utworzono ostatnio zbyt wiele koszyków. Spróbuj ponownie za {seconds} s.",
    "cart.unknown": "Nie znaleziono koszyka.",
  },
  en: {
    "cart.config_invalid":
      "This configuration cannot be ordered: please correct the marked options.",
    "cart.quantity_unavailable": "A run of {quantity} pcs is not available for this configuration.",
    "cart.line_not_found": "This item is no longer in the cart.",
    "cart.full": "A cart can hold at most {max} items.",
    "cart.changed": "The cart changed in the meantime. Please reload and try again.",
    "cart.unknown_currency": "Unknown currency.",
    "cart.too_many":
      "Too many carts were created from this address recently. Please try again in {seconds} s.",
    "cart.unknown": "Cart not found.",
  },
  de: {
    "cart.config_invalid":
      "Diese Konfiguration kann nicht bestellt werden: Bitte korrigieren Sie die markierten Optionen.",
    "cart.quantity_unavailable":
      "Eine Auflage von {quantity} Stk. ist für diese Konfiguration nicht verfügbar.",
    "cart.line_not_found": "Dieser Artikel ist nicht mehr im Warenkorb.",
    "cart.full": "Ein Warenkorb fasst höchstens {max} Artikel.",
    "cart.changed":
      "Der Warenkorb hat sich inzwischen geändert. Bitte neu laden und erneut versuchen.",
    "cart.unknown_currency": "Unbekannte Währung.",
    "cart.too_many":
      "Von dieser Adresse wurden zuletzt zu viele Warenkörbe angelegt. Bitte versuchen Sie es in {seconds} s erneut.",
    "cart.unknown": "Warenkorb nicht gefunden.",
  },
};
