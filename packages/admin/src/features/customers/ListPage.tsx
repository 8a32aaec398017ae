import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";

type Row = RouterOutputs["admin"]["customers"]["list"]["items"][number];

const SORTABLE = ["lastOrderAt", "orders", "net", "name"] as const;
const FILTERS = ["kind"] as const;

/**
 * Registered customers and guests (by e-mail) with their orders, spent (net PLN), last order,
 * company and addresses, from the aggregates every order write keeps; search by name, company,
 * NIP or e-mail.
 */
export function CustomersListPage() {
  const { t, i18n } = useTranslation(["customers", "app"]);
  const href = useAdminHref();
  const { state, setState, input } = useListState(SORTABLE, FILTERS);
  const list = trpc.admin.customers.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const columns: Column<Row>[] = [
    {
      id: "name",
      header: t("customers:customer"),
      sortable: true,
      cell: (r) => (
        <Link to={href(`/customers/${encodeURIComponent(r.customerKey)}`)}>
          {r.company || r.name || r.email}
        </Link>
      ),
    },
    { id: "email", header: t("customers:email"), cell: (r) => r.email },
    {
      id: "kind",
      header: t("customers:account"),
      cell: (r) => (r.guest ? t("customers:guest") : t("customers:registered")),
    },
    { id: "nip", header: t("customers:nip"), cell: (r) => r.nip || "—" },
    { id: "orders", header: t("customers:orders"), sortable: true, cell: (r) => r.orders },
    {
      id: "net",
      header: t("customers:spent"),
      sortable: true,
      cell: (r) => formatCurrency(r.spent, "PLN", i18n.language),
    },
    {
      id: "lastOrderAt",
      header: t("customers:lastOrder"),
      sortable: true,
      cell: (r) => (r.lastOrderAt ? formatDateTime(r.lastOrderAt, i18n.language) : "—"),
    },
    { id: "addresses", header: t("customers:address"), cell: (r) => r.addresses[0] ?? "—" },
  ];
  return (
    <>
      <h1>{t("app:section.customers")}</h1>
      <DataTable
        caption={t("customers:caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => r.customerKey}
        searchLabel={t("customers:search")}
        filters={[
          {
            id: "kind",
            label: t("customers:account"),
            options: [
              { value: "registered", label: t("customers:registered") },
              { value: "guest", label: t("customers:guest") },
            ],
          },
        ]}
      />
    </>
  );
}
