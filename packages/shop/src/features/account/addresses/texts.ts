import pl from "../../../locales/pl/addresses.json";
import en from "../../../locales/en/addresses.json";
import de from "../../../locales/de/addresses.json";
import { addTexts } from "../../../i18n";

/** The `addresses` namespace: the account's address book and the checkout's picker. */
addTexts("addresses", { pl, en, de });
