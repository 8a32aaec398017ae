import type { Locale } from "../i18n/locale";

export const messages: Record<Locale, Record<string, string>> = {
  pl: {
    "checkout.withdrawal_waiver_required":
      "Potwierdź, że wiesz o braku prawa odstąpienia od umowy dla towarów wykonanych na zamówienie",
    "checkout.buyer_kind_company_data":
      "Zakup jako firma wymaga danych firmy: wybierz „Firma” w danych do faktury i podaj NIP",
    "checkout.buyer_kind_consumer_company":
      "Konsument kupuje jako osoba prywatna: wybierz „Osoba prywatna” albo inny status kupującego",
    "checkout.prepress_required":
      "Plik do pozycji „{product}” ma zły rozmiar lub nie ma spadów. Wgraj poprawiony plik albo zaznacz na etapie plików, że nasze studio ma go poprawić.",
    "checkout.cart_empty": "Twój koszyk jest pusty!",
    "checkout.too_many_orders":
      "Z tego adresu złożono w ostatniej godzinie zbyt wiele zamówień. Spróbuj ponownie za {seconds} s lub zadzwoń do nas.",
    "checkout.too_many_orders_email":
      "Na ten adres e-mail złożono w ostatniej godzinie zbyt wiele zamówień. Spróbuj ponownie za {seconds} s lub zadzwoń do nas.",
    "checkout.line_unavailable":
      "Produktu „{product}” nie można już zamówić w tej konfiguracji. Usuń go z koszyka lub skonfiguruj ponownie.",
    "checkout.terms_required": "Zaakceptuj regulamin, aby złożyć zamówienie",
    "checkout.unknown_method": "Wybierz sposób dostawy",
    "checkout.destination_not_served":
      "Wybrany sposób dostawy nie obejmuje kraju dostawy: wybierz inny w kroku „Płatność i dostawa”",
    "checkout.payment_not_allowed": "Ta forma płatności nie jest dostępna dla wybranej dostawy",
    "checkout.no_vat_locale": "Stawka 0% VAT nie jest dostępna w polskiej wersji sklepu",
    "checkout.vat_number_required": "Aby zachować stawkę 0% VAT, podaj numer VAT UE",
    "checkout.vat_number_invalid": "Nieprawidłowy format numeru VAT UE",
    "checkout.vat_number_domestic": "Polski numer VAT nie uprawnia do stawki 0% VAT",
    "checkout.no_vat_not_eligible":
      "Stawka 0% VAT (dostawa wewnątrzwspólnotowa) przysługuje tylko firmie z innego kraju UE z jej numerem VAT UE, przy dostawie do kraju UE poza Polską",
    "order.not_found": "Nie znaleziono zamówienia.",
    "checkout.packing_unavailable": "Pakowanie ochronne nie jest dostępne przy wybranej dostawie",
    "order.link_invalid":
      "Ten link do zamówienia jest nieprawidłowy. Skorzystaj z linku z e-maila z potwierdzeniem zamówienia.",
    "order.link_expired":
      "Ten link do zamówienia wygasł. Odpowiedz na e-mail z potwierdzeniem, a prześlemy nowy.",
  },
  en: {
    "checkout.withdrawal_waiver_required":
      "Please confirm that you know made-to-order goods have no right of withdrawal",
    "checkout.buyer_kind_company_data":
      "Buying as a company needs the company's data: choose “Company” in the invoice details and enter the tax number",
    "checkout.buyer_kind_consumer_company":
      "A consumer buys as a private person: choose “Private person” or another buyer status",
    "checkout.prepress_required":
      "The print file of “{product}” has the wrong size or no bleed. Upload a corrected file, or choose on the files step that our prepress fixes it.",
    "checkout.cart_empty": "Your cart is empty",
    "checkout.too_many_orders":
      "Too many orders were placed from this address in the last hour. Try again in {seconds} s or call us.",
    "checkout.too_many_orders_email":
      "Too many orders were placed for this e-mail address in the last hour. Try again in {seconds} s or call us.",
    "checkout.line_unavailable":
      "“{product}” can no longer be ordered in this configuration. Remove it from the cart or configure it again.",
    "checkout.terms_required": "Please accept the terms and conditions to place the order",
    "checkout.unknown_method": "Choose a shipping method",
    "checkout.destination_not_served":
      "The chosen shipping method does not deliver to this country: choose another one at the payment and shipping step",
    "checkout.payment_not_allowed": "This payment method is not available with the chosen shipping",
    "checkout.no_vat_locale": "Zero VAT is not available in the Polish shop",
    "checkout.vat_number_required": "To keep zero VAT, enter your EU VAT number",
    "checkout.vat_number_invalid": "The EU VAT number's format is not valid for its country",
    "checkout.vat_number_domestic": "A Polish VAT number does not qualify for zero VAT",
    "checkout.no_vat_not_eligible":
      "Zero VAT (intra-EU supply) applies only to a company in another EU country with its EU VAT number, delivered to an EU country other than Poland",
    "order.not_found": "Order not found.",
    "checkout.packing_unavailable": "Protective packing is not available with the chosen delivery",
    "order.link_invalid":
      "This order link is not valid. Use the link from your order confirmation e-mail.",
    "order.link_expired":
      "This order link has expired. Reply to the confirmation e-mail and we will send a new one.",
  },
  de: {
    "checkout.withdrawal_waiver_required":
      "Bitte bestätigen Sie, dass für Sonderanfertigungen kein Widerrufsrecht besteht",
    "checkout.buyer_kind_company_data":
      "Ein Kauf als Firma braucht die Firmendaten: Wählen Sie „Firma“ in den Rechnungsdaten und geben Sie die Steuernummer an",
    "checkout.buyer_kind_consumer_company":
      "Ein Verbraucher kauft als Privatperson: Wählen Sie „Privatperson“ oder einen anderen Käuferstatus",
    "checkout.prepress_required":
      "Die Druckdatei zu „{product}“ hat die falsche Größe oder keinen Beschnitt. Laden Sie eine korrigierte Datei hoch oder wählen Sie im Schritt Dateien, dass unsere Druckvorstufe sie korrigiert.",
    "checkout.cart_empty": "Ihr Warenkorb ist leer",
    "checkout.too_many_orders":
      "Von dieser Adresse wurden in der letzten Stunde zu viele Bestellungen aufgegeben. Bitte in {seconds} s erneut versuchen oder rufen Sie uns an.",
    "checkout.too_many_orders_email":
      "Für diese E-Mail-Adresse wurden in der letzten Stunde zu viele Bestellungen aufgegeben. Bitte in {seconds} s erneut versuchen oder rufen Sie uns an.",
    "checkout.line_unavailable":
      "„{product}“ kann in dieser Konfiguration nicht mehr bestellt werden. Entfernen Sie den Artikel oder konfigurieren Sie ihn neu.",
    "checkout.terms_required": "Bitte akzeptieren Sie die AGB, um die Bestellung aufzugeben",
    "checkout.unknown_method": "Wählen Sie eine Versandart",
    "checkout.destination_not_served":
      "Die gewählte Versandart liefert nicht in dieses Land: Wählen Sie im Schritt „Zahlung und Versand“ eine andere",
    "checkout.payment_not_allowed":
      "Diese Zahlungsart ist mit der gewählten Versandart nicht möglich",
    "checkout.no_vat_locale": "0 % MwSt. ist im polnischen Shop nicht möglich",
    "checkout.vat_number_required": "Für 0 % MwSt. geben Sie bitte Ihre USt-IdNr. an",
    "checkout.vat_number_invalid": "Das Format der USt-IdNr. passt nicht zu ihrem Land",
    "checkout.vat_number_domestic": "Eine polnische USt-IdNr. berechtigt nicht zu 0 % MwSt.",
    "checkout.no_vat_not_eligible":
      "0 % MwSt. (innergemeinschaftliche Lieferung) gilt nur für eine Firma in einem anderen EU-Land mit ihrer USt-IdNr. und Lieferung in ein EU-Land außer Polen",
    "order.not_found": "Bestellung nicht gefunden.",
    "checkout.packing_unavailable":
      "Schutzverpackung ist mit der gewählten Versandart nicht möglich",
    "order.link_invalid":
      "Dieser Bestelllink ist ungültig. Verwenden Sie den Link aus Ihrer Bestellbestätigung.",
    "order.link_expired":
      "Dieser Bestelllink ist abgelaufen. Antworten Sie auf die Bestellbestätigung, dann senden wir einen neuen.",
  },
};
