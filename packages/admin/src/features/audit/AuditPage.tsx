import { useTranslation } from "react-i18next";
import { keepPreviousData } from "@tanstack/react-query";
import { formatDateTime } from "@printshop/core/format";
import {
  actorOf,
  changesOf,
  DataTable,
  targetOf,
  useListState,
  type Column,
} from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { auditInput } from "./input";

type Entry = RouterOutputs["admin"]["audit"]["list"]["items"][number];
const FILTERS = ["actor", "type", "target", "from", "to"] as const;

/** The audit log: who changed what and when, filtered by person, target and date range. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const { state, setState } = useListState(["at"], FILTERS);
  const list = trpc.admin.audit.list.useQuery(auditInput(state), {
    placeholderData: keepPreviousData,
  });
  const columns: Column<Entry>[] = [
    { id: "at", header: t("audit.at"), cell: (e) => formatDateTime(e.at, i18n.language) },
    { id: "actor", header: t("audit.actor"), cell: (e) => actorOf(e.actor) },
    { id: "action", header: t("audit.action"), cell: (e) => e.action },
    { id: "target", header: t("audit.target"), cell: (e) => targetOf(e.target) },
    {
      id: "changes",
      header: t("audit.changes"),
      cell: (e) => (
        <ul className="changes">
          {changesOf(e).map((c) => (
            <li key={c.field}>
              <code>{c.field}</code>: {c.before} → {c.after}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <h1>{t("section.audit")}</h1>
      <DataTable
        caption={t("audit.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(e) => e.id}
        filters={[
          { id: "actor", label: t("audit.actorId"), kind: "text" },
          {
            id: "type",
            label: t("audit.targetType"),
            options: ["user", "image"].map((v) => ({ value: v, label: t(`audit.type.${v}`) })),
          },
          { id: "target", label: t("audit.targetId"), kind: "text" },
          { id: "from", label: t("audit.from"), kind: "date" },
          { id: "to", label: t("audit.to"), kind: "date" },
        ]}
      />
    </>
  );
}
