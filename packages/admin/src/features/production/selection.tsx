import { useTranslation } from "@printshop/ui";
import { useCallback, useState } from "react";
import type { Column } from "@printshop/ui/admin";

/**
 * Rows picked with checkboxes across pages of a list (the orders list's bulk work): a column of
 * checkboxes, and "select all on this page". The picked rows are kept as they were read.
 */
export function useSelection<T>(keyOf: (row: T) => string) {
  const { t } = useTranslation("production");
  const [picked, setPicked] = useState<Map<string, T>>(new Map());
  const toggle = useCallback(
    (rows: T[], on: boolean) =>
      setPicked((prev) => {
        const next = new Map(prev);
        for (const r of rows) {
          if (on) next.set(keyOf(r), r);
          else next.delete(keyOf(r));
        }
        return next;
      }),
    [keyOf],
  );
  const column = (labelOf: (row: T) => string): Column<T> => ({
    id: "select",
    header: "✓",
    cell: (r) => (
      <input
        type="checkbox"
        checked={picked.has(keyOf(r))}
        onChange={(e) => toggle([r], e.target.checked)}
        aria-label={t("bulk.selectRow", { number: labelOf(r) })}
      />
    ),
  });
  return {
    picked: [...picked.values()],
    has: (r: T) => picked.has(keyOf(r)),
    toggle,
    column,
    clear: () => setPicked(new Map()),
  };
}
export type Selection<T> = ReturnType<typeof useSelection<T>>;

/** "Select all on this page": ticked when every row of the page is picked. */
export function SelectAll<T>(props: { selection: Selection<T>; rows: T[] }) {
  const { t } = useTranslation("production");
  const all = props.rows.length > 0 && props.rows.every((r) => props.selection.has(r));
  return (
    <label className="select-page">
      <input
        type="checkbox"
        checked={all}
        disabled={props.rows.length === 0}
        onChange={(e) => props.selection.toggle(props.rows, e.target.checked)}
      />{" "}
      {t("bulk.selectPage")}
    </label>
  );
}
