import pl from "../../locales/pl/parcels.json";
import en from "../../locales/en/parcels.json";
import de from "../../locales/de/parcels.json";
import { addTexts } from "../../i18n";

/** The `parcels` namespace (a few words, so the guest's order page does not load the account's texts). */
addTexts("parcels", { pl, en, de });
