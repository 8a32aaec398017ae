import type { Attribute } from "../pricing/table";

/** The seed's business cards (catalogue.json, product 10): three forming attributes, two surcharges, one for information. */
const t = (pl: string, en: string, de: string) => ({ pl, en, de });
export const businessCardAttributes: Attribute[] = [
  {
    id: 103,
    title: t("Zadruk", "Print", "Druck"),
    active: true,
    add_to_price: false,
    price_change: true,
    sort: 3,
    values: [
      { id: 1031, title: t("4+0 (jednostronnie)", "4+0 (one side)", "4/0 (einseitig)") },
      { id: 1032, title: t("4+4 (dwustronnie)", "4+4 (both sides)", "4/4 (beidseitig)") },
    ],
  },
  {
    id: 101,
    title: t("Format", "Size", "Format"),
    active: true,
    add_to_price: false,
    price_change: true,
    sort: 1,
    values: [
      { id: 1011, title: t("85 × 55 mm", "85 × 55 mm", "85 × 55 mm") },
      { id: 1012, title: t("90 × 50 mm", "90 × 50 mm", "90 × 50 mm") },
    ],
  },
  {
    id: 102,
    title: t("Papier", "Paper", "Papier"),
    active: true,
    add_to_price: false,
    price_change: true,
    sort: 2,
    values: [
      {
        id: 1021,
        title: t("Kreda błysk 350 g", "Gloss art paper 350 gsm", "Bilderdruck glänzend 350 g"),
      },
      {
        id: 1022,
        title: t("Kreda mat 350 g", "Matte art paper 350 gsm", "Bilderdruck matt 350 g"),
      },
    ],
  },
  {
    id: 104,
    title: t("Lakier UV wybiórczy", "Spot UV varnish", "Partieller UV-Lack"),
    active: true,
    add_to_price: true,
    price_change: true,
    sort: 4,
    values: [
      { id: 1041, title: t("Tak", "Yes", "Ja") },
      { id: 1042, title: t("Nie", "No", "Nein") },
    ],
  },
  {
    id: 105,
    title: t("Zaokrąglone rogi", "Rounded corners", "Abgerundete Ecken"),
    active: true,
    add_to_price: true,
    price_change: true,
    sort: 5,
    values: [
      { id: 1051, title: t("Tak", "Yes", "Ja") },
      { id: 1052, title: t("Nie", "No", "Nein") },
    ],
  },
];
