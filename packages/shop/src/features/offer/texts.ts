import pl from "../../locales/pl/offer.json";
import en from "../../locales/en/offer.json";
import de from "../../locales/de/offer.json";
import { addTexts } from "../../i18n";

/** The `offer` namespace's texts, added when the offer button's chunk loads (i18n.ts). */
addTexts("offer", { pl, en, de });
