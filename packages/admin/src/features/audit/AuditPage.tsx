import { useTranslation } from "@printshop/ui";
import { keepPreviousData } from "@tanstack/react-query";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { auditInput } from "./input";
import { useDescriber } from "./useDescriber";
import { Changes } from "./Changes";
import { ensureTexts } from "./texts";
import { PersonFilter } from "./PersonFilter";

type Entry = RouterOutputs["admin"]["audit"]["list"]["items"][number];
const FILTERS = ["person", "actor", "type", "target", "from", "to"] as const;
/** The kinds of record the filter offers (every target type an admin write records). */
const TYPES = [
  "user",
  "order",
  "customer",
  "product",
  "priceTable",
  "calculator",
  "labelPricing",
  "attribute",
  "category",
  "page",
  "post",
  "banner",
  "menuItem",
  "shipping",
  "payment",
  "company",
  "invoice",
  "invoiceSettings",
  "ksefInvoice",
  "exchangeRate",
  "sample",
  "email",
  "image",
] as const;

/**
 * The audit log: who changed what and when, each entry a sentence in the admin's language;
 * filtered by person (a combobox suggesting people by name or e-mail; free text still works),
 * kind of record and a range of days in Warsaw.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  ensureTexts(i18n);
  const describe = useDescriber();
  const { state, setState } = useListState(["at"], FILTERS);
  const list = trpc.admin.audit.list.useQuery(auditInput(state), {
    placeholderData: keepPreviousData,
  });
  const columns: Column<Entry>[] = [
    {
      id: "at",
      header: t("audit:when"),
      cell: (e) => <time dateTime={e.at}>{describe(e).when}</time>,
    },
    { id: "what", header: t("audit:what"), cell: (e) => describe(e).sentence },
    {
      id: "changes",
      header: t("audit:changes"),
      cell: (e) => <Changes changes={describe(e).changes} />,
    },
  ];
  return (
    <>
      <h1>{t("app:section.audit")}</h1>
      <DataTable
        caption={t("app:audit.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(e) => e.id}
        tools={
          <PersonFilter
            text={state.filters.person ?? ""}
            actor={state.filters.actor ?? ""}
            onText={(text) => {
              const { person: _p, actor: _a, ...rest } = state.filters;
              setState(
                { ...state, page: 1, filters: text ? { ...rest, person: text } : rest },
                { replace: true },
              );
            }}
            onPick={(p) => {
              const { person: _p, ...rest } = state.filters;
              setState({ ...state, page: 1, filters: { ...rest, actor: p.id } });
            }}
          />
        }
        filters={[
          {
            id: "type",
            label: t("app:audit.targetType"),
            options: TYPES.map((v) => ({ value: v, label: t(`audit:type.${v}`) })),
          },
          { id: "from", label: t("app:audit.from"), kind: "date" },
          { id: "to", label: t("app:audit.to"), kind: "date" },
        ]}
      />
    </>
  );
}
