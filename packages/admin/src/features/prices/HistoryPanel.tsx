import { useState } from "react";
import { formatDateTime } from "@printshop/core/format";
import { useToast, useTranslation } from "@printshop/ui";
import { ConfirmDialog } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useReveal } from "./reveal";

/** The product's change sets (who, when, kind, how many cells), each restorable as a new change set. */
export function HistoryPanel(props: {
  productId: number;
  version: number;
  onRestored: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const sets = trpc.admin.prices.changeSets.useQuery({ productId: props.productId, limit: 100 });
  const rollback = trpc.admin.prices.rollback.useMutation({ onError: () => undefined });
  const [restoring, setRestoring] = useState<string | null>(null);
  const panel = useReveal<HTMLElement>(props.productId);
  return (
    <section ref={panel} tabIndex={-1} className="price-history" aria-label={t("prices.history")}>
      <h2>{t("prices.history")}</h2>
      <table>
        <thead>
          <tr>
            <th>{t("prices.when")}</th>
            <th>{t("prices.who")}</th>
            <th>{t("prices.kind")}</th>
            <th>{t("prices.cells")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(sets.data?.items ?? []).map((c) => (
            <tr key={c.changeSetId} aria-current={c.current || undefined}>
              <td>{formatDateTime(c.at, i18n.language)}</td>
              <td>{c.actor.email}</td>
              <td>{t(`prices.kinds.${c.kind}`, { defaultValue: c.kind })}</td>
              <td>{c.changed ?? c.cells}</td>
              <td>
                {c.current ? (
                  t("prices.current")
                ) : (
                  <button type="button" onClick={() => setRestoring(c.changeSetId)}>
                    {t("prices.restore")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={!!restoring}
        danger={false}
        title={t("prices.restore")}
        message={t("prices.restoreQuestion")}
        onClose={() => setRestoring(null)}
        onConfirm={async () => {
          const from = sets.data?.items.find((c) => c.changeSetId === restoring);
          const out = await rollback.mutateAsync({
            changeSetId: restoring!,
            version: sets.data?.version ?? props.version,
          });
          toast.info(
            t("prices.restored", {
              when: from ? formatDateTime(from.at, i18n.language) : "",
              count: out.cells,
            }),
          );
          await Promise.all([props.onRestored(), sets.refetch()]);
        }}
      />
    </section>
  );
}

/** One cell's own history, newest first. */
export function CellHistory(props: {
  productId: number;
  combination: string;
  copy: number;
  /** The row's label in the grid, until the server's description is back. */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const h = trpc.admin.prices.cellHistory.useQuery({
    productId: props.productId,
    combination: props.combination,
    copy: props.copy,
  });
  const panel = useReveal<HTMLElement>(`${props.combination}|${props.copy}`);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="price-cell-history"
      aria-label={t("prices.cellHistory")}
    >
      <h3>
        {t("prices.cellHistoryOf", {
          combination: h.data?.description ?? props.label,
          count: props.copy,
        })}
      </h3>
      <ul>
        {(h.data?.items ?? []).map((i) => (
          <li key={i.changeSetId}>
            {formatDateTime(i.at, i18n.language)} · {i.actor.email} · {i.before ?? "—"} →{" "}
            {i.after ?? "—"}
          </li>
        ))}
      </ul>
    </section>
  );
}
