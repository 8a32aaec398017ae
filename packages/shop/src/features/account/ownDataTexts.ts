import pl from "../../locales/pl/owndata.json";
import en from "../../locales/en/owndata.json";
import de from "../../locales/de/owndata.json";
import { addTexts } from "../../i18n";

/** The `owndata` namespace: export and deletion of the account (issue 31 item 6), the checkout's buyer kind. */
addTexts("owndata", { pl, en, de });
