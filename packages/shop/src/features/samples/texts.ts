import pl from "../../locales/pl/samples.json";
import en from "../../locales/en/samples.json";
import de from "../../locales/de/samples.json";
import { addTexts } from "../../i18n";

/** The `samples` namespace's texts, added when this feature's chunk loads (i18n.ts). */
addTexts("samples", { pl, en, de });
