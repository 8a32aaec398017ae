import { useState } from "react";
import { Link } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { usePageTitle } from "../../usePageTitle";
import "./account.css";
import "./ownDataTexts";
import { setSignedIn } from "./session";

/**
 * The e-mailed links (`/account/data/export#<token>`, `/account/data/delete#<token>`; the token
 * in the fragment never reaches a server log). They open only for the person signed in; the
 * action waits for a press (a mail scanner that opens links does nothing).
 */
export default function OwnDataLinkPage({ purpose }: { purpose: "export" | "delete" }) {
  const { t } = useTranslation("owndata");
  usePageTitle(t(purpose === "export" ? "linkTitleExport" : "linkTitleDelete"));
  const { to } = useLocale();
  const utils = trpc.useUtils();
  const [token] = useState(() =>
    typeof window === "undefined" ? "" : window.location.hash.slice(1),
  );
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 0 });
  const download = trpc.shop.ownData.downloadExport.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const remove = trpc.shop.ownData.confirmDeletion.useMutation({
    onSuccess: () => {
      setSignedIn(utils, null);
      void utils.shop.cart.invalidate();
    },
  });
  const action = purpose === "export" ? download : remove;
  return (
    <section className="account-page" data-testid={`owndata-${purpose}`}>
      <h1>{t(purpose === "export" ? "linkTitleExport" : "linkTitleDelete")}</h1>
      {!token ? <p role="alert">{t("linkMissing")}</p> : null}
      {me.isPending && !remove.isSuccess ? <p role="status">{t("ui:loading")}</p> : null}
      {me.isError ? <p role="alert">{messageOf(me.error, t)}</p> : null}
      {token && me.data === null && !remove.isSuccess ? (
        <p role="alert">
          {t("signInFirst")} <Link to={to("/login")}>{t("signIn")}</Link>
        </p>
      ) : null}
      {token && me.data && purpose === "delete" && !remove.isSuccess ? (
        <p>{t("deleteIntro")}</p>
      ) : null}
      {token && me.data && !action.isSuccess ? (
        <button
          type="button"
          className={purpose === "delete" ? "button-danger" : undefined}
          data-testid={`owndata-${purpose}-go`}
          disabled={action.isPending}
          onClick={() =>
            purpose === "export" ? download.mutate({ token }) : remove.mutate({ token })
          }
        >
          {t(purpose === "export" ? "download" : "deleteNow")}
        </button>
      ) : null}
      {download.isPending ? <p role="status">{t("preparing")}</p> : null}
      {download.isSuccess ? (
        <p role="status">
          {t("downloadReady")}{" "}
          <a href={download.data.url} data-testid="owndata-zip" download={download.data.fileName}>
            {t("downloadLink")}
          </a>
        </p>
      ) : null}
      {remove.isSuccess ? <p role="status">{t("deleted")}</p> : null}
      {action.isError ? (
        <p role="alert" className="field-error">
          {messageOf(action.error, t)}
        </p>
      ) : null}
    </section>
  );
}

export const ExportLinkPage = () => <OwnDataLinkPage purpose="export" />;
export const DeleteLinkPage = () => <OwnDataLinkPage purpose="delete" />;
