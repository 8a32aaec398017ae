import type { Locale } from "./money";
import type { Conflict, PricingError, Title } from "./types";

export type { PricingError } from "./types";

/**
 * Messages for every pricing validation code, in pl, en and de. Plain data and a tiny
 * interpolation ({name} → params.name), so core needs no i18n library; the SPAs may load
 * the same tables into i18next. A key "field.code" wins over "code".
 */

type Catalogue = Record<string, string>;

const en: Catalogue = {
  not_integer: "The value must be a whole number",
  not_number: "The value must be a number",
  required: "This field is required",
  "width.range": "incorrect size {min} - {max} mm",
  "height.range": "incorrect size {min} - {max} mm",
  "quantity.range": "the quantity must be between {min} and {max}",
  range: "the value must be between {min} and {max}",
  machine_min: "for machine application the width must be at least {min} mm",
  winding_required: "choose a winding direction (1 to 8) for machine application",
  unknown_option: "unknown option, please choose one from the list",
  "gap.invalid": "choose a gap from the list",
  "diameter.invalid": "choose a core diameter from the list",
  invalid: "invalid value",
  sheeting_not_allowed: "sheeting is not available for this material",
  step: "the number must be a multiple of {step}",
  max: "the maximum value is {max}",
  min: "the minimum value is {min}",
  unknown_value: "unknown value, please choose one from the list",
  multiple_values: "choose only one value",
  no_price: "this combination has no price, please choose another one",
  vat_not_allowed: "VAT {vat}% is not available for this product",
  equation_parse: "the price equation cannot be read (at character {position})",
  unknown_shortcode: "the price equation names an unknown shortcode '{name}'",
  division_by_zero: "the price equation divides by zero",
  not_finite: "the price equation has no finite value",
  too_long: "the price equation is too long",
  amount_too_large: "the price is too large to be calculated, please contact us",
  negative_price: "the price equation gives a negative price",
  conflict: "The following parameters cannot be ordered together: {pairs}",
  unavailable_with: "not available with {pairs}",
  infoline: "If you need this combination, please call our infoline.",
  fix_errors: "Please fix the errors in the panel",
  no_vat_locale: "Zero-rated intra-EU supply is not available in this language version",
  vat_number_required: "Zero-rated intra-EU supply needs your EU VAT number",
  vat_number_invalid: "The EU VAT number is not valid for its country prefix",
  vat_number_domestic: "A Polish VAT number cannot be used for a zero-rated intra-EU supply",
};

const pl: Catalogue = {
  not_integer: "Wartość musi być liczbą całkowitą",
  not_number: "Wartość musi być liczbą",
  required: "To pole jest wymagane",
  "width.range": "nieprawidłowy rozmiar {min} - {max} mm",
  "height.range": "nieprawidłowy rozmiar {min} - {max} mm",
  "quantity.range": "nakład musi wynosić od {min} do {max} szt.",
  range: "wartość musi wynosić od {min} do {max}",
  machine_min: "przy naklejaniu automatem szerokość musi wynosić co najmniej {min} mm",
  winding_required: "przy naklejaniu automatem wybierz sposób nawinięcia (1–8)",
  unknown_option: "nieznana opcja, wybierz jedną z listy",
  "gap.invalid": "wybierz odstęp z listy",
  "diameter.invalid": "wybierz średnicę gilzy z listy",
  invalid: "nieprawidłowa wartość",
  sheeting_not_allowed: "cięcie na arkusze jest niedostępne dla tego materiału",
  step: "liczba musi być wielokrotnością {step}",
  max: "maksymalna wartość to {max}",
  min: "minimalna wartość to {min}",
  unknown_value: "nieznana wartość, wybierz jedną z listy",
  multiple_values: "wybierz tylko jedną wartość",
  no_price: "ta kombinacja nie ma ceny, wybierz inną",
  vat_not_allowed: "stawka VAT {vat}% jest niedostępna dla tego produktu",
  equation_parse: "nie można odczytać równania ceny (znak {position})",
  unknown_shortcode: "równanie ceny zawiera nieznany skrót „{name}”",
  division_by_zero: "równanie ceny dzieli przez zero",
  not_finite: "równanie ceny nie daje skończonej wartości",
  too_long: "równanie ceny jest za długie",
  amount_too_large: "cena jest zbyt duża, aby ją obliczyć — skontaktuj się z nami",
  negative_price: "równanie ceny daje ujemną cenę",
  conflict: "Następujących parametrów nie można zamówić razem: {pairs}",
  unavailable_with: "niedostępne z: {pairs}",
  infoline: "Jeśli potrzebujesz takiego zestawienia, zadzwoń na naszą infolinię.",
  fix_errors: "Popraw błędy w panelu",
  no_vat_locale:
    "Dostawa wewnątrzwspólnotowa ze stawką 0% nie jest dostępna w tej wersji językowej",
  vat_number_required: "Dostawa wewnątrzwspólnotowa ze stawką 0% wymaga numeru VAT UE",
  vat_number_invalid: "Numer VAT UE ma nieprawidłowy format dla swojego prefiksu kraju",
  vat_number_domestic: "Polskiego numeru NIP nie można użyć do dostawy wewnątrzwspólnotowej",
};

const de: Catalogue = {
  not_integer: "Der Wert muss eine ganze Zahl sein",
  not_number: "Der Wert muss eine Zahl sein",
  required: "Dieses Feld ist erforderlich",
  "width.range": "falsche Größe {min} - {max} mm",
  "height.range": "falsche Größe {min} - {max} mm",
  "quantity.range": "die Menge muss zwischen {min} und {max} liegen",
  range: "der Wert muss zwischen {min} und {max} liegen",
  machine_min: "bei maschineller Etikettierung muss die Breite mindestens {min} mm betragen",
  winding_required: "wählen Sie für die maschinelle Etikettierung eine Wickelrichtung (1 bis 8)",
  unknown_option: "unbekannte Option, bitte wählen Sie eine aus der Liste",
  "gap.invalid": "wählen Sie einen Abstand aus der Liste",
  "diameter.invalid": "wählen Sie einen Kerndurchmesser aus der Liste",
  invalid: "ungültiger Wert",
  sheeting_not_allowed: "der Bogenschnitt ist für dieses Material nicht verfügbar",
  step: "die Zahl muss ein Vielfaches von {step} sein",
  max: "der Höchstwert ist {max}",
  min: "der Mindestwert ist {min}",
  unknown_value: "unbekannter Wert, bitte wählen Sie einen aus der Liste",
  multiple_values: "wählen Sie nur einen Wert",
  no_price: "für diese Kombination gibt es keinen Preis, bitte wählen Sie eine andere",
  vat_not_allowed: "MwSt. {vat}% ist für dieses Produkt nicht verfügbar",
  equation_parse: "die Preisformel kann nicht gelesen werden (Zeichen {position})",
  unknown_shortcode: "die Preisformel nennt ein unbekanntes Kürzel „{name}“",
  division_by_zero: "die Preisformel teilt durch null",
  not_finite: "die Preisformel ergibt keinen endlichen Wert",
  too_long: "die Preisformel ist zu lang",
  amount_too_large: "der Preis ist zu groß, um berechnet zu werden, bitte kontaktieren Sie uns",
  negative_price: "die Preisformel ergibt einen negativen Preis",
  conflict: "Die folgenden Parameter können nicht zusammen bestellt werden: {pairs}",
  unavailable_with: "nicht möglich mit {pairs}",
  infoline: "Wenn Sie diese Kombination benötigen, rufen Sie bitte unsere Hotline an.",
  fix_errors: "Bitte korrigieren Sie die Fehler im Panel",
  no_vat_locale:
    "Die steuerfreie innergemeinschaftliche Lieferung ist in dieser Sprachversion nicht verfügbar",
  vat_number_required:
    "Die steuerfreie innergemeinschaftliche Lieferung erfordert Ihre EU-USt-IdNr.",
  vat_number_invalid: "Die EU-USt-IdNr. ist für ihr Länderkürzel nicht gültig",
  vat_number_domestic:
    "Eine polnische USt-IdNr. kann nicht für eine innergemeinschaftliche Lieferung verwendet werden",
};

export const PRICING_MESSAGES: Readonly<Record<Locale, Readonly<Catalogue>>> = { pl, en, de };

/** Replaces {name} with params.name; unknown placeholders stay as they are. */
export function interpolate(
  template: string,
  params: Record<string, string | number> | undefined,
): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

function catalogue(locale: string): Catalogue {
  return locale === "en" || locale === "de" ? PRICING_MESSAGES[locale] : pl;
}

/** A message by key (e.g. "fix_errors", "infoline") in a locale; the key itself when unknown. */
export function pricingMessage(
  key: string,
  locale: string,
  params?: Record<string, string | number>,
): string {
  const c = catalogue(locale);
  return interpolate(c[key] ?? en[key] ?? key, params);
}

/** The translated message of one validation error. */
export function formatPricingError(error: PricingError, locale: string): string {
  const c = catalogue(locale);
  const template =
    c[`${error.field}.${error.code}`] ?? c[error.code] ?? en[error.code] ?? error.code;
  return interpolate(template, error.params);
}

/** Errors with their messages, the `{ field, code, message }` items the API answers with. */
export function withMessages(errors: readonly PricingError[], locale: string) {
  return errors.map((e) => ({
    field: String(e.field),
    code: e.code,
    message: formatPricingError(e, locale),
  }));
}

function titleIn(title: Title | undefined, locale: string): string {
  if (!title) return "";
  return title[locale as Locale] ?? title.pl ?? title.en ?? title.de ?? "";
}

/** What formatConflict reads of a calculator option (a CalculatorOption fits). */
interface ConflictOption {
  id: number;
  type: string;
  title: Title;
  values?: readonly { id: number; title: Title }[];
}

/**
 * "The following parameters cannot be ordered together: Cover: Self cover + Binding: PUR
 * perfect binding". The infoline hint is `pricingMessage("infoline", locale)`.
 */
export function formatConflict(
  def: { options: readonly ConflictOption[] },
  conflict: Conflict,
  locale: string,
): string {
  const part = (ref: Conflict["a"]) => chosenText(def, ref, locale);
  return pricingMessage("conflict", locale, { pairs: `${part(conflict.a)} + ${part(conflict.b)}` });
}

/** "Option: Value" of a chosen value, in the locale. */
function chosenText(
  def: { options: readonly ConflictOption[] },
  ref: Conflict["a"],
  locale: string,
): string {
  const option = def.options.find((o) => o.id === ref.optionId);
  const value =
    option?.type === "select" ? option.values?.find((v) => v.id === ref.valueId) : undefined;
  return `${titleIn(option?.title, locale)}: ${titleIn(value?.title, locale)}`;
}

/**
 * Why a struck-through value cannot be chosen: "not available with Cover: Self cover" (the refs
 * are `excludedBy`'s); empty when nothing chosen excludes it.
 */
export function formatUnavailable(
  def: { options: readonly ConflictOption[] },
  refs: readonly Conflict["a"][],
  locale: string,
): string {
  if (refs.length === 0) return "";
  return pricingMessage("unavailable_with", locale, {
    pairs: refs.map((r) => chosenText(def, r, locale)).join(", "),
  });
}
