/**
 * The matrix's canvas: one element the size of the scroller's client area, sticky at its top
 * left, redrawn from `paintList` on every scroll event, every render of the grid (values,
 * verdicts, selection, editing) and every resize. A fling then costs one canvas of text per frame
 * instead of a hundred new cells to style, lay out and paint (bench/grid-scroll.ts).
 */
import { useCallback, useLayoutEffect, useRef, type RefObject } from "react";
import { paintList, painter, visibleOf, type PaintGeometry, type PaintModel } from "./paint";

interface Surface {
  ctx: CanvasRenderingContext2D;
  paint: ReturnType<typeof painter>;
  width: number;
  height: number;
  dpr: number;
  /** The grid's CSS font without its weight ("16px system-ui, …") and text colour. */
  font: string;
  color: string;
}

export function useGridCanvas(
  scroller: RefObject<HTMLDivElement | null>,
  canvas: RefObject<HTMLCanvasElement | null>,
  model: PaintModel,
  geometry: PaintGeometry,
  body: { width: number; height: number },
) {
  const modelRef = useRef(model);
  modelRef.current = model;
  const geometryRef = useRef(geometry);
  geometryRef.current = geometry;
  const surface = useRef<Surface | null>(null);

  const draw = useCallback(() => {
    const el = scroller.current;
    const s = surface.current;
    if (!el || !s || s.width === 0 || s.height === 0) return;
    const view = { top: el.scrollTop, left: el.scrollLeft, width: s.width, height: s.height };
    const m = modelRef.current;
    s.ctx.setTransform(s.dpr, 0, 0, s.dpr, 0, 0);
    s.paint(paintList(m, view, geometryRef.current, s.color), s.font);
    // Which rows the canvas shows (read by bench/grid-scroll.ts and the e2e test, not by the app).
    const { rowFrom, rowTo } = visibleOf(
      view,
      geometryRef.current,
      m.rowLabels.length,
      m.runs.length,
    );
    const rows = `${rowFrom}:${rowTo}`;
    if (canvas.current!.dataset.rows !== rows) canvas.current!.dataset.rows = rows;
  }, [scroller, canvas]);

  // The canvas's size: the scroller's client area (never more than the body, which would overflow it).
  const bodyRef = useRef(body);
  bodyRef.current = body;
  const resize = useCallback(() => {
    const el = scroller.current;
    const c = canvas.current;
    if (!el || !c) return;
    // Opaque (every frame fills it whole): the compositor need not blend it.
    const ctx = surface.current?.ctx ?? c.getContext("2d", { alpha: false });
    if (!ctx) return;
    const width = Math.min(el.clientWidth, bodyRef.current.width);
    const height = Math.min(el.clientHeight, bodyRef.current.height);
    const dpr = window.devicePixelRatio || 1;
    const style = getComputedStyle(el);
    c.width = Math.round(width * dpr);
    c.height = Math.round(height * dpr);
    c.style.width = `${width}px`;
    c.style.height = `${height}px`;
    c.style.marginBottom = `${-height}px`;
    surface.current = {
      ctx,
      paint: surface.current?.paint ?? painter(ctx),
      width,
      height,
      dpr,
      font: `${style.fontSize} ${style.fontFamily}`,
      color: style.color,
    };
    draw();
  }, [scroller, canvas, draw]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    resize();
    // A web font arriving later changes the text's metrics.
    void document.fonts?.ready.then(resize);
    return () => observer.disconnect();
  }, [scroller, resize]);
  useLayoutEffect(resize, [body.width, body.height, resize]);
  // Every render of the grid (an edit, a selection, the editor opening) redraws.
  useLayoutEffect(draw);
  return draw;
}
