/** Server messages of offers, in pl, en and de (plain data; messages/index.ts merges the catalogues). */
export const messages = {
  pl: {
    "offer.not_found": "Nie znaleziono oferty. Sprawdź link albo przygotuj nową ofertę.",
    "offer.too_many":
      "Z tego adresu przygotowano w ostatnim czasie zbyt wiele ofert. Spróbuj ponownie za {seconds} s.",
    "offer.retry_later": "Nie udało się teraz nadać numeru oferty. Spróbuj ponownie za chwilę.",
    "offer.pdf_failed": "Nie udało się przygotować pliku PDF oferty.",
    "offer.unknown_currency": "Tej waluty nie ma w sklepie.",
    "offer.expired":
      "Oferta {number} była ważna do {date}. Cena w koszyku jest dzisiejszą ceną sklepu.",
    "offer.held": "Cena z oferty {number}, ważnej do {date}.",
  },
  en: {
    "offer.not_found": "Offer not found. Check the link or prepare a new offer.",
    "offer.too_many":
      "Too many offers were prepared from this address recently. Try again in {seconds} s.",
    "offer.retry_later": "The offer could not be numbered just now. Try again in a moment.",
    "offer.pdf_failed": "The offer's PDF could not be prepared.",
    "offer.unknown_currency": "The shop does not offer this currency.",
    "offer.expired":
      "Offer {number} was valid until {date}. The price in the cart is today's price.",
    "offer.held": "Price from offer {number}, valid until {date}.",
  },
  de: {
    "offer.not_found":
      "Angebot nicht gefunden. Prüfen Sie den Link oder erstellen Sie ein neues Angebot.",
    "offer.too_many":
      "Von dieser Adresse wurden zuletzt zu viele Angebote erstellt. Versuchen Sie es in {seconds} s erneut.",
    "offer.retry_later":
      "Die Angebotsnummer konnte gerade nicht vergeben werden. Versuchen Sie es gleich noch einmal.",
    "offer.pdf_failed": "Das PDF des Angebots konnte nicht erstellt werden.",
    "offer.unknown_currency": "Diese Währung gibt es im Shop nicht.",
    "offer.expired":
      "Angebot {number} war bis {date} gültig. Im Warenkorb steht der heutige Preis.",
    "offer.held": "Preis aus Angebot {number}, gültig bis {date}.",
  },
};
