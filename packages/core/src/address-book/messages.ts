/** The address book's messages, in pl, en and de (messages/index.ts merges them). */
export const addressBookMessages = {
  pl: {
    "addressBook.too_many":
      "Możesz zapisać najwyżej {max} adresów. Usuń któryś z zapisanych, aby dodać nowy.",
    "addressBook.not_found": "Nie znaleziono tego adresu.",
    "addressBook.stale":
      "Ten adres zmieniono w międzyczasie (np. w innej karcie). Odśwież listę i wprowadź zmiany ponownie.",
    "addressBook.version_required": "Brakuje wersji edytowanego adresu. Odśwież listę.",
  },
  en: {
    "addressBook.too_many":
      "You can save at most {max} addresses. Delete one of the saved ones to add a new one.",
    "addressBook.not_found": "This address was not found.",
    "addressBook.stale":
      "This address was changed in the meantime (e.g. in another tab). Refresh the list and make your changes again.",
    "addressBook.version_required": "The edited address's version is missing. Refresh the list.",
  },
  de: {
    "addressBook.too_many":
      "Sie können höchstens {max} Adressen speichern. Löschen Sie eine der gespeicherten, um eine neue hinzuzufügen.",
    "addressBook.not_found": "Diese Adresse wurde nicht gefunden.",
    "addressBook.stale":
      "Diese Adresse wurde inzwischen geändert (z. B. in einem anderen Tab). Laden Sie die Liste neu und nehmen Sie Ihre Änderungen erneut vor.",
    "addressBook.version_required":
      "Die Version der bearbeiteten Adresse fehlt. Laden Sie die Liste neu.",
  },
};
