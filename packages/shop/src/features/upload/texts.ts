import pl from "../../locales/pl/upload.json";
import en from "../../locales/en/upload.json";
import de from "../../locales/de/upload.json";
import { addTexts } from "../../i18n";

/** The `upload` namespace's texts, added when this feature's chunk loads (i18n.ts). */
addTexts("upload", { pl, en, de });
