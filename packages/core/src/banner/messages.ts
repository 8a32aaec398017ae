/** Server messages of banners and menu items, in pl, en and de. */
export const bannerMessages = {
  pl: {
    "banner.not_found": "Nie znaleziono banera.",
    "menu.not_found": "Nie znaleziono pozycji menu.",
    "menu.nesting":
      "Pozycję można umieścić tylko pod pozycją najwyższego poziomu (jeden poziom zagnieżdżenia).",
  },
  en: {
    "banner.not_found": "Banner not found.",
    "menu.not_found": "Menu item not found.",
    "menu.nesting": "An item can only sit under a top-level item (one level of nesting).",
  },
  de: {
    "banner.not_found": "Banner nicht gefunden.",
    "menu.not_found": "Menüpunkt nicht gefunden.",
    "menu.nesting": "Ein Punkt kann nur unter einem Punkt der obersten Ebene stehen (eine Ebene).",
  },
};
