import { useState } from "react";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import "./ownDataTexts";

/**
 * "Download my data" and "Delete my account" (issue 31 item 6): each sends a single-use link to
 * the account's e-mail; the page says what happens, and what does not (issued invoices stay as
 * they are). Every refusal (once an hour, an open order) is the server's translated message.
 */
export function OwnData() {
  const { t } = useTranslation("owndata");
  const exportAsk = trpc.shop.ownData.requestExport.useMutation();
  const deleteAsk = trpc.shop.ownData.requestDeletion.useMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="owndata-title" data-testid="own-data">
      <h2 id="owndata-title">{t("section")}</h2>
      <h3>{t("exportTitle")}</h3>
      <p>{t("exportIntro")}</p>
      <button
        type="button"
        data-testid="export-ask"
        onClick={() => exportAsk.mutate()}
        disabled={exportAsk.isPending || exportAsk.isSuccess}
      >
        {t("exportAsk")}
      </button>
      {exportAsk.isSuccess ? <p role="status">{t("exportSent")}</p> : null}
      {exportAsk.isError ? (
        <p role="alert" className="field-error">
          {messageOf(exportAsk.error, t)}
        </p>
      ) : null}

      <h3>{t("deleteTitle")}</h3>
      <p>{t("deleteIntro")}</p>
      {deleteAsk.isSuccess ? (
        <p role="status">{t("deleteSent")}</p>
      ) : confirming ? (
        <div className="account-actions">
          <span>{t("deleteConfirmAsk")}</span>
          <button
            type="button"
            className="button-danger"
            data-testid="delete-send"
            onClick={() => deleteAsk.mutate()}
            disabled={deleteAsk.isPending}
          >
            {t("deleteSend")}
          </button>
          <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
            {t("cancel")}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button-secondary"
          data-testid="delete-ask"
          onClick={() => setConfirming(true)}
        >
          {t("deleteAsk")}
        </button>
      )}
      {deleteAsk.isError ? (
        <p role="alert" className="field-error">
          {messageOf(deleteAsk.error, t)}
        </p>
      ) : null}
    </section>
  );
}
