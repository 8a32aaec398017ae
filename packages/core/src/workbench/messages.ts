import type { Locale } from "../pricing/money";
import type { Finding } from "./lints";

/**
 * The workbench's codes in pl, en and de (plain data: the admin SPA shows them, the server
 * registers them for its error answers). `{name}` placeholders come from a finding's params.
 */
type Catalogue = Record<string, string>;

export const workbenchMessages: Record<Locale, Catalogue> = {
  en: {
    "calculator.option_id_duplicate": "Option id {id} is used twice",
    "calculator.value_id_duplicate": "Value id {id} is used twice",
    "calculator.shortcode_duplicate": "Shortcode '{name}' is used by two options",
    "calculator.shortcode_reserved":
      "'{name}' is a function of the equation and cannot be a shortcode",
    "calculator.select_empty": "An active select option needs at least one value",
    "calculator.min_above_max": "The minimum ({min}) is above the maximum ({max})",
    "calculator.initial_missing": "An active number input needs a starting value",
    "calculator.initial_invalid":
      "The starting value {value} breaks the option's step, minimum or maximum",
    "calculator.dependant_self": "An option cannot depend on itself",
    "calculator.dependant_unknown": "The option it depends on does not exist or is not a select",
    "calculator.dependant_value_unknown": "The value it depends on is not a value of that option",
    "calculator.dependency_cycle": "The dependencies go round in a circle",
    "calculator.value_never_choosable":
      "This value can never be ordered: every value of another required option excludes it",
    "calculator.option_all_excluded":
      "Every value of this option is excluded: the product cannot be ordered with it",
    "calculator.excluding_unknown": "The exclusions name value {id}, which does not exist",
    "calculator.run_not_positive": "Run {run} has multiplier {multiplier} and shows no price row",
    "calculator.no_runs": "No run has a positive multiplier: the product shows no prices",
    "calculator.initial_disabled_unknown": "Initially disabled value {id} does not exist",
    "calculator.invalid": "The calculator cannot be saved: correct the marked problems",
    "calculator.equation_invalid": "The equation does not evaluate. Correct it before saving.",
    "calculator.equation_fails":
      "The equation gives no price for the selection {selection}. Correct it before saving.",
  },
  pl: {
    "calculator.option_id_duplicate": "Identyfikator opcji {id} występuje dwa razy",
    "calculator.value_id_duplicate": "Identyfikator wartości {id} występuje dwa razy",
    "calculator.shortcode_duplicate": "Skrót „{name}” mają dwie opcje",
    "calculator.shortcode_reserved": "„{name}” to funkcja równania i nie może być skrótem",
    "calculator.select_empty": "Aktywna opcja wyboru musi mieć co najmniej jedną wartość",
    "calculator.min_above_max": "Minimum ({min}) jest większe niż maksimum ({max})",
    "calculator.initial_missing": "Aktywne pole liczbowe musi mieć wartość początkową",
    "calculator.initial_invalid":
      "Wartość początkowa {value} nie spełnia kroku, minimum lub maksimum opcji",
    "calculator.dependant_self": "Opcja nie może zależeć od samej siebie",
    "calculator.dependant_unknown":
      "Opcja, od której zależy, nie istnieje lub nie jest listą wyboru",
    "calculator.dependant_value_unknown": "Wartość, od której zależy, nie należy do tej opcji",
    "calculator.dependency_cycle": "Zależności tworzą zamknięty krąg",
    "calculator.value_never_choosable":
      "Tej wartości nigdy nie da się zamówić: wyklucza ją każda wartość innej wymaganej opcji",
    "calculator.option_all_excluded":
      "Wszystkie wartości tej opcji są wykluczone: produktu nie da się z nią zamówić",
    "calculator.excluding_unknown": "Wykluczenia wskazują wartość {id}, która nie istnieje",
    "calculator.run_not_positive": "Nakład {run} ma mnożnik {multiplier} i nie pokazuje ceny",
    "calculator.no_runs": "Żaden nakład nie ma dodatniego mnożnika: produkt nie pokazuje cen",
    "calculator.initial_disabled_unknown": "Początkowo wyłączona wartość {id} nie istnieje",
    "calculator.invalid": "Nie można zapisać kalkulatora: popraw zaznaczone problemy",
    "calculator.equation_invalid": "Równania nie da się obliczyć. Popraw je przed zapisaniem.",
    "calculator.equation_fails":
      "Równanie nie daje ceny dla wyboru {selection}. Popraw je przed zapisaniem.",
  },
  de: {
    "calculator.option_id_duplicate": "Options-ID {id} kommt zweimal vor",
    "calculator.value_id_duplicate": "Wert-ID {id} kommt zweimal vor",
    "calculator.shortcode_duplicate": "Das Kürzel „{name}“ haben zwei Optionen",
    "calculator.shortcode_reserved":
      "„{name}“ ist eine Funktion der Formel und kann kein Kürzel sein",
    "calculator.select_empty": "Eine aktive Auswahloption braucht mindestens einen Wert",
    "calculator.min_above_max": "Das Minimum ({min}) liegt über dem Maximum ({max})",
    "calculator.initial_missing": "Ein aktives Zahlenfeld braucht einen Startwert",
    "calculator.initial_invalid":
      "Der Startwert {value} verletzt Schrittweite, Minimum oder Maximum der Option",
    "calculator.dependant_self": "Eine Option kann nicht von sich selbst abhängen",
    "calculator.dependant_unknown":
      "Die Option, von der sie abhängt, gibt es nicht oder sie ist keine Auswahl",
    "calculator.dependant_value_unknown":
      "Der Wert, von dem sie abhängt, gehört nicht zu dieser Option",
    "calculator.dependency_cycle": "Die Abhängigkeiten bilden einen Kreis",
    "calculator.value_never_choosable":
      "Dieser Wert kann nie bestellt werden: jeder Wert einer anderen Pflichtoption schließt ihn aus",
    "calculator.option_all_excluded":
      "Alle Werte dieser Option sind ausgeschlossen: das Produkt kann damit nicht bestellt werden",
    "calculator.excluding_unknown": "Die Ausschlüsse nennen den Wert {id}, den es nicht gibt",
    "calculator.run_not_positive":
      "Auflage {run} hat den Faktor {multiplier} und zeigt keinen Preis",
    "calculator.no_runs":
      "Keine Auflage hat einen positiven Faktor: das Produkt zeigt keine Preise",
    "calculator.initial_disabled_unknown": "Der anfangs deaktivierte Wert {id} existiert nicht",
    "calculator.invalid":
      "Der Rechner kann nicht gespeichert werden: bitte die markierten Probleme beheben",
    "calculator.equation_invalid":
      "Die Formel lässt sich nicht berechnen. Bitte vor dem Speichern korrigieren.",
    "calculator.equation_fails":
      "Die Formel ergibt für die Auswahl {selection} keinen Preis. Bitte vor dem Speichern korrigieren.",
  },
};

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) =>
    Object.prototype.hasOwnProperty.call(params, k) ? String(params[k]) : m,
  );

export function formatFinding(f: Pick<Finding, "code" | "params">, locale: Locale): string {
  const key = `calculator.${f.code}`;
  return fill(workbenchMessages[locale][key] ?? workbenchMessages.en[key] ?? key, f.params);
}

export function formatWorkbench(
  code: string,
  locale: Locale,
  params?: Record<string, string | number>,
): string {
  return fill(workbenchMessages[locale][code] ?? workbenchMessages.en[code] ?? code, params);
}
