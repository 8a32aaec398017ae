import { useState } from "react";
import { Link, useParams } from "react-router";
import { CompanyMembers } from "./CompanyMembers";
import { useToast, useTranslation } from "@printshop/ui";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";

type Customer = RouterOutputs["admin"]["customers"]["get"];

/** One customer: contact, figures, addresses, their orders (links to each), and the note. */
export function CustomerPage() {
  const { t, i18n } = useTranslation(["customers", "orders", "app"]);
  const href = useAdminHref();
  const customerKey = useParams().key ?? "";
  const customer = trpc.admin.customers.get.useQuery({ customerKey });
  if (customer.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (customer.isError)
    return (
      <p role="alert" className="form-error">
        {customer.error.message}
      </p>
    );
  const c = customer.data;
  return (
    <>
      <p>
        <Link to={href("/customers")}>{t("customers:back")}</Link>
      </p>
      <h1>{c.company || c.name || c.email}</h1>
      <dl className="record">
        <div>
          <dt>{t("customers:account")}</dt>
          <dd>{c.guest ? t("customers:guest") : t("customers:registered")}</dd>
        </div>
        <div>
          <dt>{t("customers:name")}</dt>
          <dd>{c.name || "—"}</dd>
        </div>
        <div>
          <dt>{t("customers:email")}</dt>
          <dd>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : "—"}</dd>
        </div>
        <div>
          <dt>{t("customers:company")}</dt>
          <dd>{c.company || "—"}</dd>
        </div>
        <div>
          <dt>{t("customers:nip")}</dt>
          <dd>{c.nip || "—"}</dd>
        </div>
        <div>
          <dt>{t("customers:orders")}</dt>
          <dd data-testid="customer-orders-count">{c.orders}</dd>
        </div>
        <div>
          <dt>{t("customers:spent")}</dt>
          <dd>{formatCurrency(c.spent, "PLN", i18n.language)}</dd>
        </div>
        <div>
          <dt>{t("customers:lastOrder")}</dt>
          <dd>{c.lastOrderAt ? formatDateTime(c.lastOrderAt, i18n.language) : "—"}</dd>
        </div>
      </dl>
      <h2>{t("customers:addresses")}</h2>
      {c.addresses.length ? (
        <ul>
          {c.addresses.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      ) : (
        <p>—</p>
      )}
      <CompanyMembers company={c.companyAccount} href={href} />
      <h2>{t("customers:ordersTitle")}</h2>
      <table className="data-table">
        <caption className="visually-hidden">{t("customers:ordersTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("orders:number")}</th>
            <th scope="col">{t("orders:createdAt")}</th>
            <th scope="col">{t("orders:orderStatus")}</th>
            <th scope="col">{t("orders:paymentStatus")}</th>
            <th scope="col">{t("customers:net")}</th>
          </tr>
        </thead>
        <tbody>
          {c.orderList.map((o) => (
            <tr key={o.orderId}>
              <td>
                <Link to={href(`/orders/${o.orderId}`)}>{o.number}</Link>
              </td>
              <td>{formatDateTime(o.createdAt, i18n.language)}</td>
              <td>{t(`orders:status.${o.status}`)}</td>
              <td>{t(`orders:payment.${o.paymentStatus}`)}</td>
              <td>{formatCurrency(o.net, "PLN", i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <NoteForm customer={c} onSaved={() => customer.refetch()} />
    </>
  );
}

/** The back office's note on the customer, saved against the version it was read at. */
function NoteForm({ customer, onSaved }: { customer: Customer; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation("customers");
  const toast = useToast();
  const [text, setText] = useState(customer.note.text);
  const save = trpc.admin.customers.setNote.useMutation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { customerKey: customer.customerKey, text, version: customer.note.version },
          {
            onSuccess: () => {
              void onSaved().then(() => toast.info(t("noteSaved")));
            },
          },
        );
      }}
    >
      <h2>
        <label htmlFor="customer-note">{t("note")}</label>
      </h2>
      <textarea
        id="customer-note"
        rows={4}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {customer.note.author ? (
        <p className="hint">{t("noteBy", { author: customer.note.author })}</p>
      ) : null}
      <button type="submit" disabled={save.isPending}>
        {t("saveNote")}
      </button>
    </form>
  );
}
