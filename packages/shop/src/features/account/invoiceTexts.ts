import pl from "../../locales/pl/invoices.json";
import en from "../../locales/en/invoices.json";
import de from "../../locales/de/invoices.json";
import { addTexts } from "../../i18n";

/** The `invoices` namespace (a few words, so the guest's order page does not load the account's texts). */
addTexts("invoices", { pl, en, de });
