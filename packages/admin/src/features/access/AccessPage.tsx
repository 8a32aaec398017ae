import { useTranslation } from "@printshop/ui";
import { keepPreviousData } from "@tanstack/react-query";
import { formatDateTime } from "@printshop/core/format";
import { securityKinds, type SecurityKind } from "@printshop/core/security/schema";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { accessInput } from "./input";

type Event = RouterOutputs["admin"]["access"]["list"]["items"][number];
const FILTERS = ["account", "address", "kind", "from", "to"] as const;

/**
 * The access log (administrators): every sign-in step, reset and refusal with its address and
 * account, newest first; without a date, the last 7 days.
 */
export function AccessPage() {
  const { t, i18n } = useTranslation();
  const { state, setState } = useListState(["at"], FILTERS);
  const list = trpc.admin.access.list.useQuery(accessInput(state), {
    placeholderData: keepPreviousData,
  });
  const kindLabel = (kind: SecurityKind) => t(`access.kind.${kind.replace(".", "_")}`);
  const columns: Column<Event>[] = [
    { id: "at", header: t("access.at"), cell: (e) => formatDateTime(e.at, i18n.language) },
    { id: "kind", header: t("access.kindLabel"), cell: (e) => kindLabel(e.kind) },
    { id: "account", header: t("access.account"), cell: (e) => e.email ?? e.userId ?? "—" },
    { id: "address", header: t("access.address"), cell: (e) => <code>{e.address}</code> },
    {
      id: "detail",
      header: t("access.detail"),
      cell: (e) =>
        Object.keys(e.detail).length ? (
          <ul className="changes">
            {Object.entries(e.detail).map(([k, v]) => (
              <li key={k}>
                <code>{k}</code>: {String(v)}
              </li>
            ))}
          </ul>
        ) : null,
    },
  ];
  return (
    <>
      <h1>{t("section.access")}</h1>
      <p>{t("access.intro")}</p>
      <DataTable
        caption={t("access.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(e) => e.id}
        filters={[
          { id: "account", label: t("access.account"), kind: "text" },
          { id: "address", label: t("access.address"), kind: "text" },
          {
            id: "kind",
            label: t("access.kindLabel"),
            options: securityKinds.map((k) => ({ value: k, label: kindLabel(k) })),
          },
          { id: "from", label: t("access.from"), kind: "date" },
          { id: "to", label: t("access.to"), kind: "date" },
        ]}
      />
    </>
  );
}
