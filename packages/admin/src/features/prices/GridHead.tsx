import { memo } from "react";
import { COL_WIDTH, HEADER_HEIGHT, LABEL_WIDTH, type GridTexts } from "./GridRow";

/**
 * The grid's sticky header: the label column's corner, then per run its title and, over each
 * cell's two numbers, which is the net and which the gross (issue 27 fault 3: the pairs were
 * unlabelled). The words are hidden from assistive technology: each cell's texts are labelled.
 */
export const GridHead = memo(function GridHead(props: {
  corner: string;
  runTitles: readonly string[];
  texts: GridTexts;
}) {
  return (
    <div
      className="price-grid-head"
      style={{ position: "sticky", top: 0, zIndex: 2, height: HEADER_HEIGHT, display: "flex" }}
    >
      <div
        style={{
          position: "sticky",
          left: 0,
          width: LABEL_WIDTH,
          height: HEADER_HEIGHT,
          flex: "none",
          zIndex: 1,
        }}
        className="price-grid-corner"
      >
        {props.corner}
      </div>
      {props.runTitles.map((title, c) => (
        <div
          key={c}
          role="columnheader"
          style={{
            position: "absolute",
            top: 0,
            left: LABEL_WIDTH + c * COL_WIDTH,
            width: COL_WIDTH,
            height: HEADER_HEIGHT,
          }}
        >
          {title}
          <span className="price-grid-parts" aria-hidden="true">
            <span>{props.texts.netShort}</span>
            <span>{props.texts.grossShort}</span>
          </span>
        </div>
      ))}
    </div>
  );
});
