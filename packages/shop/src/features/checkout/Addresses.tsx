import { useTranslation } from "@printshop/ui";
import type { Customer } from "@printshop/core/checkout/schema";
import { useCountryNames } from "../../components/CountrySelect";
import "./texts";

/** The buyer as the order will carry it: contact, invoice and delivery address, each on its own lines. */
export function Addresses({
  customer: c,
  locale,
}: {
  customer: Partial<Customer>;
  locale: string;
}) {
  const { t } = useTranslation("checkout");
  const { name: country } = useCountryNames(locale);
  const person = [c.firstName, c.lastName].filter(Boolean).join(" ");
  const invoice = [
    c.type === 1 ? c.billingCompany : c.billingName,
    c.type === 1 && c.billingTax ? `${t("fields.billingTax")}: ${c.billingTax}` : "",
    c.billingAddress1,
    c.billingAddress2,
    [c.billingPostcode, c.billingCity].filter(Boolean).join(" "),
    country(c.billingCountry || "PL"),
  ].filter(Boolean);
  const delivery = c.differentDeliveryAddress
    ? [
        c.deliveryName,
        c.deliveryAddress1,
        c.deliveryAddress2,
        [c.deliveryPostcode, c.deliveryCity].filter(Boolean).join(" "),
        country(c.deliveryCountry || "PL"),
        c.deliveryContactPerson,
        c.deliveryPhone,
        c.deliveryEmail,
      ].filter(Boolean)
    : null;
  return (
    <div className="addresses" data-testid="addresses">
      <section>
        <h3>{t("shipping.contact")}</h3>
        <p>
          {[person, c.email, c.phone].filter(Boolean).map((x, i) => (
            <span key={i} className="address-line">
              {x}
            </span>
          ))}
        </p>
      </section>
      <section>
        <h3>{t("shipping.invoice")}</h3>
        <p data-testid="invoice-address">
          {invoice.map((x, i) => (
            <span key={i} className="address-line">
              {x}
            </span>
          ))}
        </p>
      </section>
      <section>
        <h3>{t("shipping.delivery")}</h3>
        <p data-testid="delivery-address">
          {delivery
            ? delivery.map((x, i) => (
                <span key={i} className="address-line">
                  {x}
                </span>
              ))
            : t("summary.sameAsInvoice")}
        </p>
      </section>
    </div>
  );
}
