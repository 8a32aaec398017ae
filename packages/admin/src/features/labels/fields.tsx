import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LABEL_FIELDS, type FieldKind } from "@printshop/core/labels/settings-schema";
import { NS } from "./texts";

/** Reads and writes one value at a dotted path of the draft (immutably). */
export function getAt(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), obj);
}
export function setAt<T>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".");
  const src = (obj ?? {}) as Record<string, unknown>;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(src) ? [...src] : { ...src };
  (copy as Record<string, unknown>)[head!] = rest.length ? setAt(src[head!], rest.join("."), value) : value;
  return copy as T;
}

/** Typed text → number: "" and non-numbers stay text so the schema reports them (a comma counts as a point). */
export const toNumber = (text: string): number | string => {
  const t = text.trim().replace(",", ".");
  return t !== "" && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : text;
};

/** A number with its unit and valid range beside it, and its error under it. */
export function NumberField(props: { label: string; kind: FieldKind; value: unknown; onChange: (v: number | string) => void; error?: string; compact?: boolean }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const limit = LABEL_FIELDS[props.kind];
  const [text, setText] = useState(String(props.value ?? ""));
  useEffect(() => setText((cur) => (toNumber(cur) === props.value ? cur : String(props.value ?? ""))), [props.value]);
  const range = t("range", { min: limit.min.toLocaleString(), max: limit.max.toLocaleString(), unit: t(`units.${limit.unit}`) });
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
      {props.error && <span id={`${id}-error`} role="alert" className="form-error">{props.error}</span>}
    </div>
  );
}
