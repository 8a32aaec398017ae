import pl from "../../locales/pl/labels.json";
import en from "../../locales/en/labels.json";
import de from "../../locales/de/labels.json";
import { addTexts } from "../../i18n";

/** The `labels` namespace's texts, added when this feature's chunk loads (i18n.ts). */
addTexts("labels", { pl, en, de });
