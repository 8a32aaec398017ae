import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { MyData } from "./MyData";
import { ChangePassword } from "./ChangePassword";
import { OrderAgain } from "./OrderAgain";
import { SavedConfigs } from "./SavedConfigs";
import { OwnData } from "./OwnData";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";
import "./company/texts";
import { setSignedIn } from "./session";

// The list of sessions and its actions (and the user-agent summary) come after the first render.
const Sessions = lazy(() => import("./Sessions"));
// The address book (and its form with the delivery rules) comes in a chunk of its own.
const AddressBook = lazy(() => import("./addresses/AddressBook"));

/**
 * The customer's account: who is signed in, my orders, my data (view and edit), password change,
 * where the person is signed in. A visitor without a session (never signed in, or signed out from
 * another device) is sent to the sign-in page, which brings them back here.
 */
export default function AccountPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("account.title"));
  const { to } = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const toast = useToast();
  // Asked again on every visit: the session may have been ended from another device meanwhile.
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 0 });
  // Set when this page signs the person out: then it is leaving for its own destination, not
  // for the sign-in page that a visit without a session is sent to.
  const [leaving, setLeaving] = useState(false);
  const leave = (path: string, message: string) => {
    setLeaving(true);
    // Leave first, then forget: refetching this page's queries would only answer "sign in".
    setSignedIn(utils, null);
    void navigate(to(path));
    toast.info(message);
    setTimeout(() => {
      void utils.shop.account.orders.reset();
      void utils.shop.account.order.reset();
      void utils.shop.account.sessions.reset();
      void utils.shop.cart.invalidate();
    }, 0);
  };
  const signOut = trpc.shop.account.signOut.useMutation({
    onSuccess: () => leave("/", t("account.signedOut")),
  });
  // No session: to the sign-in page, which comes back here. (An effect rather than <Navigate>,
  // which would add its code to every route's entry.)
  const noSession = me.data === null && !leaving;
  const signInPath = to("/login");
  useEffect(() => {
    if (noSession) void navigate(signInPath, { replace: true });
  }, [noSession, navigate, signInPath]);
  if (me.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (me.isError) return <p role="alert">{messageOf(me.error, t)}</p>;
  if (!me.data) return null;
  return (
    <section className="account-page account-grid">
      <div>
        <h1>{t("account.title")}</h1>
        <div className="account-actions">
          <span data-testid="signed-in-as">
            {t("account.signedInAs", { email: me.data.email })}
          </span>
          <button
            type="button"
            className="button-secondary"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {t("account.signOut")}
          </button>
        </div>
      </div>
      <p>
        <Link to={to("/account/company")} data-testid="company-link">
          {t("company:link")}
        </Link>
      </p>
      <Orders />
      <SavedConfigs />
      <Suspense fallback={<p role="status">{t("ui:loading")}</p>}>
        <AddressBook />
      </Suspense>
      <MyData profile={me.data.profile} email={me.data.email} />
      <ChangePassword />
      <Suspense fallback={<p role="status">{t("ui:loading")}</p>}>
        <Sessions
          onSignedOutEverywhere={() => leave("/login", t("sessions.signedOutEverywhere"))}
        />
      </Suspense>
      <OwnData />
    </section>
  );
}

function Orders() {
  const { t } = useTranslation("account");
  const { locale, to } = useLocale();
  const orders = trpc.shop.account.orders.useQuery();
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">{t("orders.title")}</h2>
      {orders.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {orders.isError ? <p role="alert">{messageOf(orders.error, t)}</p> : null}
      {orders.data && orders.data.length === 0 ? <p>{t("orders.none")}</p> : null}
      {orders.data && orders.data.length > 0 ? (
        <div className="table-scroll">
          <table className="orders-table" data-testid="orders">
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.date")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.payment")}</th>
                <th scope="col" className="num">
                  {t("orders.total")}
                </th>
                <th scope="col">{t("reorder:sectionTitle")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.orderId}>
                  <td>
                    <Link to={to(`/account/orders/${o.orderId}`)}>{o.number}</Link>
                    {o.placedBy ? (
                      <small> {t("company:placedBy", { email: o.placedBy })}</small>
                    ) : null}
                  </td>
                  <td>{formatDateTime(o.createdAt, locale, { date: "medium", time: "short" })}</td>
                  <td>{t(`orders.statuses.${o.status}`)}</td>
                  <td>{t(`orders.paymentStatuses.${o.paymentStatus}`)}</td>
                  <td className="num">{formatCurrency(o.totalGross, "PLN", locale)}</td>
                  <td>
                    <OrderAgain
                      orderId={o.orderId}
                      label={t("reorder:orderAgainLine", { product: o.number })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
