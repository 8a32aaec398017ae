import pl from "../../locales/pl/checkout.json";
import en from "../../locales/en/checkout.json";
import de from "../../locales/de/checkout.json";
import { addTexts } from "../../i18n";

/** The `checkout` namespace's texts, added when this feature's chunk loads (i18n.ts). */
addTexts("checkout", { pl, en, de });
