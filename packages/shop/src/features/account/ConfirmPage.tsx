import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";
import { setSignedIn } from "./session";

/** The e-mailed link (`/register/confirm#<token>`): creates the account and signs in. The token stays out of server logs (fragment). */
export default function ConfirmPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("confirm.title"));
  const { to } = useLocale();
  const utils = trpc.useUtils();
  // Read once: the fragment is removed from the address bar right after.
  const [token] = useState(() =>
    typeof window === "undefined" ? "" : window.location.hash.slice(1),
  );
  const confirm = trpc.shop.account.confirm.useMutation({
    onSuccess: (me) => {
      setSignedIn(utils, me);
      void utils.shop.cart.invalidate();
    },
    onError: () => undefined,
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
    window.history.replaceState(null, "", window.location.pathname);
  }, [token, confirm]);
  return (
    <section className="account-page">
      <h1>{t("confirm.title")}</h1>
      {!token ? <p role="alert">{t("confirm.missing")}</p> : null}
      {confirm.isPending ? <p role="status">{t("confirm.working")}</p> : null}
      {confirm.isError ? (
        <p role="alert" className="field-error">
          {messageOf(confirm.error, t)}
        </p>
      ) : null}
      {confirm.isSuccess ? (
        <p role="status">
          {t("account.signedInAs", { email: confirm.data.email })}{" "}
          <Link to={to("/account")}>{t("confirm.toAccount")}</Link>
        </p>
      ) : null}
    </section>
  );
}
