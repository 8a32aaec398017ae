import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { formatCurrency, formatDateTime } from "@printshop/core/format";

interface Company {
  nip: string;
  name: string;
  threshold: string | null;
  role: "owner" | "buyer";
  members: { customerKey: string; email: string; role: "owner" | "buyer"; joinedAt: number }[];
}

/**
 * The customer's buyer company (issue 31 item 5) and its people, read-only: the company is run by
 * its owner from the shop's account; the back office only sees it.
 */
export function CompanyMembers(props: { company: Company | null; href: (path: string) => string }) {
  const { t, i18n } = useTranslation();
  const c = props.company;
  if (!c) return null;
  return (
    <section aria-labelledby="customer-company" data-testid="customer-company">
      <h2 id="customer-company">{t("customers:companyAccount")}</h2>
      <p>
        {c.name}, NIP {c.nip} · {t(`customers:companyRole.${c.role}`)} ·{" "}
        {c.threshold
          ? t("customers:companyThreshold", {
              amount: formatCurrency(c.threshold, "PLN", i18n.language),
            })
          : t("customers:companyNoThreshold")}
      </p>
      <table className="data-table">
        <caption className="visually-hidden">{t("customers:companyAccount")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("customers:email")}</th>
            <th scope="col">{t("customers:companyMemberRole")}</th>
            <th scope="col">{t("customers:companyJoined")}</th>
          </tr>
        </thead>
        <tbody>
          {c.members.map((m) => (
            <tr key={m.customerKey}>
              <td>
                <Link to={props.href(`/customers/${encodeURIComponent(m.customerKey)}`)}>
                  {m.email}
                </Link>
              </td>
              <td>{t(`customers:companyRole.${m.role}`)}</td>
              <td>{formatDateTime(m.joinedAt, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
