/** Messages of "order again" and saved configurations, in pl, en and de (messages/index.ts merges them). */
export const reorderMessages = {
  pl: {
    "reorder.product_gone": "„{product}” nie jest już w ofercie, więc nie trafił do koszyka.",
    "reorder.option_gone":
      "„{product}”: opcja {options} nie jest już dostępna, więc ta pozycja nie trafiła do koszyka.",
    "reorder.run_gone":
      "„{product}”: nakładu {quantity} szt. nie ma już w cenniku, więc ta pozycja nie trafiła do koszyka.",
    "reorder.config_invalid":
      "„{product}”: tej konfiguracji nie można już zamówić ({reason}), więc nie trafiła do koszyka.",
    "reorder.nothing_left": "Żadna pozycja tego zamówienia nie jest już dostępna.",
    "reorder.line_not_found": "Tej pozycji nie ma w zamówieniu.",
    "saved.too_many":
      "Możesz zapisać najwyżej {max} konfiguracji. Usuń którąś z zapisanych na koncie, aby zapisać nową.",
    "saved.not_found": "Nie znaleziono tej zapisanej konfiguracji.",
    "saved.unavailable": "Ta konfiguracja nie jest już dostępna: {reason}",
  },
  en: {
    "reorder.product_gone": "“{product}” is no longer offered, so it was not added to the cart.",
    "reorder.option_gone":
      "“{product}”: the option {options} is no longer available, so this item was not added to the cart.",
    "reorder.run_gone":
      "“{product}”: a run of {quantity} pcs is no longer in the price list, so this item was not added to the cart.",
    "reorder.config_invalid":
      "“{product}”: this configuration can no longer be ordered ({reason}), so it was not added to the cart.",
    "reorder.nothing_left": "None of this order's items is available any more.",
    "reorder.line_not_found": "This item is not part of the order.",
    "saved.too_many":
      "You can save at most {max} configurations. Delete one of those saved in your account to save a new one.",
    "saved.not_found": "This saved configuration was not found.",
    "saved.unavailable": "This configuration is no longer available: {reason}",
  },
  de: {
    "reorder.product_gone":
      "„{product}“ ist nicht mehr im Angebot und wurde daher nicht in den Warenkorb gelegt.",
    "reorder.option_gone":
      "„{product}“: Die Option {options} ist nicht mehr verfügbar, daher wurde dieser Artikel nicht in den Warenkorb gelegt.",
    "reorder.run_gone":
      "„{product}“: Eine Auflage von {quantity} Stk. steht nicht mehr in der Preisliste, daher wurde dieser Artikel nicht in den Warenkorb gelegt.",
    "reorder.config_invalid":
      "„{product}“: Diese Konfiguration kann nicht mehr bestellt werden ({reason}), daher wurde sie nicht in den Warenkorb gelegt.",
    "reorder.nothing_left": "Keiner der Artikel dieser Bestellung ist noch verfügbar.",
    "reorder.line_not_found": "Dieser Artikel gehört nicht zur Bestellung.",
    "saved.too_many":
      "Sie können höchstens {max} Konfigurationen speichern. Löschen Sie eine der in Ihrem Konto gespeicherten, um eine neue zu speichern.",
    "saved.not_found": "Diese gespeicherte Konfiguration wurde nicht gefunden.",
    "saved.unavailable": "Diese Konfiguration ist nicht mehr verfügbar: {reason}",
  },
};
