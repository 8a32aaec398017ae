/**
 * Messages of the customer's own data (owndata/: export and deletion), in pl, en and de
 * (messages/index.ts merges them; the e-mails translate with them too).
 */
export const ownDataMessages = {
  pl: {
    "owndata.link_invalid":
      "Ten link jest nieprawidłowy, został już użyty albo wygasł. Poproś o nowy na stronie konta.",
    "owndata.export_too_soon":
      "Eksport danych można zamówić raz na godzinę. Spróbuj ponownie za {minutes} min.",
    "owndata.company_owner":
      "Prowadzisz konto firmy {company}: konta nie można usunąć, dopóki firma ma w sklepie kupujących. Usuń ich na stronie firmy albo napisz do nas.",
    "owndata.open_orders":
      "Konta nie można teraz usunąć: zamówienia {numbers} są w realizacji lub nieopłacone. Usuń konto po ich zakończeniu albo napisz do nas.",
    "email.owndata.export.subject": "Twoje dane: link do pobrania",
    "email.owndata.export.text":
      "Poprosiłeś o kopię swoich danych. Pobierzesz ją (plik ZIP) pod tym linkiem, będąc zalogowanym na swoje konto. Link działa raz i wygasa po 24 godzinach:\n{link}\n\nJeśli to nie Ty, zignoruj tę wiadomość i zmień hasło.",
    "email.owndata.delete.subject": "Potwierdź usunięcie konta",
    "email.owndata.delete.text":
      "Poprosiłeś o usunięcie konta. Aby je usunąć, otwórz ten link, będąc zalogowanym na swoje konto. Link działa raz i wygasa po 24 godzinach:\n{link}\n\nUsuniemy Twoje dane osobowe. Zamówienia zachowamy przez okres wymagany prawem, z danymi zastąpionymi pseudonimem; wystawione faktury pozostają bez zmian (to dokumenty księgowe).\n\nJeśli to nie Ty, zignoruj tę wiadomość i zmień hasło.",
  },
  en: {
    "owndata.link_invalid":
      "This link is not valid, was already used or has expired. Ask for a new one on your account page.",
    "owndata.export_too_soon":
      "A data export can be requested once an hour. Try again in {minutes} min.",
    "owndata.company_owner":
      "You run the company account of {company}: the account cannot be deleted while the company has buyers in the shop. Remove them on the company page, or write to us.",
    "owndata.open_orders":
      "The account cannot be deleted yet: orders {numbers} are in progress or unpaid. Delete the account once they are completed, or write to us.",
    "email.owndata.export.subject": "Your data: download link",
    "email.owndata.export.text":
      "You asked for a copy of your data. Download it (a ZIP file) from this link while signed in to your account. The link works once and expires after 24 hours:\n{link}\n\nIf this was not you, ignore this message and change your password.",
    "email.owndata.delete.subject": "Confirm deleting your account",
    "email.owndata.delete.text":
      "You asked us to delete your account. To delete it, open this link while signed in to your account. The link works once and expires after 24 hours:\n{link}\n\nWe will erase your personal data. Orders are kept for the period the law requires, with your data replaced by a pseudonym; invoices already issued stay unchanged (they are accounting documents).\n\nIf this was not you, ignore this message and change your password.",
  },
  de: {
    "owndata.link_invalid":
      "Dieser Link ist ungültig, wurde bereits verwendet oder ist abgelaufen. Fordern Sie auf Ihrer Kontoseite einen neuen an.",
    "owndata.export_too_soon":
      "Ein Datenexport kann einmal pro Stunde angefordert werden. Bitte in {minutes} Min. erneut versuchen.",
    "owndata.company_owner":
      "Sie führen das Firmenkonto von {company}: Das Konto kann nicht gelöscht werden, solange die Firma Käufer im Shop hat. Entfernen Sie sie auf der Firmenseite oder schreiben Sie uns.",
    "owndata.open_orders":
      "Das Konto kann noch nicht gelöscht werden: Die Bestellungen {numbers} sind in Bearbeitung oder unbezahlt. Löschen Sie das Konto nach ihrem Abschluss oder schreiben Sie uns.",
    "email.owndata.export.subject": "Ihre Daten: Download-Link",
    "email.owndata.export.text":
      "Sie haben eine Kopie Ihrer Daten angefordert. Laden Sie sie (eine ZIP-Datei) über diesen Link herunter, während Sie in Ihrem Konto angemeldet sind. Der Link funktioniert einmal und läuft nach 24 Stunden ab:\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht und ändern Sie Ihr Passwort.",
    "email.owndata.delete.subject": "Löschen Ihres Kontos bestätigen",
    "email.owndata.delete.text":
      "Sie haben die Löschung Ihres Kontos angefordert. Öffnen Sie dazu diesen Link, während Sie in Ihrem Konto angemeldet sind. Der Link funktioniert einmal und läuft nach 24 Stunden ab:\n{link}\n\nWir löschen Ihre personenbezogenen Daten. Bestellungen bewahren wir für die gesetzliche Frist auf, mit einem Pseudonym statt Ihrer Daten; bereits ausgestellte Rechnungen bleiben unverändert (sie sind Buchhaltungsbelege).\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht und ändern Sie Ihr Passwort.",
  },
};
