import pl from "../../locales/pl/proofs.json";
import en from "../../locales/en/proofs.json";
import de from "../../locales/de/proofs.json";
import { addTexts } from "../../i18n";

/** The `proofs` namespace: the order pages' proof section (account and the guest's signed link). */
addTexts("proofs", { pl, en, de });
