import type { Translated } from "../i18n/locale";
import type { Info as CompanyInfo } from "../company/index";
import { LEGAL_SLUGS } from "../content/legal";

/**
 * The legal and trust layer's starting content: the company record and the terms, privacy,
 * returns/complaints and contact pages. None of it is real: the company data are examples and
 * every page says at its top that it is placeholder text to be replaced (by the admin, with text
 * a lawyer has reviewed) before the shop takes real orders.
 */
export const placeholderCompany: CompanyInfo = {
  name: "Przykładowa Drukarnia Etykiet sp. z o.o.",
  street: "ul. Przykładowa 1",
  postcode: "00-001",
  city: "Warszawa",
  country: "PL",
  nip: "5260001246",
  regon: "000000000",
  krs: "0000000000",
  registerCourt: "Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS",
  shareCapital: "5 000,00 zł",
  representative: "Jan Przykładowy",
  phone: "+48 22 000 00 00",
  email: "kontakt@example.com",
  bankName: "Bank Przykładowy S.A.",
  bankAccount: "PL61 1090 1014 0000 0712 1981 2874",
  swift: "WBKPPLPP",
  placeholder: true,
};

const NOTE: Translated = {
  pl: "<p><strong>Tekst przykładowy.</strong> Ta strona zawiera tekst zastępczy, a nie obowiązujące warunki. Sklep uzupełni ją treścią sprawdzoną przez prawnika przed przyjmowaniem prawdziwych zamówień.</p>",
  en: "<p><strong>Placeholder text.</strong> This page holds example text, not binding terms. The shop will replace it with text reviewed by a lawyer before it takes real orders.</p>",
  de: "<p><strong>Platzhaltertext.</strong> Diese Seite enthält Beispieltext, keine verbindlichen Bedingungen. Der Shop ersetzt ihn vor der Annahme echter Bestellungen durch juristisch geprüften Text.</p>",
};

const page = (id: number, slug: string, title: Translated, body: Translated) => ({
  id,
  slug,
  title,
  body: { pl: NOTE.pl + body.pl, en: NOTE.en + body.en, de: NOTE.de + body.de },
});

/** The four pages the footer links to, by the slugs `LEGAL_SLUGS` names. */

export const legalPages = [
  page(
    101,
    LEGAL_SLUGS.terms,
    { pl: "Regulamin", en: "Terms and conditions", de: "Allgemeine Geschäftsbedingungen" },
    {
      pl: "<h2>1. Sprzedawca</h2><p>Sklep prowadzi firma wskazana w stopce strony.</p><h2>2. Zamówienia</h2><p>Umowa zostaje zawarta z chwilą potwierdzenia zamówienia e-mailem. Produkcja rozpoczyna się po akceptacji plików i zaksięgowaniu płatności.</p><h2>3. Ceny</h2><p>Ceny podawane są netto i brutto, w złotych lub w wybranej walucie.</p>",
      en: "<h2>1. Seller</h2><p>The shop is run by the company named in the page footer.</p><h2>2. Orders</h2><p>The contract is made when the order is confirmed by e-mail. Production starts once the files are approved and the payment is booked.</p><h2>3. Prices</h2><p>Prices are shown net and gross, in złoty or in the chosen currency.</p>",
      de: "<h2>1. Verkäufer</h2><p>Der Shop wird von dem in der Fußzeile genannten Unternehmen betrieben.</p><h2>2. Bestellungen</h2><p>Der Vertrag kommt mit der Bestellbestätigung per E-Mail zustande. Die Produktion beginnt nach Freigabe der Dateien und Zahlungseingang.</p><h2>3. Preise</h2><p>Preise werden netto und brutto angezeigt, in Złoty oder in der gewählten Währung.</p>",
    },
  ),
  page(
    102,
    LEGAL_SLUGS.privacy,
    { pl: "Polityka prywatności", en: "Privacy policy", de: "Datenschutzerklärung" },
    {
      pl: "<h2>Administrator danych</h2><p>Administratorem danych jest firma wskazana w stopce.</p><h2>Cel</h2><p>Dane służą realizacji zamówień, wystawieniu faktur i kontaktowi w sprawie zamówienia.</p><h2>Pliki cookie</h2><p>Sklep używa plików cookie koszyka i sesji.</p>",
      en: "<h2>Controller</h2><p>The controller of your data is the company named in the footer.</p><h2>Purpose</h2><p>Data are used to fulfil orders, issue invoices and contact you about your order.</p><h2>Cookies</h2><p>The shop uses cart and session cookies.</p>",
      de: "<h2>Verantwortlicher</h2><p>Verantwortlich ist das in der Fußzeile genannte Unternehmen.</p><h2>Zweck</h2><p>Die Daten dienen der Auftragsabwicklung, der Rechnungsstellung und dem Kontakt zur Bestellung.</p><h2>Cookies</h2><p>Der Shop verwendet Warenkorb- und Sitzungs-Cookies.</p>",
    },
  ),
  page(
    103,
    LEGAL_SLUGS.returns,
    { pl: "Reklamacje i zwroty", en: "Complaints and returns", de: "Reklamationen und Rückgabe" },
    {
      pl: "<h2>Reklamacje</h2><p>Reklamację można zgłosić e-mailem w ciągu 14 dni od doręczenia, ze zdjęciem wady.</p><h2>Zwroty</h2><p>Produkty drukowane na indywidualne zamówienie nie podlegają zwrotowi bez wady.</p>",
      en: "<h2>Complaints</h2><p>Report a complaint by e-mail within 14 days of delivery, with a photo of the fault.</p><h2>Returns</h2><p>Products printed to your order cannot be returned unless faulty.</p>",
      de: "<h2>Reklamationen</h2><p>Melden Sie Mängel per E-Mail innerhalb von 14 Tagen nach Lieferung, mit einem Foto.</p><h2>Rückgabe</h2><p>Individuell gedruckte Produkte sind ohne Mangel von der Rückgabe ausgeschlossen.</p>",
    },
  ),
  page(
    104,
    LEGAL_SLUGS.contact,
    { pl: "Kontakt", en: "Contact", de: "Kontakt" },
    {
      pl: "<p>Telefon, e-mail i adres znajdują się w stopce strony. Odpowiadamy w dni robocze w godzinach 8–16.</p>",
      en: "<p>Phone, e-mail and address are in the page footer. We answer on working days, 8:00–16:00.</p>",
      de: "<p>Telefon, E-Mail und Anschrift finden Sie in der Fußzeile. Wir antworten werktags von 8 bis 16 Uhr.</p>",
    },
  ),
];
