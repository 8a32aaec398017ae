import { useState } from "react";
import { useToast, useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { ConfirmDialog } from "@printshop/ui/admin";
import type { LabelSettings } from "@printshop/core/pricing/labels";
import { trpc } from "../../trpc";
import { changePath, changeValue } from "./changeText";
import { NS } from "./texts";

/** The published versions (who, when, what changed) with a restore for every earlier one. */
export function HistoryPanel(props: { version: number; settings: LabelSettings }) {
  const { t, i18n } = useTranslation(NS);
  const toast = useToast();
  const utils = trpc.useUtils();
  const history = trpc.admin.labels.history.useQuery({ pageSize: 50 });
  const rollback = trpc.admin.labels.rollback.useMutation({ onError: () => undefined });
  const [restoring, setRestoring] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = (key: string) => (i18n.exists(`${NS}:${key}`) ? t(key) : null);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t("history.title")}</h2>
      {history.isError && (
        <p role="alert" className="form-error">
          {history.error.message}
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{t("history.version")}</th>
            <th scope="col">{t("history.at")}</th>
            <th scope="col">{t("history.who")}</th>
            <th scope="col">{t("history.what")}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {history.data?.items.map((v) => (
            <tr key={v.version}>
              <td>
                {v.version}
                {v.current && ` (${t("history.current")})`}
              </td>
              <td>{formatDateTime(v.at, i18n.language)}</td>
              <td>{v.actor.email || t("history.seed")}</td>
              <td>
                {v.restoredFrom !== null && (
                  <p>{t("history.restoredFrom", { version: v.restoredFrom })}</p>
                )}
                <ul>
                  {v.changes.map((c, i) => (
                    <li key={i} title={c.path}>
                      {changePath(c.path, label, props.settings, i18n.language)}:{" "}
                      {changeValue(c.before, i18n.language)} → {changeValue(c.after, i18n.language)}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                {!v.current && (
                  <button type="button" onClick={() => setRestoring(v.version)}>
                    {t("actions.restore")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={restoring !== null}
        title={t("actions.restore")}
        message={t("actions.confirmRestore", { version: restoring ?? "" })}
        onClose={() => setRestoring(null)}
        onConfirm={async () => {
          setError(null);
          try {
            const done = await rollback.mutateAsync({
              version: props.version,
              toVersion: restoring!,
            });
            toast.info(t("actions.restored", { from: restoring, version: done.version }));
            await Promise.all([utils.admin.labels.invalidate(), utils.admin.audit.invalidate()]);
          } catch (e) {
            setError((e as Error).message);
          }
          setRestoring(null);
        }}
      />
    </section>
  );
}
