/**
 * Which rows and columns of the matrix to draw (its virtualisation): every row and column has a
 * fixed size, so the window is arithmetic on the scroll position, one listener for both
 * directions. Pure apart from `useGridWindow`.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

export interface Layout {
  rows: number;
  cols: number;
  rowHeight: number;
  colWidth: number;
  /** The sticky header's height and the sticky label column's width (they cover part of the viewport). */
  headerHeight: number;
  labelWidth: number;
}

export interface View {
  top: number;
  left: number;
  height: number;
  width: number;
}

/** Inclusive ranges; `rowTo < rowFrom` (or `colTo < colFrom`) when there is nothing to draw. */
export interface GridWindow {
  rowFrom: number;
  rowTo: number;
  colFrom: number;
  colTo: number;
}

export const BLOCK = 1;
const OVERSCAN_ROWS = 1;
const OVERSCAN_COLS = 1;
/** How long after the last scroll event the grid takes pointer events again. */
export const SETTLE_MS = 120;

export function windowOf(v: View, l: Layout): GridWindow {
  const first = Math.floor(v.top / l.rowHeight) - OVERSCAN_ROWS;
  const last = Math.ceil((v.top + v.height - l.headerHeight) / l.rowHeight) + OVERSCAN_ROWS;
  const rowFrom = Math.max(0, Math.floor(first / BLOCK) * BLOCK);
  const rowTo = Math.min(l.rows - 1, Math.ceil((last + 1) / BLOCK) * BLOCK - 1);
  const colFrom = Math.max(0, Math.floor(v.left / l.colWidth) - OVERSCAN_COLS);
  const colTo = Math.min(
    l.cols - 1,
    Math.ceil((v.left + v.width - l.labelWidth) / l.colWidth) + OVERSCAN_COLS - 1,
  );
  return { rowFrom, rowTo, colFrom, colTo };
}

const same = (a: GridWindow, b: GridWindow) =>
  a.rowFrom === b.rowFrom && a.rowTo === b.rowTo && a.colFrom === b.colFrom && a.colTo === b.colTo;

/** The scroll position that shows a cell whole (below the header, right of the labels), from the current one. */
export function revealOf(
  v: View,
  l: Layout,
  row: number,
  col: number,
): { top: number; left: number } {
  const y = row * l.rowHeight; // the row's top in the body (the body starts under the header)
  const top =
    y < v.top
      ? y
      : y + l.rowHeight > v.top + v.height - l.headerHeight
        ? y + l.rowHeight - (v.height - l.headerHeight)
        : v.top;
  const x = col * l.colWidth;
  const left =
    x < v.left
      ? x
      : x + l.colWidth > v.left + v.width - l.labelWidth
        ? x + l.colWidth - (v.width - l.labelWidth)
        : v.left;
  return { top: Math.max(0, top), left: Math.max(0, left) };
}

/**
 * The window of DOM rows for the scroller. The canvas draws what is seen (`onScroll` runs in every
 * scroll event, before the window is looked at); the DOM rows (the cells for keyboard, mouse and
 * screen readers, transparent) follow when the scrolling settles (SETTLE_MS after the last scroll
 * event), so a fling re-renders no React rows, lays out no cells and creates no elements per
 * frame. A scroll made by `reveal` (keyboard navigation) updates them at once, inside its event.
 * A resize or a new row or column count updates them as well.
 */
export function useGridWindow(
  scroller: RefObject<HTMLDivElement | null>,
  layout: Layout,
  onScroll: () => void,
) {
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const onScrollRef = useRef(onScroll);
  onScrollRef.current = onScroll;
  /** A scroll `reveal` asked for: its event updates the DOM rows at once. */
  const revealing = useRef(false);
  const [win, setWin] = useState<GridWindow>(() =>
    windowOf({ top: 0, left: 0, height: 600, width: 1000 }, layout),
  );
  const current = useRef(win);
  const viewOf = (el: HTMLDivElement): View => ({
    top: el.scrollTop,
    left: el.scrollLeft,
    height: el.clientHeight,
    width: el.clientWidth,
  });
  const update = useCallback(
    (sync: boolean) => {
      const el = scroller.current;
      if (!el) return;
      const next = windowOf(viewOf(el), layoutRef.current);
      if (same(next, current.current)) return;
      current.current = next;
      if (sync) flushSync(() => setWin(next));
      else setWin(next);
    },
    [scroller],
  );
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // While scrolling, the body takes no pointer events (data-scrolling, CSS): Chromium hit-tests
    // the content under a still mouse after every scrolled frame (hover), ≈ 3 ms a frame at fling
    // speed (bench/grid-scroll.ts --trace); SETTLE_MS after the last scroll event it does again.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      onScrollRef.current();
      if (revealing.current) {
        revealing.current = false;
        update(true);
      }
      if (settle === undefined) el.dataset.scrolling = "";
      else clearTimeout(settle);
      settle = setTimeout(() => {
        settle = undefined;
        update(true);
        delete el.dataset.scrolling;
      }, SETTLE_MS);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    const resize = new ResizeObserver(() => update(false));
    resize.observe(el);
    update(false);
    return () => {
      clearTimeout(settle);
      el.removeEventListener("scroll", onScroll);
      resize.disconnect();
    };
  }, [scroller, update]);
  // A new row or column count (a filter, an added run): recompute now.
  useLayoutEffect(() => update(false), [layout.rows, layout.cols, update]);
  const reveal = useCallback(
    (row: number, col: number) => {
      const el = scroller.current;
      if (!el) return;
      const to = revealOf(viewOf(el), layoutRef.current, row, col);
      if (to.top !== el.scrollTop || to.left !== el.scrollLeft) revealing.current = true;
      if (to.top !== el.scrollTop) el.scrollTop = to.top;
      if (to.left !== el.scrollLeft) el.scrollLeft = to.left;
    },
    [scroller],
  );
  return { window: win, reveal };
}
