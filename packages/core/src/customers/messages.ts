import type { Locale } from "../i18n/locale";

/** The customers' errors (`admin.customers.*`), in pl, en and de. */
export const customerMessages: Record<Locale, Record<string, string>> = {
  pl: {
    "customer.not_found": "Nie ma takiego klienta (żadne zamówienie go nie wskazuje).",
    "customer.key": "To nie jest identyfikator klienta.",
  },
  en: {
    "customer.not_found": "There is no such customer (no order names them).",
    "customer.key": "This is not a customer's identifier.",
  },
  de: {
    "customer.not_found": "Diesen Kunden gibt es nicht (keine Bestellung nennt ihn).",
    "customer.key": "Das ist keine Kundenkennung.",
  },
};
