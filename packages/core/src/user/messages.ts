export const userMessages = {
  pl: {
    "user.not_found": "Nie znaleziono użytkownika.",
    "user.last_administrator": "To ostatni administrator: nie można go usunąć ani odebrać mu roli.",
    "user.self_remove": "Nie możesz usunąć własnego konta.",
  },
  en: {
    "user.not_found": "User not found.",
    "user.last_administrator":
      "This is the last administrator: they cannot be removed or given another role.",
    "user.self_remove": "You cannot remove your own account.",
  },
  de: {
    "user.not_found": "Benutzer nicht gefunden.",
    "user.last_administrator":
      "Dies ist der letzte Administrator: er kann weder entfernt noch herabgestuft werden.",
    "user.self_remove": "Sie können Ihr eigenes Konto nicht entfernen.",
  },
};
