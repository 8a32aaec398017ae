/** Server messages of the samples domain, in pl, en and de (plain data; messages/index.ts merges the catalogues). */
export const messages = {
  pl: {
    "samples.country_invalid": "Wybierz kraj z listy",
    "samples.email_invalid": "Podaj prawidłowy adres e-mail",
    "samples.not_found": "Nie znaleziono zgłoszenia.",
    "samples.phone_invalid": "Podaj prawidłowy numer telefonu",
    "samples.rejected": "Nie możemy przyjąć tego zgłoszenia.",
    "samples.too_many_ip":
      "Z tego adresu wysłano już dziś najwięcej zamówień próbek. Spróbuj ponownie jutro lub zadzwoń do nas.",
    "samples.too_many_email":
      "Na ten adres e-mail zamówiono już próbki. Kolejne zamówienie będzie możliwe za kilka dni; w pilnej sprawie zadzwoń do nas.",
  },
  en: {
    "samples.country_invalid": "Choose a country from the list",
    "samples.email_invalid": "Enter a valid e-mail address",
    "samples.not_found": "Sample request not found.",
    "samples.phone_invalid": "Enter a valid phone number",
    "samples.rejected": "We cannot accept this request.",
    "samples.too_many_ip":
      "The most sample orders for today have already been sent from this address. Please try again tomorrow or call us.",
    "samples.too_many_email":
      "Samples have already been ordered for this e-mail address. You can order again in a few days; if it is urgent, please call us.",
  },
  de: {
    "samples.country_invalid": "Wählen Sie ein Land aus der Liste",
    "samples.email_invalid": "Geben Sie eine gültige E-Mail-Adresse ein",
    "samples.not_found": "Musteranfrage nicht gefunden.",
    "samples.phone_invalid": "Geben Sie eine gültige Telefonnummer ein",
    "samples.rejected": "Wir können diese Anfrage nicht annehmen.",
    "samples.too_many_ip":
      "Von dieser Adresse wurden heute schon die meisten Musterbestellungen gesendet. Bitte versuchen Sie es morgen wieder oder rufen Sie uns an.",
    "samples.too_many_email":
      "Für diese E-Mail-Adresse wurden bereits Muster bestellt. Eine neue Bestellung ist in einigen Tagen möglich; wenn es eilt, rufen Sie uns bitte an.",
  },
};
