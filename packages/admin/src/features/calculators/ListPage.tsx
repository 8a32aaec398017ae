import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { pick } from "./titles";
import { ensureTexts, NS } from "./texts";

type Row = RouterOutputs["admin"]["calculators"]["list"]["items"][number];
const SORTABLE = ["calculatorId", "productId", "title"] as const;

/** Calculators: one row per calculator product, opening its workbench. */
export function CalculatorsListPage() {
  const { t, i18n } = useTranslation(NS);
  ensureTexts(i18n);
  const href = useAdminHref();
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = trpc.admin.calculators.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const columns: Column<Row>[] = [
    { id: "calculatorId", header: t("list.id"), sortable: true, cell: (r) => r.calculatorId },
    {
      id: "title",
      header: t("list.product"),
      sortable: true,
      cell: (r) => (
        <Link to={href(`/calculators/${r.calculatorId}`)}>
          {pick(r.title, i18n.language) || r.productId}
        </Link>
      ),
    },
    { id: "options", header: t("list.options"), cell: (r) => r.options },
    { id: "equation", header: t("list.equation"), cell: (r) => <code>{r.equation}</code> },
  ];
  return (
    <>
      <h1>{t("section")}</h1>
      <DataTable
        caption={t("list.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.calculatorId)}
        searchLabel={t("list.search")}
      />
    </>
  );
}
