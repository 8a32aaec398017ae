import pl from "../../../locales/pl/company.json";
import en from "../../../locales/en/company.json";
import de from "../../../locales/de/company.json";
import { addTexts } from "../../../i18n";

/** The `company` namespace: company accounts (issue 31 item 5), with the account's chunks only. */
addTexts("company", { pl, en, de });
