import type { Translated } from "../i18n/locale";
import { MACHINE_APPLICATION, type LabelInput, type LabelSettings } from "../pricing/labels";

/**
 * The one description of a roll-label configuration, in pl, en and de: what the buyer chose on
 * the calculator, every parameter of it, so that a machine-application buyer can check the
 * winding, core and gap wherever the line is shown after the calculator (issue 28 fault 2). A
 * cart line stores it as its `params` when it is priced; the cart, the checkout's summary, the
 * thank-you page, the order e-mail, my orders and the admin's order all show those params, so
 * they all say the same thing. Pure and browser-safe.
 */
export interface Described {
  title: Translated;
  value: Translated | string;
}

const T = (pl: string, en: string, de: string): Translated => ({ pl, en, de });
const mm = (n: number) => `${n} mm`;

export const LABEL_TITLES = {
  size: T("Wymiary", "Size", "Größe"),
  shape: T("Kształt", "Shape", "Form"),
  material: T("Materiał", "Material", "Material"),
  print: T("Nadruk", "Print", "Druck"),
  enrichment: T("Uszlachetnienie", "Finishing", "Veredelung"),
  application: T("Sposób aplikacji", "Application method", "Etikettierung"),
  winding: T("Sposób nawinięcia", "Winding", "Wickelrichtung"),
  diameter: T("Średnica gilzy", "Core diameter", "Kerndurchmesser"),
  gap: T("Odstęp między etykietami", "Gap between labels", "Abstand zwischen Etiketten"),
  extras: T("Dodatkowo", "Extras", "Zusätzlich"),
  notes: T(
    "Uwagi do naklejania automatem",
    "Notes for machine application",
    "Hinweise zum maschinellen Etikettieren",
  ),
} as const;

/** The shop has one die shape for roll labels (the calculator's only choice). */
const ROUNDED = T(
  "Prostokąt z zaokrąglonymi rogami",
  "Rectangle with rounded corners",
  "Rechteck mit abgerundeten Ecken",
);

export const WINDING_TEXTS: Record<number, Translated> = {
  0: T(
    "0 – bez znaczenia (naklejanie ręczne)",
    "0 – no winding preference (hand application)",
    "0 – keine Vorgabe (manuelles Etikettieren)",
  ),
  1: T("1 – na zewnątrz, głową do przodu", "1 – outside, head first", "1 – außen, Kopf voran"),
  2: T("2 – na zewnątrz, stopką do przodu", "2 – outside, foot first", "2 – außen, Fuß voran"),
  3: T(
    "3 – na zewnątrz, prawą krawędzią do przodu",
    "3 – outside, right edge first",
    "3 – außen, rechte Kante voran",
  ),
  4: T(
    "4 – na zewnątrz, lewą krawędzią do przodu",
    "4 – outside, left edge first",
    "4 – außen, linke Kante voran",
  ),
  5: T("5 – do wewnątrz, głową do przodu", "5 – inside, head first", "5 – innen, Kopf voran"),
  6: T("6 – do wewnątrz, stopką do przodu", "6 – inside, foot first", "6 – innen, Fuß voran"),
  7: T(
    "7 – do wewnątrz, prawą krawędzią do przodu",
    "7 – inside, right edge first",
    "7 – innen, rechte Kante voran",
  ),
  8: T(
    "8 – do wewnątrz, lewą krawędzią do przodu",
    "8 – inside, left edge first",
    "8 – innen, linke Kante voran",
  ),
};

const EXTRAS = {
  sheeting: T("cięcie na arkusze", "cut into sheets", "Bogenschnitt"),
  prototype: T("prototyp", "prototype", "Prototyp"),
  personalization: T("personalizacja", "personalization", "Personalisierung"),
  freeSamples: T("bezpłatne próbki podłoży", "free substrate samples", "kostenlose Materialmuster"),
};

type Options = Pick<LabelSettings, "materials" | "print" | "enrichment" | "application">;

/** A label line's parameters, in the calculator's order; the machine-only ones say what was set. */
export function describeLabel(input: LabelInput, settings: Options): Described[] {
  const titleOf = (list: { id: number; title: unknown }[], id: number): Translated | string =>
    (list.find((x) => x.id === id)?.title as Translated | undefined) ?? String(id);
  const out: Described[] = [
    { title: LABEL_TITLES.size, value: `${input.width} × ${input.height} mm` },
    { title: LABEL_TITLES.shape, value: ROUNDED },
    { title: LABEL_TITLES.material, value: titleOf(settings.materials, input.material) },
    { title: LABEL_TITLES.print, value: titleOf(settings.print, input.print) },
    { title: LABEL_TITLES.enrichment, value: titleOf(settings.enrichment, input.enrichment) },
    { title: LABEL_TITLES.application, value: titleOf(settings.application, input.application) },
    {
      title: LABEL_TITLES.winding,
      value: WINDING_TEXTS[input.winding] ?? String(input.winding),
    },
    { title: LABEL_TITLES.diameter, value: mm(input.diameter) },
    { title: LABEL_TITLES.gap, value: mm(input.gap) },
  ];
  const extras = (Object.keys(EXTRAS) as (keyof typeof EXTRAS)[]).filter((k) => input[k] === true);
  if (extras.length > 0)
    out.push({
      title: LABEL_TITLES.extras,
      value: {
        pl: extras.map((k) => EXTRAS[k].pl).join(", "),
        en: extras.map((k) => EXTRAS[k].en).join(", "),
        de: extras.map((k) => EXTRAS[k].de).join(", "),
      },
    });
  const notes = input.notes?.trim();
  if (notes && input.application === MACHINE_APPLICATION)
    out.push({ title: LABEL_TITLES.notes, value: notes });
  return out;
}
