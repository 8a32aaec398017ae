export const userMessages = {
  pl: {
    "user.not_found": "Nie znaleziono użytkownika.",
    "user.last_administrator": "To ostatni administrator: nie można go usunąć ani odebrać mu roli.",
    "user.self_remove": "Nie możesz usunąć własnego konta.",
    "email.invite.subject": "Zaproszenie do panelu administracyjnego",
    "email.invite.text":
      "{inviter} zaprasza Cię do panelu administracyjnego sklepu. Aby ustawić hasło, otwórz link:\n{link}\nLink jest ważny 7 dni i działa jeden raz. Po ustawieniu hasła zaloguj się w panelu, gdzie skonfigurujesz drugi składnik logowania (aplikację uwierzytelniającą).",
  },
  en: {
    "user.not_found": "User not found.",
    "user.last_administrator":
      "This is the last administrator: they cannot be removed or given another role.",
    "user.self_remove": "You cannot remove your own account.",
    "email.invite.subject": "Your invitation to the shop's administration",
    "email.invite.text":
      "{inviter} invites you to the shop's administration. To set your password, open this link:\n{link}\nThe link is valid for 7 days and works once. Then sign in to the administration, where you set up your second sign-in factor (an authenticator app).",
  },
  de: {
    "user.not_found": "Benutzer nicht gefunden.",
    "user.last_administrator":
      "Dies ist der letzte Administrator: er kann weder entfernt noch herabgestuft werden.",
    "user.self_remove": "Sie können Ihr eigenes Konto nicht entfernen.",
    "email.invite.subject": "Ihre Einladung in die Administration des Shops",
    "email.invite.text":
      "{inviter} lädt Sie in die Administration des Shops ein. Um Ihr Passwort festzulegen, öffnen Sie diesen Link:\n{link}\nDer Link ist 7 Tage gültig und funktioniert einmal. Melden Sie sich danach in der Administration an, wo Sie Ihren zweiten Anmeldefaktor (eine Authenticator-App) einrichten.",
  },
};
