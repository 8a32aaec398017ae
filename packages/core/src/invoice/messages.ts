import type { Locale } from "../i18n/locale";

/** Invoices' codes (`invoice.*`): refusals of a snapshot and of issuing. */
export const invoiceMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "invoice.nip_invalid": "NIP nabywcy jest nieprawidłowy (błędna suma kontrolna).",
    "invoice.vat_id_invalid": "Numer VAT UE nabywcy ma nieprawidłowy format dla swojego kraju.",
    "invoice.vat_id_required":
      "Stawka 0% (dostawa wewnątrzwspólnotowa) wymaga numeru VAT UE nabywcy.",
    "invoice.rate_required": "Faktura w walucie obcej wymaga kursu NBP.",
    "invoice.corrected_required": "Korekta musi wskazywać fakturę korygowaną.",
    "invoice.amount": "Nieprawidłowa kwota.",
    "invoice.quantity": "Nieprawidłowa ilość.",
    "invoice.date": "Nieprawidłowa data.",
    "invoice.country": "Nieprawidłowy kod kraju.",
    "invoice.rate": "Nieprawidłowy kurs.",
    "invoice.rate_table": "Nieprawidłowy numer tabeli NBP.",
    "invoice.retry_later": "Nie udało się teraz nadać numeru faktury. Spróbuj ponownie za chwilę.",
    "invoice.not_found": "Nie znaleziono faktury.",
    "invoice.month": "Podaj miesiąc jako RRRR-MM.",
    "invoice.pdf_failed": "Nie udało się przygotować pliku PDF faktury.",
    "invoice.no_xml": "Ta faktura nie ma dokumentu XML (faktura proforma).",
    "invoice.no_upo": "KSeF nie wydał jeszcze UPO dla tej faktury.",
    "invoice.order_not_found": "Nie znaleziono zamówienia do faktury.",
    "invoice.proforma_transfer_only":
      "Faktura proforma jest dostępna tylko dla płatności przelewem.",
    "invoice.buyer_incomplete": "Brakuje danych nabywcy do faktury (nazwa i adres).",
    "invoice.not_correctable":
      "Tej faktury nie można korygować: nie przeszła walidacji schematu FA(3) albo jest fakturą proforma.",
    "invoice.line_unknown": "Korygowana pozycja nie istnieje na fakturze.",
    "invoice.correction_empty": "Korekta nic nie zmienia: podaj nową ilość lub cenę.",
    "invoice.already_issued": "To zamówienie ma już fakturę.",
  },
  en: {
    "invoice.nip_invalid": "The buyer's NIP is not valid (its checksum fails).",
    "invoice.vat_id_invalid": "The buyer's EU VAT number does not have its country's format.",
    "invoice.vat_id_required": "The 0% rate (intra-EU supply) needs the buyer's EU VAT number.",
    "invoice.rate_required": "An invoice in a foreign currency needs the NBP exchange rate.",
    "invoice.corrected_required": "A correction must name the invoice it corrects.",
    "invoice.amount": "Invalid amount.",
    "invoice.quantity": "Invalid quantity.",
    "invoice.date": "Invalid date.",
    "invoice.country": "Invalid country code.",
    "invoice.rate": "Invalid exchange rate.",
    "invoice.rate_table": "Invalid NBP table number.",
    "invoice.retry_later": "The invoice could not be numbered just now. Try again in a moment.",
    "invoice.not_found": "Invoice not found.",
    "invoice.month": "Give the month as YYYY-MM.",
    "invoice.pdf_failed": "The invoice's PDF could not be prepared.",
    "invoice.no_xml": "This invoice has no XML document (a pro forma invoice).",
    "invoice.no_upo": "KSeF has not issued an UPO for this invoice yet.",
    "invoice.order_not_found": "The invoice's order was not found.",
    "invoice.proforma_transfer_only": "A pro forma invoice is only available for bank transfers.",
    "invoice.buyer_incomplete":
      "The buyer's data for the invoice is incomplete (name and address).",
    "invoice.not_correctable":
      "This invoice cannot be corrected: it failed the FA(3) schema or it is a pro forma.",
    "invoice.line_unknown": "The corrected line is not on the invoice.",
    "invoice.correction_empty": "The correction changes nothing: enter a new quantity or price.",
    "invoice.already_issued": "This order already has an invoice.",
  },
  de: {
    "invoice.nip_invalid": "Die NIP des Käufers ist ungültig (Prüfsumme falsch).",
    "invoice.vat_id_invalid": "Die USt-IdNr. des Käufers hat nicht das Format ihres Landes.",
    "invoice.vat_id_required":
      "Der Satz von 0 % (innergemeinschaftliche Lieferung) erfordert die USt-IdNr. des Käufers.",
    "invoice.rate_required": "Eine Rechnung in Fremdwährung braucht den NBP-Kurs.",
    "invoice.corrected_required": "Eine Korrektur muss die korrigierte Rechnung nennen.",
    "invoice.amount": "Ungültiger Betrag.",
    "invoice.quantity": "Ungültige Menge.",
    "invoice.date": "Ungültiges Datum.",
    "invoice.country": "Ungültiger Ländercode.",
    "invoice.rate": "Ungültiger Kurs.",
    "invoice.rate_table": "Ungültige Nummer der NBP-Tabelle.",
    "invoice.retry_later":
      "Die Rechnungsnummer konnte gerade nicht vergeben werden. Bitte gleich noch einmal versuchen.",
    "invoice.not_found": "Rechnung nicht gefunden.",
    "invoice.month": "Geben Sie den Monat als JJJJ-MM an.",
    "invoice.pdf_failed": "Die PDF-Datei der Rechnung konnte nicht erstellt werden.",
    "invoice.no_xml": "Diese Rechnung hat kein XML-Dokument (Proformarechnung).",
    "invoice.no_upo": "KSeF hat für diese Rechnung noch kein UPO ausgestellt.",
    "invoice.order_not_found": "Die Bestellung zur Rechnung wurde nicht gefunden.",
    "invoice.proforma_transfer_only":
      "Eine Proforma-Rechnung gibt es nur bei Zahlung per Überweisung.",
    "invoice.buyer_incomplete":
      "Die Käuferdaten für die Rechnung sind unvollständig (Name und Anschrift).",
    "invoice.not_correctable":
      "Diese Rechnung kann nicht korrigiert werden: Sie hat das FA(3)-Schema nicht bestanden oder ist eine Proformarechnung.",
    "invoice.line_unknown": "Die korrigierte Position steht nicht auf der Rechnung.",
    "invoice.correction_empty":
      "Die Korrektur ändert nichts: Geben Sie eine neue Menge oder einen neuen Preis an.",
    "invoice.already_issued": "Diese Bestellung hat bereits eine Rechnung.",
  },
};
