import type { Locale } from "../i18n/locale";

/** The seller's data's field errors (`admin.company.update`), in pl, en and de. */
export const companyMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "company.nip_invalid": "NIP jest nieprawidłowy (10 cyfr z poprawną cyfrą kontrolną).",
    "company.nip_required": "Polska firma musi podać NIP: bez niego nie wystawi faktury.",
    "company.regon_invalid": "REGON jest nieprawidłowy (9 lub 14 cyfr z poprawną cyfrą kontrolną).",
    "company.iban_invalid":
      "Numer rachunku jest nieprawidłowy: podaj IBAN z kodem kraju, np. PL61 1090 1014 0000 0712 1981 2874.",
    "company.postcode_invalid": "Kod pocztowy w Polsce ma postać NN-NNN.",
  },
  en: {
    "company.nip_invalid": "The NIP is not valid (10 digits with a correct check digit).",
    "company.nip_required":
      "A Polish company must give its NIP: no invoice can be issued without it.",
    "company.regon_invalid": "The REGON is not valid (9 or 14 digits with a correct check digit).",
    "company.iban_invalid":
      "The account number is not valid: enter the IBAN with its country code, e.g. PL61 1090 1014 0000 0712 1981 2874.",
    "company.postcode_invalid": "A Polish postcode looks like NN-NNN.",
  },
  de: {
    "company.nip_invalid": "Die NIP ist ungültig (10 Ziffern mit richtiger Prüfziffer).",
    "company.nip_required":
      "Ein polnisches Unternehmen muss seine NIP angeben: ohne sie kann keine Rechnung ausgestellt werden.",
    "company.regon_invalid": "Die REGON ist ungültig (9 oder 14 Ziffern mit richtiger Prüfziffer).",
    "company.iban_invalid":
      "Die Kontonummer ist ungültig: Geben Sie die IBAN mit Ländercode an, z. B. PL61 1090 1014 0000 0712 1981 2874.",
    "company.postcode_invalid": "Eine polnische Postleitzahl hat die Form NN-NNN.",
  },
};
