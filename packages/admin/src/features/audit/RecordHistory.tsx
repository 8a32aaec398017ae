import { AuditHistory } from "@printshop/ui/admin";
import { trpc } from "../../trpc";

/** The history of one record, for its edit screen. */
export function RecordHistory({ target }: { target: { type: string; id: string } }) {
  const history = trpc.admin.audit.list.useQuery(
    { target, pageSize: 25 },
    { meta: { silent: true } },
  );
  return (
    <AuditHistory
      entries={history.data?.items}
      isPending={history.isPending}
      error={history.error}
    />
  );
}
