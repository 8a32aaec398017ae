import pl from "../../locales/pl/product.json";
import en from "../../locales/en/product.json";
import de from "../../locales/de/product.json";
import { addTexts } from "../../i18n";

/** The `product` namespace's texts, added when this feature's chunk loads (i18n.ts). */
addTexts("product", { pl, en, de });
