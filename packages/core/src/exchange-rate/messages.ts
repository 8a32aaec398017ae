import type { Locale } from "../i18n/locale";

/** Exchange rates' codes (`exchange_rate.*`). */
export const exchangeRateMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "exchange_rate.missing":
      "Brak kursu NBP {currency} z dnia {date}. Wpisz go w panelu (Kursy walut), faktura zostanie wystawiona ponownie.",
    "exchange_rate.rate_invalid":
      "Kurs wpisz jak w tabeli NBP, z czterema miejscami po kropce (np. 4.2537).",
    "exchange_rate.table_invalid": "Numer tabeli wpisz jak w NBP, np. 226/A/NBP/2026.",
  },
  en: {
    "exchange_rate.missing":
      "The NBP {currency} rate of {date} is missing. Enter it in the admin (Exchange rates); the invoice will be issued again.",
    "exchange_rate.rate_invalid":
      "Enter the rate as in NBP's table, with four decimals (e.g. 4.2537).",
    "exchange_rate.table_invalid": "Enter the table number as NBP writes it, e.g. 226/A/NBP/2026.",
  },
  de: {
    "exchange_rate.missing":
      "Der NBP-Kurs {currency} vom {date} fehlt. Bitte im Adminbereich (Wechselkurse) eintragen; die Rechnung wird dann erneut ausgestellt.",
    "exchange_rate.rate_invalid":
      "Den Kurs wie in der NBP-Tabelle mit vier Nachkommastellen eingeben (z. B. 4.2537).",
    "exchange_rate.table_invalid":
      "Die Tabellennummer wie bei der NBP eingeben, z. B. 226/A/NBP/2026.",
  },
};
