import { useTranslation } from "@printshop/ui";
import { useState } from "react";

/**
 * Ten recovery codes, shown once: each signs in once in place of a code when the phone is lost.
 * They can be copied or saved as a text file; the screen goes on only once they are kept.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [kept, setKept] = useState(false);
  const text = codes.join("\n");
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`;
  return (
    <section className="recovery-codes" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t("secondFactor.recoveryTitle")}</h2>
      <p>{t("secondFactor.recoveryIntro")}</p>
      <ul className="recovery-list" aria-label={t("secondFactor.recoveryTitle")}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <p>
        <a href={file} download="printshop-recovery-codes.txt">
          {t("secondFactor.download")}
        </a>{" "}
        <button
          type="button"
          className="button-secondary"
          onClick={() => void navigator.clipboard?.writeText(text)}
        >
          {t("secondFactor.copy")}
        </button>
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} />{" "}
        {t("secondFactor.kept")}
      </label>
      <button type="button" disabled={!kept} onClick={onDone}>
        {t("secondFactor.continue")}
      </button>
    </section>
  );
}
