import { useTranslation } from "@printshop/ui";
import { useState } from "react";
import { ConfirmDialog } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { AddRunDialog } from "../prices/dialogs";

/** A table product's runs: add (the seed's add-copies dialog, width 300) and delete (its Yes/No question, width 400). */
export function RunsPanel({ productId }: { productId: number }) {
  const { t } = useTranslation("products");
  const utils = trpc.useUtils();
  const runs = trpc.admin.prices.runs.useQuery({ productId });
  const removeRun = trpc.admin.prices.removeRun.useMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const reload = () =>
    Promise.all([runs.refetch(), utils.admin.prices.invalidate(), utils.admin.audit.invalidate()]);
  const version = runs.data?.version ?? 0;
  return (
    <section aria-labelledby="runs-title">
      <h2 id="runs-title">{t("runs")}</h2>
      {runs.data && runs.data.runs.length === 0 ? <p>{t("noRuns")}</p> : null}
      <ul className="product-runs">
        {(runs.data?.runs ?? []).map((r) => (
          <li key={r}>
            {t("run", { count: r })}{" "}
            <button
              type="button"
              className="button-secondary"
              onClick={() => setRemoving(r)}
              aria-label={t("removeRunOf", { count: r })}
            >
              {t("delete")}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setAdding(true)}>
        {t("addRun")}
      </button>
      <AddRunDialog
        open={adding}
        productId={productId}
        version={version}
        onClose={() => setAdding(false)}
        onDone={reload}
      />
      <ConfirmDialog
        open={removing !== null}
        width={400}
        title={t("removeRunTitle")}
        message={t("removeRunQuestion")}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await removeRun.mutateAsync({ productId, copy: removing!, version });
          await reload();
        }}
      />
    </section>
  );
}
