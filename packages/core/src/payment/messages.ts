import type { Locale } from "../i18n/locale";

/** Online payments' codes (`pay.*`; `payment.*` is the settings' payment methods). */
export const payMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "pay.provider_unavailable":
      "Zamówienie jest przyjęte, ale serwis płatności nie odpowiada. Nic nie przepadło: zapłać za chwilę przyciskiem „Zapłać ponownie”.",
    "pay.provider_refused":
      "Serwis płatności nie przyjął tej płatności. Spróbuj ponownie lub wybierz inną formę płatności.",
    "pay.not_awaiting": "To zamówienie nie czeka na płatność.",
    "pay.not_online": "To zamówienie nie jest opłacane online.",
    "pay.off": "Płatności online są chwilowo wyłączone. Zamówienie jest zapisane.",
    "pay.not_found": "Nie znaleziono płatności.",
    "pay.notification_refused": "Powiadomienie odrzucone.",
    "pay.retry_later": "Płatność jest właśnie przetwarzana. Spróbuj ponownie za chwilę.",
    "pay.not_refundable": "To zamówienie nie ma opłaconej płatności online do zwrotu.",
    "pay.refund_too_large": "Kwota zwrotu przekracza kwotę możliwą do zwrotu ({max}).",
    "pay.refund_unavailable":
      "Serwis płatności nie odpowiada. Zwrot nie został wykonany i nic się nie zmieniło: spróbuj ponownie za chwilę.",
    "pay.refund_refused": "Serwis płatności odrzucił zwrot. Nic nie zostało zwrócone.",
    "pay.description": "Zamówienie {number}",
    "pay.refund_description": "Zwrot, zamówienie {number}",
  },
  en: {
    "pay.provider_unavailable":
      "Your order is placed, but the payment service is not answering. Nothing is lost: pay in a moment with “Pay again”.",
    "pay.provider_refused":
      "The payment service did not accept this payment. Try again or choose another payment method.",
    "pay.not_awaiting": "This order is not awaiting payment.",
    "pay.not_online": "This order is not paid online.",
    "pay.off": "Online payments are switched off for the moment. Your order is saved.",
    "pay.not_found": "Payment not found.",
    "pay.notification_refused": "Notification refused.",
    "pay.retry_later": "The payment is being processed. Please try again in a moment.",
    "pay.not_refundable": "This order has no paid online payment to refund.",
    "pay.refund_too_large": "The refund is more than can be refunded ({max}).",
    "pay.refund_unavailable":
      "The payment service is not answering. Nothing was refunded and nothing changed: try again in a moment.",
    "pay.refund_refused": "The payment service refused the refund. Nothing was refunded.",
    "pay.description": "Order {number}",
    "pay.refund_description": "Refund, order {number}",
  },
  de: {
    "pay.provider_unavailable":
      "Ihre Bestellung ist eingegangen, aber der Zahlungsdienst antwortet nicht. Nichts ist verloren: Zahlen Sie gleich mit „Erneut bezahlen“.",
    "pay.provider_refused":
      "Der Zahlungsdienst hat diese Zahlung nicht angenommen. Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.",
    "pay.not_awaiting": "Diese Bestellung wartet nicht auf eine Zahlung.",
    "pay.not_online": "Diese Bestellung wird nicht online bezahlt.",
    "pay.off": "Online-Zahlungen sind vorübergehend abgeschaltet. Ihre Bestellung ist gespeichert.",
    "pay.not_found": "Zahlung nicht gefunden.",
    "pay.notification_refused": "Benachrichtigung abgelehnt.",
    "pay.retry_later":
      "Die Zahlung wird gerade verarbeitet. Bitte versuchen Sie es gleich noch einmal.",
    "pay.not_refundable":
      "Diese Bestellung hat keine bezahlte Online-Zahlung, die erstattet werden kann.",
    "pay.refund_too_large": "Die Erstattung ist höher als der erstattbare Betrag ({max}).",
    "pay.refund_unavailable":
      "Der Zahlungsdienst antwortet nicht. Es wurde nichts erstattet und nichts geändert: Versuchen Sie es gleich noch einmal.",
    "pay.refund_refused":
      "Der Zahlungsdienst hat die Erstattung abgelehnt. Es wurde nichts erstattet.",
    "pay.description": "Bestellung {number}",
    "pay.refund_description": "Erstattung, Bestellung {number}",
  },
};
