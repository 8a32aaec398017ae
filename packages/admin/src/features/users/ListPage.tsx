import { useState } from "react";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast, useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { ConfirmDialog, DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { roleOptions, statusOptions } from "./options";
import { InviteDialog } from "./InviteDialog";
import type { RouterOutputs } from "../../trpc";

type Row = RouterOutputs["admin"]["users"]["list"]["items"][number];

const SORTABLE = ["createdAt", "email", "name", "role", "status"] as const;
const FILTERS = ["role", "status"] as const;

/** Users: search by e-mail or name, filter by role and status, approve / confirm / delete in place. */
export function UsersListPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, FILTERS);
  const list = trpc.admin.users.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [inviting, setInviting] = useState(false);
  const done = (key: string, row: Row) => {
    toast.info(t(key, { email: row.email }));
    return Promise.all([utils.admin.users.invalidate(), utils.admin.audit.invalidate()]);
  };
  // A failure is toasted (ApiProvider) and the list reloaded: a stale row (409) gets its fresh version.
  const refresh = () => utils.admin.users.list.invalidate();
  const approve = trpc.admin.users.approve.useMutation({
    onSuccess: (row) => done("users.approved", row),
    onSettled: refresh,
  });
  const confirm = trpc.admin.users.confirm.useMutation({
    onSuccess: (row) => done("users.confirmed", row),
    onSettled: refresh,
  });
  const remove = trpc.admin.users.remove.useMutation({ onError: () => void refresh() });

  const columns: Column<Row>[] = [
    {
      id: "createdAt",
      header: t("users.createdAt"),
      sortable: true,
      cell: (r) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      id: "email",
      header: t("users.email"),
      sortable: true,
      cell: (r) => <Link to={href(`/users/${r.userId}`)}>{r.email}</Link>,
    },
    {
      id: "name",
      header: t("users.name"),
      sortable: true,
      cell: (r) => [r.name, r.company].filter(Boolean).join(", "),
    },
    { id: "role", header: t("users.role"), sortable: true, cell: (r) => t(`role.${r.role}`) },
    {
      id: "status",
      header: t("users.statusLabel"),
      sortable: true,
      cell: (r) => t(`users.status.${r.status}`),
    },
  ];
  return (
    <>
      <h1>{t("section.users")}</h1>
      <p>
        <button type="button" onClick={() => setInviting(true)}>
          {t("users.invite")}
        </button>
      </p>
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onDone={() => Promise.all([utils.admin.users.invalidate(), utils.admin.audit.invalidate()])}
      />
      <DataTable
        caption={t("users.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => r.userId}
        searchLabel={t("users.search")}
        filters={[
          { id: "role", label: t("users.role"), options: roleOptions(t) },
          { id: "status", label: t("users.statusLabel"), options: statusOptions(t) },
        ]}
        rowActions={(r) => (
          <>
            {r.status !== "approved" ? (
              <button
                type="button"
                onClick={() => approve.mutate({ id: r.userId, version: r.version })}
                disabled={approve.isPending}
              >
                {t("users.approve")}
              </button>
            ) : null}
            {r.status === "unconfirmed" ? (
              <button
                type="button"
                onClick={() => confirm.mutate({ id: r.userId, version: r.version })}
                disabled={confirm.isPending}
              >
                {t("users.confirm")}
              </button>
            ) : null}
            <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
              {t("users.delete")}
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t("users.deleteTitle")}
        message={t("users.deleteMessage", { email: deleting?.email ?? "" })}
        confirmLabel={t("users.delete")}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.userId, version: deleting.version });
          await done("users.deleted", deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
