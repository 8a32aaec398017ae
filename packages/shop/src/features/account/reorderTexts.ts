import pl from "../../locales/pl/reorder.json";
import en from "../../locales/en/reorder.json";
import de from "../../locales/de/reorder.json";
import { addTexts } from "../../i18n";

/** The `reorder` namespace: "order again" and saved configurations (the product page's save dialog too). */
addTexts("reorder", { pl, en, de });
