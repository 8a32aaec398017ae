import type { Locale } from "../pricing/money";

/** Messages of the label pricing admin (browser-safe data; the server registers them too). */
export const labelAdminMessages: Record<Locale, Record<string, string>> = {
  en: {
    "labels.invalid": "The label pricing cannot be published: correct the marked fields.",
    "labels.too_small": "The value must be at least {min}",
    "labels.too_big": "The value must be at most {max}",
    "labels.not_integer": "The value must be a whole number",
    "labels.required": "This field is required",
    "labels.range_inverted": "The minimum ({min}) is above the maximum ({max})",
    "labels.default_outside": "The default must lie between {min} and {max}",
    "labels.default_not_in_list": "The default must be one of the list",
    "labels.duplicate": "This entry appears twice",
    "labels.application_ids": "Manual (id 0) and machine (id 1) application must both exist",
    "labels.tiers_start": "The first quantity tier must start at 0 m",
    "labels.tiers_order": "Quantity tiers must start at increasing lengths",
    "labels.wider_than_web": "This is wider than the web allows",
    "labels.reference_fails":
      "The draft cannot price the reference configuration “{name}”: {reason}",
    "labels.material_in_use":
      "Material {id} is the default material of product {productId} and cannot be removed",
    "labels.version_not_found": "This version of the label pricing does not exist",
    "labels.reference_invalid":
      "The reference configuration “{name}” does not price under today's parameters: {reason}",
  },
  pl: {
    "labels.invalid": "Nie można opublikować cennika etykiet: popraw zaznaczone pola.",
    "labels.too_small": "Wartość musi wynosić co najmniej {min}",
    "labels.too_big": "Wartość może wynosić co najwyżej {max}",
    "labels.not_integer": "Wartość musi być liczbą całkowitą",
    "labels.required": "To pole jest wymagane",
    "labels.range_inverted": "Minimum ({min}) jest większe niż maksimum ({max})",
    "labels.default_outside": "Wartość domyślna musi mieścić się między {min} a {max}",
    "labels.default_not_in_list": "Wartość domyślna musi być jedną z listy",
    "labels.duplicate": "Ta pozycja występuje dwa razy",
    "labels.application_ids": "Muszą istnieć naklejanie ręczne (id 0) i automatem (id 1)",
    "labels.tiers_start": "Pierwszy próg nakładu musi zaczynać się od 0 m",
    "labels.tiers_order": "Progi nakładu muszą zaczynać się od rosnących długości",
    "labels.wider_than_web": "To więcej, niż pozwala szerokość wstęgi",
    "labels.reference_fails": "Szkic nie wycenia konfiguracji wzorcowej „{name}”: {reason}",
    "labels.material_in_use":
      "Materiał {id} jest domyślnym materiałem produktu {productId} i nie można go usunąć",
    "labels.version_not_found": "Ta wersja cennika etykiet nie istnieje",
    "labels.reference_invalid":
      "Konfiguracja wzorcowa „{name}” nie ma ceny przy obecnych parametrach: {reason}",
  },
  de: {
    "labels.invalid":
      "Die Etikettenpreise können nicht veröffentlicht werden: bitte die markierten Felder korrigieren.",
    "labels.too_small": "Der Wert muss mindestens {min} sein",
    "labels.too_big": "Der Wert darf höchstens {max} sein",
    "labels.not_integer": "Der Wert muss eine ganze Zahl sein",
    "labels.required": "Dieses Feld ist erforderlich",
    "labels.range_inverted": "Das Minimum ({min}) liegt über dem Maximum ({max})",
    "labels.default_outside": "Der Standardwert muss zwischen {min} und {max} liegen",
    "labels.default_not_in_list": "Der Standardwert muss einer aus der Liste sein",
    "labels.duplicate": "Dieser Eintrag kommt zweimal vor",
    "labels.application_ids":
      "Manuelle (ID 0) und maschinelle (ID 1) Etikettierung müssen beide existieren",
    "labels.tiers_start": "Die erste Mengenstaffel muss bei 0 m beginnen",
    "labels.tiers_order": "Mengenstaffeln müssen bei steigenden Längen beginnen",
    "labels.wider_than_web": "Das ist breiter, als die Bahn erlaubt",
    "labels.reference_fails":
      "Der Entwurf kann die Referenzkonfiguration „{name}“ nicht berechnen: {reason}",
    "labels.material_in_use":
      "Material {id} ist das Standardmaterial von Produkt {productId} und kann nicht entfernt werden",
    "labels.version_not_found": "Diese Version der Etikettenpreise existiert nicht",
    "labels.reference_invalid":
      "Die Referenzkonfiguration „{name}“ hat mit den heutigen Parametern keinen Preis: {reason}",
  },
};

interface ZodIssueLike {
  path: PropertyKey[];
  code: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  input?: unknown;
  params?: Record<string, unknown>;
}

/** A zod issue of the settings schema as a field error with one of the codes above. */
export function issueToField(i: ZodIssueLike): {
  field: string;
  code: string;
  params: Record<string, string | number>;
} {
  const field = i.path.map(String).join(".");
  const own = i.params && typeof i.params.code === "string" ? i.params : null;
  if (own) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(own))
      if (k !== "code" && (typeof v === "string" || typeof v === "number")) params[k] = v;
    return { field, code: own.code as string, params };
  }
  if (i.code === "too_small")
    return { field, code: "labels.too_small", params: { min: Number(i.minimum) } };
  if (i.code === "too_big")
    return { field, code: "labels.too_big", params: { max: Number(i.maximum) } };
  if (i.code === "invalid_type" && i.input === undefined)
    return { field, code: "labels.required", params: {} };
  if (i.code === "invalid_type" && i.expected === "int")
    return { field, code: "labels.not_integer", params: {} };
  return { field, code: "labels.duplicate" === i.code ? i.code : "field.invalid", params: {} };
}

/** A code of this catalogue (or a generic field code) in the locale, placeholders filled. */
export function formatLabelCode(
  code: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const text = labelAdminMessages[locale][code] ?? labelAdminMessages[locale]["labels.invalid"]!;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
