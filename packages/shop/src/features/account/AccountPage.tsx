import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { checkRegistration } from "@printshop/core/account/rules";
import { fieldErrorsOf, messageOf, useToast } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { Field, ProfileFields, useRuleMessage, type FormValues } from "./fields";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** The customer's account: who is signed in, my data (view and edit), password change, my orders. */
export default function AccountPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("account.title"));
  const { to } = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const toast = useToast();
  const me = trpc.shop.account.me.useQuery();
  const signOut = trpc.shop.account.signOut.useMutation({
    onSuccess: () => {
      // Leave first, then forget: refetching this page's queries would only answer "sign in".
      utils.shop.account.me.setData(undefined, null);
      void navigate(to("/"));
      toast.info(t("account.signedOut"));
      setTimeout(() => {
        void utils.shop.account.orders.reset();
        void utils.shop.account.order.reset();
        void utils.shop.cart.invalidate();
      }, 0);
    },
  });
  if (me.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (me.isError) return <p role="alert">{messageOf(me.error, t)}</p>;
  if (!me.data) {
    return (
      <section className="account-page">
        <h1>{t("account.title")}</h1>
        <p>
          {t("account.needSignIn")} <Link to={to("/login")}>{t("nav.signIn")}</Link>
        </p>
      </section>
    );
  }
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
      <Orders />
      <MyData profile={me.data.profile} email={me.data.email} />
      <ChangePassword />
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
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.orderId}>
                  <td>
                    <Link to={to(`/account/orders/${o.orderId}`)}>{o.number}</Link>
                  </td>
                  <td>{formatDateTime(o.createdAt, locale, { date: "medium", time: "short" })}</td>
                  <td>{t(`orders.statuses.${o.status}`)}</td>
                  <td>{t(`orders.paymentStatuses.${o.paymentStatus}`)}</td>
                  <td className="num">{formatCurrency(o.totalGross, "PLN", locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

const shownFields = [
  "firstName",
  "lastName",
  "phone",
  "billingCompany",
  "billingName",
  "billingTax",
  "billingAddress1",
  "billingAddress2",
  "billingPostcode",
  "billingCity",
  "billingCountry",
];

function MyData({ profile, email }: { profile: FormValues; email: string }) {
  const { t } = useTranslation("account");
  const toast = useToast();
  const utils = trpc.useUtils();
  const ruleMessage = useRuleMessage();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<FormValues>(profile);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = useMemo(() => {
    const out = new Map<string, string>();
    for (const e of checkRegistration({ ...form, email }, { passwords: false }))
      out.set(e.field, ruleMessage(e.code));
    for (const [k, v] of Object.entries(serverErrors)) if (!out.has(k)) out.set(k, v);
    return out;
  }, [form, email, serverErrors, ruleMessage]);
  const update = trpc.shop.account.update.useMutation({
    onSuccess: async () => {
      await utils.shop.account.me.invalidate();
      setEditing(false);
      toast.info(t("account.saved"));
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!Object.keys(fields).length) toast.error(messageOf(error, t));
    },
  });
  const set = (name: string, value: string | number | boolean) => {
    setForm((f) => ({ ...f, [name]: value }));
    setServerErrors({});
  };
  const touch = (name: string) => setTouched((s) => new Set(s).add(name));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (errors.size) {
      setTouched(new Set(errors.keys()));
      return;
    }
    const { marketingConsent: _m, ...rest } = form;
    update.mutate({ profile: rest });
  };
  return (
    <section aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("account.myData")}</h2>
      {!editing ? (
        <>
          <dl className="profile-view" data-testid="my-data">
            <dt>{t("fields.email")}</dt>
            <dd>{email}</dd>
            {shownFields
              .filter((f) => profile[f])
              .map((f) => (
                <div key={f}>
                  <dt>{t(`fields.${f}`)}</dt>
                  <dd>{String(profile[f])}</dd>
                </div>
              ))}
          </dl>
          <button type="button" onClick={() => setEditing(true)}>
            {t("account.edit")}
          </button>
        </>
      ) : (
        <form className="customer-form account-form" onSubmit={submit} noValidate>
          <ProfileFields
            form={form}
            set={set}
            touch={touch}
            errorFor={(name) =>
              touched.has(name) || serverErrors[name] ? errors.get(name) : undefined
            }
          />
          <div className="account-actions">
            <button type="submit" disabled={update.isPending || errors.size > 0}>
              {update.isPending ? t("account.saving") : t("account.save")}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => (setEditing(false), setForm(profile))}
            >
              {t("account.cancel")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function ChangePassword() {
  const { t } = useTranslation("account");
  const toast = useToast();
  const ruleMessage = useRuleMessage();
  const [form, setForm] = useState<FormValues>({
    currentPassword: "",
    password: "",
    password2: "",
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const change = trpc.shop.account.changePassword.useMutation({
    onSuccess: (r) => {
      toast.info(t("account.passwordChanged", { count: r.endedSessions }));
      setForm({ currentPassword: "", password: "", password2: "" });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!Object.keys(fields).length) toast.error(messageOf(error, t));
    },
  });
  const local: Record<string, string> = {};
  if (form.password && String(form.password).length < 8)
    local.password = ruleMessage("account.password_too_short");
  if (form.password2 && form.password !== form.password2)
    local.password2 = ruleMessage("account.password_mismatch");
  const set = (name: string, value: string | number | boolean) => {
    setForm((f) => ({ ...f, [name]: value }));
    setServerErrors({});
  };
  const errorFor = (name: string) => local[name] ?? serverErrors[name];
  const ready =
    form.currentPassword && form.password && form.password2 && !Object.keys(local).length;
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t("account.changePassword")}</h2>
      <form
        className="customer-form account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (ready)
            change.mutate(form as { currentPassword: string; password: string; password2: string });
        }}
      >
        <fieldset>
          <Field
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            form={form}
            set={set}
            touch={() => undefined}
            error={errorFor("currentPassword")}
          />
          <Field
            name="password"
            label={t("fields.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("hints.password")}
            form={form}
            set={set}
            touch={() => undefined}
            error={errorFor("password")}
          />
          <Field
            name="password2"
            label={t("fields.newPassword2")}
            type="password"
            autoComplete="new-password"
            form={form}
            set={set}
            touch={() => undefined}
            error={errorFor("password2")}
          />
        </fieldset>
        <button type="submit" disabled={!ready || change.isPending}>
          {t("account.changePasswordSubmit")}
        </button>
      </form>
    </section>
  );
}
