import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";

/**
 * A bar chart of one series over time, drawn by uPlot (canvas, ~21 KB gzip, no dependencies; the
 * dashboard's chunk loads it, never the admin's entry). The canvas is decoration for the eye:
 * the same numbers are in the table beside it, which is what a screen reader reads.
 */
export function BarChart({
  labels,
  values,
  name,
  height = 180,
}: {
  /** Seconds since the epoch of each bar (its day, week or month). */
  labels: number[];
  values: number[];
  name: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const bars = uPlot.paths.bars!({ size: [0.7, 40] });
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max : 1] } },
        series: [
          {},
          { label: name, paths: bars, fill: "#2f6fb0", stroke: "#2f6fb0", points: { show: false } },
        ],
        axes: [{}, { size: 60 }],
      },
      [labels, values],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, el.clientWidth), height }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, values, name, height]);
  return <div ref={box} className="dashboard-chart" aria-hidden="true" />;
}
