import type { Locale } from "../i18n/locale";

/** Bank statements' codes (`bank.*`). */
export const bankMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "bank.too_large": "Plik wyciągu jest za duży (najwyżej {max}).",
    "bank.too_many_rows": "Wyciąg ma za dużo operacji (najwyżej {max} w jednym pliku).",
    "bank.line_too_long": "Wiersz {line} wyciągu jest za długi (najwyżej {max} znaków).",
    "bank.unreadable":
      "Nie udało się odczytać wyciągu: brak wiersza nagłówka z kolumnami daty i kwoty (CSV) albo pól :60F: i :61: (MT940).",
    "bank.empty": "Plik wyciągu jest pusty.",
    "bank.not_proposed":
      "Operacja {row} nie jest już proponowana do tego zamówienia (wyciąg odczytany ponownie). Nic nie zostało oznaczone.",
  },
  en: {
    "bank.too_large": "The statement file is too large (at most {max}).",
    "bank.too_many_rows": "The statement has too many transfers (at most {max} in one file).",
    "bank.line_too_long": "Line {line} of the statement is too long (at most {max} characters).",
    "bank.unreadable":
      "The statement could not be read: no header row with date and amount columns (CSV), or no :60F: and :61: fields (MT940).",
    "bank.empty": "The statement file is empty.",
    "bank.not_proposed":
      "Transfer {row} is no longer proposed for this order (the statement was read again). Nothing was marked.",
  },
  de: {
    "bank.too_large": "Die Kontoauszugsdatei ist zu groß (höchstens {max}).",
    "bank.too_many_rows": "Der Kontoauszug hat zu viele Umsätze (höchstens {max} in einer Datei).",
    "bank.line_too_long": "Zeile {line} des Kontoauszugs ist zu lang (höchstens {max} Zeichen).",
    "bank.unreadable":
      "Der Kontoauszug konnte nicht gelesen werden: keine Kopfzeile mit Datums- und Betragsspalte (CSV) oder keine Felder :60F: und :61: (MT940).",
    "bank.empty": "Die Kontoauszugsdatei ist leer.",
    "bank.not_proposed":
      "Umsatz {row} wird für diese Bestellung nicht mehr vorgeschlagen (der Auszug wurde erneut gelesen). Nichts wurde markiert.",
  },
};
