import type { Locale } from "../i18n/locale";

/** The KSeF queue's codes (`ksef.*`). */
export const ksefMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "ksef.not_found": "Ta faktura nie została przekazana do wysyłki do KSeF.",
    "ksef.conflict":
      "Faktura o tym identyfikatorze czeka już na wysyłkę do KSeF z inną treścią. Wystaw korektę zamiast zmieniać fakturę.",
    "ksef.xml_missing": "Nie można odczytać dokumentu faktury do wysyłki do KSeF.",
    "ksef.not_configured":
      "Wysyłka do KSeF nie jest skonfigurowana (brak tokenu KSeF lub NIP). Faktury czekają w kolejce.",
    "ksef.unavailable": "KSeF nie odpowiada. Faktura czeka w kolejce i zostanie wysłana ponownie.",
    "ksef.refused": "KSeF odrzucił fakturę: {reason}",
    "ksef.not_retryable":
      "Tej faktury nie można teraz wysłać ponownie: KSeF już ją przyjął albo trwa jej wysyłka.",
  },
  en: {
    "ksef.not_found": "This invoice has not been queued for KSeF.",
    "ksef.conflict":
      "An invoice with this id is already queued for KSeF with different content. Issue a correction instead of changing the invoice.",
    "ksef.xml_missing": "The invoice document to send to KSeF cannot be read.",
    "ksef.not_configured":
      "Sending to KSeF is not configured (no KSeF token or NIP). Invoices wait in the queue.",
    "ksef.unavailable":
      "KSeF is not answering. The invoice waits in the queue and will be sent again.",
    "ksef.refused": "KSeF refused the invoice: {reason}",
    "ksef.not_retryable":
      "This invoice cannot be sent again now: KSeF has accepted it or it is being sent.",
  },
  de: {
    "ksef.not_found": "Diese Rechnung wurde nicht zum Versand an KSeF eingereiht.",
    "ksef.conflict":
      "Eine Rechnung mit dieser Kennung wartet bereits mit anderem Inhalt auf den Versand an KSeF. Stellen Sie eine Korrektur aus, statt die Rechnung zu ändern.",
    "ksef.xml_missing": "Das Rechnungsdokument für den Versand an KSeF kann nicht gelesen werden.",
    "ksef.not_configured":
      "Der Versand an KSeF ist nicht eingerichtet (kein KSeF-Token oder keine NIP). Rechnungen warten in der Warteschlange.",
    "ksef.unavailable":
      "KSeF antwortet nicht. Die Rechnung wartet in der Warteschlange und wird erneut gesendet.",
    "ksef.refused": "KSeF hat die Rechnung abgelehnt: {reason}",
    "ksef.not_retryable":
      "Diese Rechnung kann jetzt nicht erneut gesendet werden: KSeF hat sie angenommen oder sie wird gerade gesendet.",
  },
};
