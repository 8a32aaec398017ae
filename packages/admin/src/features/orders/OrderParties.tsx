import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { customerKeyOf } from "@printshop/core/customers/schema";
import type { RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { OrderBuyerKind } from "./OrderBuyerKind";

type Order = RouterOutputs["admin"]["orders"]["get"];

const INVOICE = [
  "billingCompany",
  "billingName",
  "billingTax",
  "billingAddress1",
  "billingAddress2",
  "billingPostcode",
  "billingCity",
  "billingCountry",
] as const;
const DELIVERY = [
  "deliveryName",
  "deliveryAddress1",
  "deliveryAddress2",
  "deliveryPostcode",
  "deliveryCity",
  "deliveryCountry",
  "deliveryContactPerson",
  "deliveryPhone",
  "deliveryEmail",
] as const;

/** Customer, invoice and delivery data, payment and shipping method, the zero-VAT declaration. */
export function OrderParties({ order }: { order: Order }) {
  const { t } = useTranslation(["orders", "customers"]);
  const href = useAdminHref();
  const customerKey = customerKeyOf(order);
  const c = order.customer;
  const value = (k: string) => String(c[k] ?? "").trim();
  const block = (keys: readonly string[]) =>
    keys
      .filter((k) => value(k))
      .map((k) => (
        <div key={k}>
          <dt>{t(`field.${k}`)}</dt>
          <dd>{value(k)}</dd>
        </div>
      ));
  return (
    <div className="order-parties">
      <section>
        <h2>{t("customerData")}</h2>
        <dl className="record">
          <div>
            <dt>{t("field.name")}</dt>
            <dd>{[value("firstName"), value("lastName")].filter(Boolean).join(" ") || "—"}</dd>
          </div>
          <div>
            <dt>{t("field.email")}</dt>
            <dd>
              <a href={`mailto:${value("email")}`}>{value("email")}</a>
            </dd>
          </div>
          <div>
            <dt>{t("field.phone")}</dt>
            <dd>{value("phone") || "—"}</dd>
          </div>
          <div>
            <dt>{t("field.type")}</dt>
            <dd>{Number(c.type) === 1 ? t("company") : t("person")}</dd>
          </div>
          <div>
            <dt>{t("account")}</dt>
            <dd>
              {order.customerId ? t("registered") : t("guest")}
              {customerKey ? (
                <>
                  {" · "}
                  <Link
                    to={href(`/customers/${encodeURIComponent(customerKey)}`)}
                    data-testid="customer-link"
                  >
                    {t("customers:customerPage")}
                  </Link>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
      <section>
        <h2>{t("invoice")}</h2>
        <dl className="record">{block(INVOICE)}</dl>
      </section>
      <section>
        <h2>{t("delivery")}</h2>
        <dl className="record">
          {c.differentDeliveryAddress ? block(DELIVERY) : <p>{t("sameAsInvoice")}</p>}
        </dl>
      </section>
      <section>
        <h2>{t("methods")}</h2>
        <dl className="record">
          <div>
            <dt>{t("paymentMethod")}</dt>
            <dd>{order.payment.title}</dd>
          </div>
          <div>
            <dt>{t("shippingMethod")}</dt>
            <dd>{order.shipping.title}</dd>
          </div>
          <div data-testid="admin-order-packing">
            <dt>{t("packing")}</dt>
            <dd>{order.packing ? t("packingYes") : t("packingNo")}</dd>
          </div>
          <div>
            <dt>{t("zeroVat")}</dt>
            <dd>
              {order.noVat
                ? t("zeroVatYes", { vatNumber: order.vatNumber ?? "—" })
                : t("zeroVatNo")}
            </dd>
          </div>
          <OrderBuyerKind order={order} />
          {value("notes") ? (
            <div>
              <dt>{t("customerNotes")}</dt>
              <dd>{value("notes")}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
