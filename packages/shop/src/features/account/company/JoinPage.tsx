import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../../trpc";
import { useLocale } from "../../../useLocale";
import { usePageTitle } from "../../../usePageTitle";
import "../texts";
import "./texts";

/**
 * The invitation link's page (`/account/company/join#<token>`: the token after `#` never
 * reaches a server log). Signed in: accept as the account shown (the server checks it is the
 * invited e-mail's). Not signed in: sign in or register first, then open the link again.
 */
export default function JoinPage() {
  const { t } = useTranslation("company");
  usePageTitle(t("joinTitle"));
  const { to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [token] = useState(() => window.location.hash.slice(1, 101));
  const [error, setError] = useState("");
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 0 });
  const accept = trpc.shop.account.companyAccept.useMutation({
    onSuccess: (data) => {
      utils.shop.account.company.setData(undefined, data);
      void utils.shop.account.orders.invalidate();
      toast.info(t("joined2"));
      void navigate(to("/account/company"));
    },
    onError: (e) => {
      setError(messageOf(e, t));
      toast.error(messageOf(e, t));
    },
  });
  return (
    <section className="account-page" data-testid="join-page">
      <h1>{t("joinTitle")}</h1>
      {me.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {me.isError ? <p role="alert">{messageOf(me.error, t)}</p> : null}
      {!token ? <p role="alert">{t("noToken")}</p> : null}
      {me.data === null ? (
        <>
          <p>{t("joinSignIn")}</p>
          <p>
            <Link to={to("/login")}>{t("signIn")}</Link> ·{" "}
            <Link to={to("/register")}>{t("register")}</Link>
          </p>
        </>
      ) : null}
      {me.data && token ? (
        <>
          <p>{t("joinAs", { email: me.data.email })}</p>
          <button
            type="button"
            onClick={() => accept.mutate({ token })}
            disabled={accept.isPending}
            data-testid="join-accept"
          >
            {t("accept")}
          </button>
          {error ? <p role="alert">{error}</p> : null}
        </>
      ) : null}
    </section>
  );
}
