/** Server messages of the account domain (the shop has the same texts in its `account` namespace). */
export const accountMessages = {
  pl: {
    "account.required": "Pole nie może być puste",
    "account.email_invalid": "Nieprawidłowy adres e-mail",
    "account.name_invalid": "To nie wygląda na prawdziwe imię lub nazwisko",
    "account.names_equal": "Imię i nazwisko muszą się różnić",
    "account.first_name_too_long": "Imię jest za długie (maks. 36 znaków)",
    "account.last_name_too_long": "Nazwisko jest za długie (maks. 36 znaków)",
    "account.phone_invalid": "Numer telefonu może zawierać tylko cyfry",
    "account.phone_too_short": "Numer telefonu jest za krótki (min. 9 cyfr)",
    "account.password_mismatch": "Hasła nie są takie same",
    "account.password_too_short": "Hasło musi mieć co najmniej 8 znaków",
    "account.tax_invalid": "Nieprawidłowy numer NIP",
    "account.tax_not_allowed": "Osoba prywatna nie podaje numeru NIP",
    "account.vat_id_invalid":
      "Podaj numer VAT UE firmy w formacie jej kraju (np. DE123456789 dla Niemiec)",
    "account.postcode_invalid": "Nieprawidłowy kod pocztowy (format NN-NNN)",
    "account.country_invalid": "Wybierz kraj z listy",
    "account.terms_required": "Zaakceptuj regulamin",
    "account.captcha_required": "Potwierdź, że nie jesteś robotem",
    "account.captcha_invalid": "Weryfikacja nie powiodła się. Spróbuj ponownie",
    "account.invalid": "Nieprawidłowa wartość",
    "account.email_taken": "Konto z tym adresem e-mail już istnieje",
    "account.sign_in_failed":
      "Nieprawidłowy e-mail lub hasło. Jeśli ten adres czeka na potwierdzenie rejestracji, wysłaliśmy na niego nowy link potwierdzający (poprzedni już nie działa)",
    "account.sign_in_throttled": "Zbyt wiele nieudanych prób. Spróbuj ponownie za {seconds} s",
    "account.token_invalid": "Link jest nieprawidłowy lub wygasł",
    "account.registration_gone":
      "Ta rejestracja nie czeka już na potwierdzenie (została potwierdzona, zastąpiona nowszą lub wygasła): nie wysłano nowego linku.",
    "account.account_gone":
      "Konto z tym adresem e-mail już nie istnieje: nie wysłano nowego linku.",
    "account.current_password_wrong": "Obecne hasło jest nieprawidłowe",
    "account.password_common": "To hasło jest zbyt popularne. Wybierz inne",
    "email.reset.subject": "Ustaw nowe hasło",
    "email.reset.text":
      "Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta. Aby je ustawić, otwórz link:\n{link}\nLink jest ważny 1 godzinę i działa jeden raz. Po zmianie hasła wszystkie sesje zostaną zakończone.\nJeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.",
    "auth.origin": "Żądanie odrzucone (nieprawidłowe pochodzenie).",
    "email.confirm.subject": "Potwierdź rejestrację",
    "email.confirm.text":
      "Dziękujemy za rejestrację. Aby aktywować konto, otwórz link:\n{link}\nLink jest ważny 24 godziny.",
    "email.exists.subject": "Próba rejestracji na Twój adres",
    "email.exists.text":
      "Ktoś próbował założyć konto z Twoim adresem e-mail. Konto już istnieje: zaloguj się tutaj:\n{link}\nJeśli to nie Ty, zignoruj tę wiadomość.",
  },
  en: {
    "account.required": "The field cannot be empty",
    "account.email_invalid": "Invalid e-mail address",
    "account.name_invalid": "This does not look like a real name",
    "account.names_equal": "First and last name must differ",
    "account.first_name_too_long": "The first name is too long (max. 36 characters)",
    "account.last_name_too_long": "The last name is too long (max. 36 characters)",
    "account.phone_invalid": "The phone number may contain digits only",
    "account.phone_too_short": "The phone number is too short (min. 9 digits)",
    "account.password_mismatch": "The passwords do not match",
    "account.password_too_short": "The password must have at least 8 characters",
    "account.tax_invalid": "Invalid tax number (NIP)",
    "account.tax_not_allowed": "A private person gives no tax number",
    "account.vat_id_invalid":
      "Enter the company's EU VAT number in its country's format (e.g. DE123456789 for Germany)",
    "account.postcode_invalid": "Invalid postcode (format NN-NNN)",
    "account.country_invalid": "Choose a country from the list",
    "account.terms_required": "Please accept the terms and conditions",
    "account.captcha_required": "Please confirm you are not a robot",
    "account.captcha_invalid": "The verification failed. Please try again",
    "account.invalid": "Invalid value",
    "account.email_taken": "An account with this e-mail already exists",
    "account.sign_in_failed":
      "Wrong e-mail or password. If this e-mail is waiting for its registration to be confirmed, we have sent it a new confirmation link (the previous one no longer works)",
    "account.sign_in_throttled": "Too many failed attempts. Try again in {seconds} s",
    "account.token_invalid": "The link is invalid or has expired",
    "account.registration_gone":
      "This registration no longer waits for confirmation (it was confirmed, replaced by a newer one or has expired): no new link was sent.",
    "account.account_gone": "No account has this e-mail address any more: no new link was sent.",
    "account.current_password_wrong": "The current password is wrong",
    "account.password_common": "This password is too common. Please choose another one",
    "email.reset.subject": "Set a new password",
    "email.reset.text":
      "We received a request to set a new password for your account. To set it, open this link:\n{link}\nThe link is valid for 1 hour and works once. Changing the password ends all your sessions.\nIf this was not you, ignore this message: your password stays as it is.",
    "auth.origin": "Request refused (wrong origin).",
    "email.confirm.subject": "Confirm your registration",
    "email.confirm.text":
      "Thank you for registering. To activate your account, open this link:\n{link}\nThe link is valid for 24 hours.",
    "email.exists.subject": "Registration attempt with your address",
    "email.exists.text":
      "Someone tried to register with your e-mail address. You already have an account: sign in here:\n{link}\nIf this was not you, ignore this message.",
  },
  de: {
    "account.required": "Das Feld darf nicht leer sein",
    "account.email_invalid": "Ungültige E-Mail-Adresse",
    "account.name_invalid": "Das sieht nicht wie ein echter Name aus",
    "account.names_equal": "Vor- und Nachname müssen sich unterscheiden",
    "account.first_name_too_long": "Der Vorname ist zu lang (max. 36 Zeichen)",
    "account.last_name_too_long": "Der Nachname ist zu lang (max. 36 Zeichen)",
    "account.phone_invalid": "Die Telefonnummer darf nur Ziffern enthalten",
    "account.phone_too_short": "Die Telefonnummer ist zu kurz (mind. 9 Ziffern)",
    "account.password_mismatch": "Die Passwörter stimmen nicht überein",
    "account.password_too_short": "Das Passwort muss mindestens 8 Zeichen haben",
    "account.tax_invalid": "Ungültige Steuernummer (NIP)",
    "account.tax_not_allowed": "Privatpersonen geben keine Steuernummer an",
    "account.vat_id_invalid":
      "Bitte die USt-IdNr. der Firma im Format ihres Landes angeben (z. B. DE123456789 für Deutschland)",
    "account.postcode_invalid": "Ungültige Postleitzahl (Format NN-NNN)",
    "account.country_invalid": "Wählen Sie ein Land aus der Liste",
    "account.terms_required": "Bitte akzeptieren Sie die AGB",
    "account.captcha_required": "Bitte bestätigen Sie, dass Sie kein Roboter sind",
    "account.captcha_invalid": "Die Überprüfung ist fehlgeschlagen. Bitte erneut versuchen",
    "account.invalid": "Ungültiger Wert",
    "account.email_taken": "Ein Konto mit dieser E-Mail-Adresse existiert bereits",
    "account.sign_in_failed":
      "Falsche E-Mail-Adresse oder falsches Passwort. Wartet diese Adresse noch auf die Bestätigung der Registrierung, haben wir ihr einen neuen Bestätigungslink geschickt (der vorherige gilt nicht mehr)",
    "account.sign_in_throttled": "Zu viele Fehlversuche. Bitte in {seconds} s erneut versuchen",
    "account.token_invalid": "Der Link ist ungültig oder abgelaufen",
    "account.registration_gone":
      "Diese Registrierung wartet nicht mehr auf ihre Bestätigung (sie wurde bestätigt, durch eine neuere ersetzt oder ist abgelaufen): Es wurde kein neuer Link gesendet.",
    "account.account_gone":
      "Zu dieser E-Mail-Adresse gibt es kein Konto mehr: Es wurde kein neuer Link gesendet.",
    "account.current_password_wrong": "Das aktuelle Passwort ist falsch",
    "account.password_common": "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes",
    "email.reset.subject": "Neues Passwort festlegen",
    "email.reset.text":
      "Wir haben eine Anfrage erhalten, ein neues Passwort für Ihr Konto festzulegen. Öffnen Sie dazu diesen Link:\n{link}\nDer Link ist 1 Stunde gültig und funktioniert einmal. Die Änderung des Passworts beendet alle Ihre Sitzungen.\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.",
    "auth.origin": "Anfrage abgelehnt (falsche Herkunft).",
    "email.confirm.subject": "Bestätigen Sie Ihre Registrierung",
    "email.confirm.text":
      "Danke für Ihre Registrierung. Um Ihr Konto zu aktivieren, öffnen Sie diesen Link:\n{link}\nDer Link ist 24 Stunden gültig.",
    "email.exists.subject": "Registrierungsversuch mit Ihrer Adresse",
    "email.exists.text":
      "Jemand hat versucht, sich mit Ihrer E-Mail-Adresse zu registrieren. Sie haben bereits ein Konto: hier anmelden:\n{link}\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht.",
  },
};
