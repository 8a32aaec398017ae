import { useTranslation } from "@printshop/ui";
import { useId, useRef, useState } from "react";
import {
  applySuggestion,
  asPricingError,
  suggest,
  type Diagnosis,
  type Suggestion,
} from "@printshop/core/workbench/index";
import { formatPricingError } from "@printshop/core/pricing/messages";
import type { Locale } from "@printshop/core/pricing/money";
import { NS } from "./texts";
import { named, nameOf } from "./suggestionTitles";

/**
 * The equation with shortcode suggestions as you type (↓ ↑ to choose, Enter or Tab to insert,
 * Escape to close) and each parse error shown at its position under the text.
 */
export function EquationEditor(props: {
  value: string;
  onChange: (next: string) => void;
  shortcodes: string[];
  /** Each shortcode's option title in the admin's language (suggestions show it, the code beside). */
  titles: ReadonlyMap<string, string>;
  diagnosis: Diagnosis;
  /** The server's refusal of this very equation on save: its message and, from the error's params, the position it found. */
  refusal?: { message: string; position?: number } | null;
}) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language as Locale;
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const errorId = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(0);
  const name = (s: Pick<Suggestion, "label" | "kind">) =>
    nameOf(s, props.titles, (f) => t(`equation.function.${f}`));

  const refresh = (source: string, cursor: number) => {
    const s = suggest(source, cursor, props.shortcodes);
    const typing = source.slice(s.start, cursor).length > 0;
    setItems(typing ? s.items : []);
    setActive(0);
  };
  const insert = (s: Suggestion) => {
    const el = ref.current!;
    const next = applySuggestion(props.value, el.selectionStart, s);
    props.onChange(next.source);
    setItems([]);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const first = props.diagnosis.errors[0];
  // The server's finding is shown where the local one says nothing (they come from the same parser).
  const refusal = props.diagnosis.ok ? (props.refusal ?? null) : null;

  return (
    <div className="equation-editor">
      <label htmlFor={`${listId}-input`}>{t("equation.label")}</label>
      <textarea
        id={`${listId}-input`}
        ref={ref}
        rows={3}
        spellCheck={false}
        value={props.value}
        aria-invalid={!props.diagnosis.ok || refusal !== null}
        aria-describedby={first || refusal ? errorId : undefined}
        aria-autocomplete="list"
        aria-controls={items.length ? listId : undefined}
        aria-activedescendant={items.length ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          props.onChange(e.target.value);
          refresh(e.target.value, e.target.selectionStart);
        }}
        onKeyDown={(e) => {
          if (!items.length) return;
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => (a + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length);
          } else if (e.key === "Enter" || e.key === "Tab") {
            e.preventDefault();
            insert(items[active]!);
          } else if (e.key === "Escape") setItems([]);
        }}
        onBlur={() => setTimeout(() => setItems([]), 150)}
      />
      {items.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("equation.suggestions")}
          className="suggestions"
        >
          {items.map((s, i) => (
            <li
              key={s.label}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => (e.preventDefault(), insert(s))}
            >
              {name(s).title} <code>{s.label}</code>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <div id={errorId} role="alert" className="form-error equation-error" data-source="server">
          {refusal.position !== undefined && (
            <Marker source={props.value} position={refusal.position} />
          )}
          <p>{refusal.message}</p>
        </div>
      )}
      {props.diagnosis.errors.map((e, i) => (
        <div
          key={i}
          id={i === 0 ? errorId : undefined}
          role="alert"
          className="form-error equation-error"
        >
          {e.position !== undefined && <Marker source={props.value} position={e.position} />}
          <p>
            {formatPricingError(asPricingError(e), locale)}
            {e.suggestions.length > 0 &&
              ` ${t("equation.didYouMean", {
                names: e.suggestions
                  .map((code) => named(name({ label: code, kind: "shortcode" })))
                  .join(", "),
              })}`}
          </p>
        </div>
      ))}
    </div>
  );
}

/** The equation with a caret under the character at `position`. */
function Marker(props: { source: string; position: number }) {
  return (
    <pre aria-hidden="true" className="equation-marker">
      {props.source}
      {"\n"}
      {" ".repeat(Math.max(0, Math.min(props.position, props.source.length)))}^
    </pre>
  );
}
