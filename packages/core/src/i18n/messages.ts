import type { Locale } from "./locale";
import { accountMessages } from "../account/messages";
import { messages as cart } from "../cart/messages";
import { messages as checkout } from "../checkout/messages";
import { messages as content } from "../content/messages";
import { messages as samples } from "../samples/messages";
import { messages as upload } from "../upload/messages";
import { PRICING_MESSAGES } from "../pricing/messages";
import { calculatorAdminMessages } from "../calculator/admin-messages";
import { labelAdminMessages } from "../labels/admin-messages";
import { pricesMessages as prices } from "../prices/messages";
import { auditMessages } from "../audit/messages";
import { userMessages } from "../user/messages";
import { categoryMessages } from "../category/messages";
import { productMessages } from "../product/messages";
import { bannerMessages } from "../banner/messages";
import { settingsMessages } from "../settings/messages";
import { emailMessages } from "../email/messages";
import { orderAdminMessages } from "../order/messages";

type Catalogue = Record<string, string>;
type Catalogues = Record<Locale, Catalogue>;

/**
 * Server-side messages for error codes, in each locale. `{name}` placeholders are filled from
 * the error's params. Every domain keeps a plain catalogue in its own `messages.ts`; this module
 * imports them all and merges them once (no registry a module fills when it happens to be
 * imported, so a message never depends on which modules a process loaded).
 */
const common: Catalogues = {
  pl: {
    "service.unavailable": "Serwis jest chwilowo niedostępny. Spróbuj ponownie za {seconds} s.",
    "server.busy": "Serwer jest teraz zajęty. Spróbuj ponownie za {seconds} s.",
    "input.bad_url": "Nieprawidłowy adres żądania.",
    "input.bad_header": "Nieprawidłowy nagłówek żądania.",
    "input.too_large": "Przesłane dane są zbyt duże.",
    "input.batch_too_large": "Zbyt wiele wywołań w jednym żądaniu (najwyżej {max}).",
    "input.unsupported_media_type": "Nieobsługiwany format danych (oczekiwano JSON).",
    "input.not_json": "Nieprawidłowy format danych (oczekiwano JSON).",
    internal: "Coś poszło nie tak. Spróbuj ponownie za chwilę.",
    "input.malformed_path": "Nieprawidłowy adres (błędne kodowanie znaków).",
    "input.invalid": "Popraw zaznaczone pola.",
    "field.required": "Pole nie może być puste",
    "field.invalid_type": "Nieprawidłowa wartość",
    "field.too_small": "Wartość jest za mała lub za krótka",
    "field.too_big": "Wartość jest za duża lub za długa",
    "field.invalid": "Nieprawidłowa wartość",
    "route.not_found": "Nie znaleziono.",
    "route.method_not_supported": "Ta metoda żądania nie jest tu obsługiwana.",
    "product.not_found": "Nie znaleziono produktu.",
    "calculator.not_found": "Nie znaleziono kalkulatora.",
    "labels.settings_missing": "Brak ustawień cennika etykiet.",
    "auth.required": "Zaloguj się, aby kontynuować.",
    "auth.forbidden": "Brak uprawnień.",
    rate_limited: "Zbyt wiele prób. Spróbuj ponownie później.",
  },
  en: {
    "service.unavailable":
      "The service is temporarily unavailable. Please try again in {seconds} s.",
    "server.busy": "The server is busy right now. Please try again in {seconds} s.",
    "input.bad_url": "The request address is malformed.",
    "input.bad_header": "A request header is malformed.",
    "input.too_large": "The request is too large.",
    "input.batch_too_large": "Too many calls in one request (at most {max}).",
    "input.unsupported_media_type": "Unsupported content type (JSON expected).",
    "input.not_json": "The request body is not valid JSON.",
    internal: "Something went wrong. Please try again in a moment.",
    "input.malformed_path": "Invalid address (malformed character encoding).",
    "input.invalid": "Please correct the marked fields.",
    "field.required": "The field cannot be empty",
    "field.invalid_type": "Invalid value",
    "field.too_small": "The value is too small or too short",
    "field.too_big": "The value is too large or too long",
    "field.invalid": "Invalid value",
    "route.not_found": "Not found.",
    "route.method_not_supported": "This request method is not supported here.",
    "product.not_found": "Product not found.",
    "calculator.not_found": "Calculator not found.",
    "labels.settings_missing": "Label pricing settings are missing.",
    "auth.required": "Please sign in to continue.",
    "auth.forbidden": "You are not allowed to do this.",
    rate_limited: "Too many attempts. Please try again later.",
  },
  de: {
    "service.unavailable":
      "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in {seconds} s erneut.",
    "server.busy":
      "Der Server ist gerade ausgelastet. Bitte versuchen Sie es in {seconds} s erneut.",
    "input.bad_url": "Die Adresse der Anfrage ist fehlerhaft.",
    "input.bad_header": "Ein Header der Anfrage ist fehlerhaft.",
    "input.too_large": "Die Anfrage ist zu groß.",
    "input.batch_too_large": "Zu viele Aufrufe in einer Anfrage (höchstens {max}).",
    "input.unsupported_media_type": "Nicht unterstützter Inhaltstyp (JSON erwartet).",
    "input.not_json": "Der Inhalt der Anfrage ist kein gültiges JSON.",
    internal: "Etwas ist schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    "input.malformed_path": "Ungültige Adresse (fehlerhafte Zeichenkodierung).",
    "input.invalid": "Bitte korrigieren Sie die markierten Felder.",
    "field.required": "Das Feld darf nicht leer sein",
    "field.invalid_type": "Ungültiger Wert",
    "field.too_small": "Der Wert ist zu klein oder zu kurz",
    "field.too_big": "Der Wert ist zu groß oder zu lang",
    "field.invalid": "Ungültiger Wert",
    "route.not_found": "Nicht gefunden.",
    "route.method_not_supported": "Diese Anfragemethode wird hier nicht unterstützt.",
    "product.not_found": "Produkt nicht gefunden.",
    "calculator.not_found": "Kalkulator nicht gefunden.",
    "labels.settings_missing": "Die Etikettenpreise fehlen.",
    "auth.required": "Bitte melden Sie sich an.",
    "auth.forbidden": "Dafür fehlt Ihnen die Berechtigung.",
    rate_limited: "Zu viele Versuche. Bitte später erneut versuchen.",
  },
};

/** Every catalogue by domain (pricing's codes are looked up by formatPricingError: field.code, then code). */
export const CATALOGUES: Record<string, Catalogues> = {
  common,
  account: accountMessages,
  cart,
  checkout,
  content,
  samples,
  upload,
  prices,
  audit: auditMessages,
  user: userMessages,
  category: categoryMessages,
  product: productMessages,
  banner: bannerMessages,
  settings: settingsMessages,
  email: emailMessages,
  orderAdmin: orderAdminMessages,
  pricing: PRICING_MESSAGES,
  calculatorAdmin: calculatorAdminMessages,
  labelAdmin: labelAdminMessages,
};

const merge = (locale: Locale): Catalogue =>
  Object.assign(
    {},
    ...Object.entries(CATALOGUES)
      .filter(([d]) => d !== "pricing")
      .map(([, c]) => c[locale]),
  ) as Catalogue;
const catalogues: Record<Locale, Catalogue> = { pl: merge("pl"), en: merge("en"), de: merge("de") };

export function hasMessage(code: string): boolean {
  return code in catalogues.en;
}

export function translate(
  code: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][code] ?? catalogues.en[code] ?? catalogues[locale].internal!;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
