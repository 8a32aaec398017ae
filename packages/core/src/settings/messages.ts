/** Server messages of the payment and shipping settings, in pl, en and de. The pl name messages are the seed's own (one text for both). */
export const settingsMessages = {
  pl: {
    "payment.name_required": "Nazwa nowej płatności nie może być pusta!",
    "shipping.name_required": "Nazwa nowej płatności nie może być pusta!",
    "payment.not_found": "Nie znaleziono metody płatności.",
    "shipping.not_found": "Nie znaleziono metody dostawy.",
    "payment.in_use": "Tej płatności używają metody dostawy ({count}): najpierw odznacz ją w nich.",
    "shipping.unknown_payment": "Wybrano nieznaną metodę płatności.",
  },
  en: {
    "payment.name_required": "The new payment method's name cannot be empty!",
    "shipping.name_required": "The new shipping method's name cannot be empty!",
    "payment.not_found": "Payment method not found.",
    "shipping.not_found": "Shipping method not found.",
    "payment.in_use": "Shipping methods ({count}) still offer this payment: untick it there first.",
    "shipping.unknown_payment": "An unknown payment method was chosen.",
  },
  de: {
    "payment.name_required": "Der Name der neuen Zahlungsart darf nicht leer sein!",
    "shipping.name_required": "Der Name der neuen Versandart darf nicht leer sein!",
    "payment.not_found": "Zahlungsart nicht gefunden.",
    "shipping.not_found": "Versandart nicht gefunden.",
    "payment.in_use":
      "Versandarten ({count}) bieten diese Zahlung noch an: bitte dort zuerst abwählen.",
    "shipping.unknown_payment": "Eine unbekannte Zahlungsart wurde gewählt.",
  },
};
