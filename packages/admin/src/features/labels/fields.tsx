import { useTranslation } from "@printshop/ui";
import { useEffect, useId, useState } from "react";
import { formatNumber } from "@printshop/core/format";
import { LABEL_FIELDS, type FieldKind } from "@printshop/core/labels/settings-schema";
import { NS } from "./texts";
import { toNumber } from "./paths";

export { getAt, setAt, toNumber } from "./paths";

/** A number with its unit and valid range beside it, and its error under it. */
export function NumberField(props: {
  label: string;
  kind: FieldKind;
  value: unknown;
  onChange: (v: number | string) => void;
  error?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const limit = LABEL_FIELDS[props.kind];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a label setting's number or typed text
  const [text, setText] = useState(String(props.value ?? ""));
  useEffect(
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a label setting's number or typed text
    () => setText((cur) => (toNumber(cur) === props.value ? cur : String(props.value ?? ""))),
    [props.value],
  );
  const range = t("range", {
    min: formatNumber(limit.min, i18n.language),
    max: formatNumber(limit.max, i18n.language),
    unit: t(`units.${limit.unit}`),
  });
  return (
    <div className={props.compact ? "field compact" : "field"}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-range${props.error ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          setText(e.target.value);
          props.onChange(toNumber(e.target.value));
        }}
      />
      <small id={`${id}-range`}>{props.compact ? t(`units.${limit.unit}`) : range}</small>
      {props.error && (
        <span id={`${id}-error`} role="alert" className="form-error">
          {props.error}
        </span>
      )}
    </div>
  );
}

/** A comma-separated list of numbers (gaps, core diameters); the text follows the draft when it is reset. */
export function ListField(props: {
  label: string;
  kind: FieldKind;
  value: readonly unknown[];
  onChange: (v: (number | string)[]) => void;
  error?: string;
}) {
  const id = useId();
  const parse = (text: string) =>
    text
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map(toNumber);
  const [text, setText] = useState(props.value.join(", "));
  useEffect(
    () =>
      setText((cur) =>
        JSON.stringify(parse(cur)) === JSON.stringify(props.value) ? cur : props.value.join(", "),
      ),
    [props.value],
  );
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        value={text}
        data-kind={props.kind}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          props.onChange(parse(e.target.value));
        }}
      />
      {props.error && (
        <span id={`${id}-error`} role="alert" className="form-error">
          {props.error}
        </span>
      )}
    </div>
  );
}
