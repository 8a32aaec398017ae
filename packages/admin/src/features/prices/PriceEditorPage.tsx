import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { useToast, useTranslation } from "@printshop/ui";
import { ConfirmDialog } from "@printshop/ui/admin";
import { useUnsavedChanges } from "@printshop/ui/form";
import { trpc } from "../../trpc";
import {
  filterRows,
  formingAttributes,
  matrixRows,
  rowLabel,
  rowLabeler,
  surchargeAttributes,
} from "./combinations";
import { saveRequest, savedByCombination, savedGrid } from "./matrix";
import { useGrid } from "./grid/useGrid";
import { PriceGrid } from "./PriceGrid";
import { AddRunDialog, ChangeAllDialog } from "./dialogs";
import { CellHistory, HistoryPanel } from "./HistoryPanel";
import { FilePanel } from "./FilePanel";
import { DependentsDialog } from "../products/DependentsDialog";
import type { RemoveAnswer } from "@printshop/core/product/admin-schema";

type Lang = "pl" | "en" | "de";

/** One product's price table: pick a combination (or the whole matrix), edit it like a spreadsheet, save one change set. */
export function PriceEditorPage() {
  const { t, i18n } = useTranslation();
  const lang = (["pl", "en", "de"].includes(i18n.language) ? i18n.language : "pl") as Lang;
  const toast = useToast();
  const productId = Number(useParams().productId);
  const product = trpc.admin.products.get.useQuery({ productId });
  const allRows = useMemo(
    () => (product.data ? matrixRows(product.data.attributes) : []),
    [product.data],
  );
  // The whole version (runs, VAT, version and every cell) in one read, asked for together with the
  // product (not after it): the store's compact lines, ≈ 1.4 MB at 100,000 cells (matrix.ts).
  const table = trpc.admin.prices.matrix.useQuery({ productId });
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [filter, setFilter] = useState<number[]>([]);
  const rows = useMemo(() => filterRows(allRows, filter), [allRows, filter]);
  const runs = useMemo(() => table.data?.runs ?? [], [table.data]);
  const byCombination = useMemo(
    () => savedByCombination(table.data?.rows ?? "", runs),
    [table.data, runs],
  );
  const saved = useMemo(
    () => (table.data ? savedGrid(byCombination, rows, runs) : []),
    [table.data, byCombination, rows, runs],
  );
  const grid = useGrid(saved);
  // Built once per rows/language, not on every render: 10,000 labels took ~0.6 s (bench/grid-scroll.ts).
  const rowLabels = useMemo(
    () => (product.data ? rows.map(rowLabeler(product.data.attributes, lang)) : []),
    [rows, product.data, lang],
  );
  const [dialog, setDialog] = useState<"changeAll" | "addRun" | "history" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [runDependents, setRunDependents] = useState<{
    title: string;
    answer: RemoveAnswer;
    copy: number;
  } | null>(null);
  const [cell, setCell] = useState<{ combination: string; copy: number; label: string } | null>(
    null,
  );
  const save = trpc.admin.prices.save.useMutation();
  const saveCells = trpc.admin.prices.saveCells.useMutation();
  const removeRun = trpc.admin.prices.removeRun.useMutation({ onError: () => undefined });
  const reload = () => table.refetch();
  const runRemoved = async (copy: number, cells: number) => {
    toast.info(t("prices.runRemoved", { count: copy, cells }));
    await reload();
  };
  // From Save until the saved prices are back from the server: not "unsaved" any more.
  const [saving, setSaving] = useState(false);
  const { changed, invalid } = grid.review;
  const dirty = grid.history.past.length > 0 && (changed.length > 0 || invalid.length > 0);
  // Typed prices not saved yet: leaving the screen asks first.
  useUnsavedChanges(dirty && !saving);

  if (product.isLoading) return <p>{t("prices.loading")}</p>;
  if (!product.data) return <p role="alert">{t("prices.notFound")}</p>;
  const attrs = product.data.attributes;
  const vat = table.data?.vat ?? 23;
  const version = table.data?.version ?? 0;

  const onSave = async () => {
    if (invalid.length) return;
    const req = saveRequest(changed, rows, runs);
    if (req.kind === "none") return;
    setSaving(true);
    try {
      if (req.kind === "save")
        await save.mutateAsync({
          productId,
          combination: req.combination,
          cells: req.cells,
          version,
        });
      else await saveCells.mutateAsync({ productId, cells: req.cells, version });
      toast.info(t("prices.saved", { count: changed.length }));
      await reload();
    } catch {
      // The ApiProvider shows the server's message; the grid keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const show = (ids: number[]) => setFilter(ids);

  return (
    <>
      <h1>{t("prices.titleOf", { title: product.data.title[lang] || product.data.title.pl })}</h1>
      <section className="price-pick" aria-label={t("prices.pick")}>
        {formingAttributes(attrs).map((a) => (
          <label key={a.id}>
            {a.title[lang] || a.title.pl}{" "}
            <select
              value={picked[a.id] ?? ""}
              onChange={(e) => setPicked({ ...picked, [a.id]: Number(e.target.value) || 0 })}
            >
              <option value="">{t("prices.any")}</option>
              {a.values.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.title[lang] || v.title.pl}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="button" onClick={() => show(Object.values(picked).filter(Boolean))}>
          {t("prices.show")}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => (setPicked({}), show([]))}
        >
          {t("prices.showAll")}
        </button>
        {surchargeAttributes(attrs).map((a) => (
          <div key={a.id} className="price-surcharge">
            {a.title[lang] || a.title.pl}:{" "}
            {a.values.map((v) => (
              <button key={v.id} type="button" onClick={() => show([v.id])}>
                {t("prices.showValue", { value: v.title[lang] || v.title.pl })}
              </button>
            ))}
          </div>
        ))}
      </section>
      <div className="price-toolbar" role="toolbar" aria-label={t("prices.tools")}>
        <button type="button" onClick={grid.undo} disabled={!grid.history.past.length}>
          {t("prices.undo")}
        </button>
        <button type="button" onClick={grid.redo} disabled={!grid.history.future.length}>
          {t("prices.redo")}
        </button>
        <button type="button" onClick={grid.fillDown}>
          {t("prices.fillDown")}
        </button>
        <button
          type="button"
          onClick={() => void onSave()}
          disabled={!dirty || invalid.length > 0 || save.isPending || saveCells.isPending}
        >
          {t("prices.save", { count: changed.length })}
        </button>
        <button type="button" onClick={() => setDialog("addRun")}>
          {t("prices.addRun")}
        </button>
        <button type="button" onClick={() => setDialog("changeAll")} disabled={!runs.length}>
          {t("prices.changeAll")}
        </button>
        <button type="button" onClick={() => setDialog(dialog === "history" ? null : "history")}>
          {t("prices.history")}
        </button>
        {runs.length ? (
          <button
            type="button"
            onClick={() => {
              const at = grid.selection.focus;
              const r = rows[at.row];
              if (r)
                setCell({ combination: r.key, copy: runs[at.col]!, label: rowLabels[at.row]! });
            }}
          >
            {t("prices.cellHistory")}
          </button>
        ) : null}
      </div>
      {invalid.length ? (
        <p role="alert" className="form-error">
          {t("prices.blocked", {
            count: invalid.length,
            reason: t(`prices.error.${invalid[0]!.error}`),
            row: rowLabel(rows[invalid[0]!.row]!, attrs, lang),
            run: runs[invalid[0]!.col],
          })}
        </p>
      ) : null}
      {table.isLoading ? (
        <p>{t("prices.loading")}</p>
      ) : !runs.length ? (
        <p className="price-empty">{t("prices.empty")}</p>
      ) : (
        <>
          <div className="price-runs">
            {runs.map((r) => (
              <button
                key={r}
                type="button"
                className="button-secondary"
                onClick={() => setRemoving(r)}
                aria-label={t("prices.removeRunOf", { count: r })}
              >
                {t("prices.run", { count: r })} ✕
              </button>
            ))}
          </div>
          <PriceGrid grid={grid} rowLabels={rowLabels} runs={runs} vat={vat} />
        </>
      )}
      {cell ? (
        <CellHistory
          productId={productId}
          combination={cell.combination}
          copy={cell.copy}
          label={cell.label}
        />
      ) : null}
      {dialog === "history" ? (
        <HistoryPanel productId={productId} version={version} onRestored={reload} />
      ) : null}
      <FilePanel productId={productId} version={version} onImported={reload} />
      <ChangeAllDialog
        open={dialog === "changeAll"}
        productId={productId}
        runs={runs}
        version={version}
        onClose={() => setDialog(null)}
        onDone={reload}
      />
      <AddRunDialog
        open={dialog === "addRun"}
        productId={productId}
        version={version}
        onClose={() => setDialog(null)}
        onDone={reload}
      />
      <ConfirmDialog
        open={removing !== null}
        width={400}
        title={t("prices.removeRun")}
        message={t("prices.removeRunQuestion")}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const copy = removing!;
          const out = await removeRun.mutateAsync({ productId, copy, version });
          // Cart lines chose this run: nothing was removed; say so, and remove only when confirmed again.
          if (!out.removed)
            setRunDependents({ title: t("prices.run", { count: copy }), answer: out, copy });
          else await runRemoved(copy, out.dependents.priceCells);
        }}
      />
      <DependentsDialog
        open={runDependents}
        onClose={() => setRunDependents(null)}
        onConfirm={async () => {
          const copy = runDependents!.copy;
          const out = await removeRun.mutateAsync({ productId, copy, version, confirm: true });
          await runRemoved(copy, out.dependents.priceCells);
        }}
      />
    </>
  );
}
