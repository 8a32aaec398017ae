/** Server messages of sign-in's second step, sessions and the security log. */
export const securityMessages = {
  pl: {
    "auth.second_factor_required": "Podaj kod z aplikacji uwierzytelniającej, aby kontynuować.",
    "auth.enrollment_required":
      "Najpierw skonfiguruj drugi składnik logowania (aplikację uwierzytelniającą).",
    "second_factor.invalid": "Kod jest nieprawidłowy lub został już użyty",
    "second_factor.throttled": "Zbyt wiele prób. Spróbuj ponownie za {seconds} s",
    "second_factor.not_enrolled": "Drugi składnik logowania nie jest skonfigurowany.",
    "second_factor.code_required": "Podaj aktualny kod, aby zmienić drugi składnik",
    "second_factor.enrollment_expired": "Konfiguracja wygasła. Zacznij od nowa.",
    "session.not_found": "Ta sesja już nie istnieje.",
  },
  en: {
    "auth.second_factor_required": "Enter the code from your authenticator app to continue.",
    "auth.enrollment_required": "Set up your second sign-in factor (an authenticator app) first.",
    "second_factor.invalid": "The code is wrong or has already been used",
    "second_factor.throttled": "Too many attempts. Try again in {seconds} s",
    "second_factor.not_enrolled": "No second sign-in factor is set up.",
    "second_factor.code_required": "Enter a current code to change your second factor",
    "second_factor.enrollment_expired": "The set-up has expired. Please start again.",
    "session.not_found": "This session no longer exists.",
  },
  de: {
    "auth.second_factor_required":
      "Geben Sie den Code aus Ihrer Authenticator-App ein, um fortzufahren.",
    "auth.enrollment_required":
      "Richten Sie zuerst Ihren zweiten Anmeldefaktor (eine Authenticator-App) ein.",
    "second_factor.invalid": "Der Code ist falsch oder wurde bereits verwendet",
    "second_factor.throttled": "Zu viele Versuche. Bitte in {seconds} s erneut versuchen",
    "second_factor.not_enrolled": "Es ist kein zweiter Anmeldefaktor eingerichtet.",
    "second_factor.code_required":
      "Geben Sie einen aktuellen Code ein, um den zweiten Faktor zu ändern",
    "second_factor.enrollment_expired":
      "Die Einrichtung ist abgelaufen. Bitte beginnen Sie erneut.",
    "session.not_found": "Diese Sitzung existiert nicht mehr.",
  },
};
