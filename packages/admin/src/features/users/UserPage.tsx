import { useState } from "react";
import { Link, useParams } from "react-router";
import { SetRoleInput } from "@printshop/core/user/schema";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { ConfirmDialog, Field, SchemaForm } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { RecordHistory } from "../audit/RecordHistory";
import { roleOptions } from "./options";

/** One user: data, orders, role (and the record's history). */
export function UserPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const user = trpc.admin.users.get.useQuery({ id }, { meta: { silent: true } });
  // A failed save is shown by the form (which keeps the choice); the page reloads the record so a
  // stale version (409) can be retried at once.
  const setRole = trpc.admin.users.setRole.useMutation({
    onError: () => void utils.admin.users.get.invalidate({ id }),
  });
  const resetFactor = trpc.admin.users.resetSecondFactor.useMutation({
    onError: () => void utils.admin.users.get.invalidate({ id }),
  });
  const [resetting, setResetting] = useState(false);
  if (user.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (user.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(user.error, t)}
      </p>
    );
  const u = user.data;
  const p = u.profile as Record<string, unknown>;
  const rows: [string, string][] = [
    [t("users.email"), u.email],
    [t("users.name"), u.name],
    [t("users.company"), u.company || "—"],
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the stored profile's phone, a string
    [t("users.phone"), String(p.phone ?? "") || "—"],
    [t("users.statusLabel"), t(`users.status.${u.status}`)],
    [t("users.createdAt"), formatDateTime(u.createdAt, i18n.language)],
  ];
  return (
    <>
      <p>
        <Link to={href("/users")}>← {t("section.users")}</Link>
      </p>
      <h1>{u.email}</h1>
      <dl className="record">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h2>{t("users.role")}</h2>
      <SchemaForm
        key={u.userId}
        schema={SetRoleInput}
        defaultValues={{ id: u.userId, version: u.version, role: u.role }}
        submitLabel={t("users.saveRole")}
        label={t("users.role")}
        onSubmit={async (values) => {
          // The version of the record as the page shows it now (after a 409 the page has reloaded it).
          const saved = await setRole.mutateAsync({ ...values, version: u.version });
          toast.info(t("users.roleSaved", { email: saved.email, role: t(`role.${saved.role}`) }));
          await Promise.all([utils.admin.users.invalidate(), utils.admin.audit.invalidate()]);
        }}
      >
        <Field as="select" name="role" label={t("users.role")} options={roleOptions(t)} />
      </SchemaForm>
      {u.role !== "customer" ? (
        <>
          <h2>{t("users.secondFactor")}</h2>
          <p>
            {u.secondFactorAt
              ? t("users.secondFactorSince", {
                  at: formatDateTime(u.secondFactorAt, i18n.language),
                })
              : t("users.secondFactorNone")}
          </p>
          {u.secondFactorAt ? (
            <button type="button" className="button-danger" onClick={() => setResetting(true)}>
              {t("users.resetSecondFactor")}
            </button>
          ) : null}
          <ConfirmDialog
            open={resetting}
            title={t("users.resetSecondFactor")}
            message={t("users.resetSecondFactorMessage", { email: u.email })}
            confirmLabel={t("users.resetSecondFactor")}
            danger
            onConfirm={async () => {
              await resetFactor.mutateAsync({ id: u.userId, version: u.version });
              toast.info(t("users.secondFactorReset", { email: u.email }));
              await Promise.all([utils.admin.users.invalidate(), utils.admin.audit.invalidate()]);
            }}
            onClose={() => setResetting(false)}
          />
        </>
      ) : null}
      <h2>{t("users.orders")}</h2>
      {u.orders.length === 0 ? (
        <p>{t("users.noOrders")}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("users.orderNumber")}</th>
              <th scope="col">{t("users.createdAt")}</th>
              <th scope="col">{t("users.orderStatus")}</th>
              <th scope="col">{t("users.paymentStatus")}</th>
              <th scope="col">{t("users.total")}</th>
            </tr>
          </thead>
          <tbody>
            {u.orders.map((o) => (
              <tr key={o.orderId}>
                <td>{o.number}</td>
                <td>{formatDateTime(o.createdAt, i18n.language)}</td>
                <td>{o.status}</td>
                <td>{o.paymentStatus}</td>
                <td>{o.totalGross} PLN</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <RecordHistory target={{ type: "user", id: u.userId }} />
    </>
  );
}
