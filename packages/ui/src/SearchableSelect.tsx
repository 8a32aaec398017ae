import { useTranslation } from "./i18n-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Why a disabled option cannot be picked, shown with it ("not available with Cover: Self cover"). */
  reason?: string;
}

export interface SearchableSelectProps<V extends string | number> {
  label: string;
  options: SelectOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** At most this many matches are listed (the seed's maxItem, default 10). */
  maxItem?: number;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
}

/**
 * The seed's searchable dropdown as an ARIA combobox: typing filters the options, at most
 * `maxItem` are listed, Enter picks the highlighted (else the first enabled) match, arrows move,
 * Escape closes. Disabled values are listed but cannot be picked.
 */
export function SearchableSelect<V extends string | number>(props: SearchableSelectProps<V>) {
  const { t } = useTranslation("ui");
  const { label, options, value, onChange, maxItem = 10, disabled, invalid, describedBy } = props;
  const autoId = useId();
  const id = props.id ?? `ss${autoId.replace(/:/g, "")}`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const selected = options.find((o) => o.value === value) ?? null;

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return (q ? options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : options).slice(
      0,
      maxItem,
    );
  }, [options, query, maxItem]);

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    setQuery("");
    const i = options.findIndex((o) => o.value === value);
    setActive(i >= 0 && i < maxItem ? i : 0);
  };
  const close = () => {
    setOpen(false);
    setQuery("");
  };
  const pick = (o: SelectOption<V> | undefined) => {
    if (!o || o.disabled) return;
    close();
    if (o.value !== value) onChange(o.value);
  };
  const move = (delta: number) => {
    if (matches.length === 0) return;
    let i = active;
    for (let n = 0; n < matches.length; n++) {
      i = (i + delta + matches.length) % matches.length;
      if (!matches[i]!.disabled) break;
    }
    setActive(i);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) openList();
      else move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Enter") {
      if (!open) return;
      e.preventDefault();
      const current = matches[active];
      pick(current && !current.disabled ? current : matches.find((o) => !o.disabled));
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        close();
      }
    } else if (e.key === "Tab") {
      close();
    }
  };

  return (
    <div className={`searchable-select${open ? " is-open" : ""}${invalid ? " is-invalid" : ""}`}>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-activedescendant={open && matches[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={
          open
            ? (selected?.label ?? props.placeholder ?? t("select.placeholder"))
            : (props.placeholder ?? t("select.placeholder"))
        }
        value={open ? query : (selected?.label ?? "")}
        onChange={(e) => {
          if (!open) setOpen(true);
          setQuery(e.target.value);
          setActive(0);
        }}
        onClick={() => (open ? undefined : openList())}
        onFocus={() => undefined}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <span
        className="searchable-select-caret"
        aria-hidden="true"
        onMouseDown={(e) => {
          e.preventDefault();
          if (open) close();
          else {
            input.current?.focus();
            openList();
          }
        }}
      >
        ▾
      </span>
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className="searchable-select-list">
          {matches.length === 0 ? (
            <li className="searchable-select-empty">{t("select.noMatches")}</li>
          ) : null}
          {matches.map((o, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (arrows, Enter, aria-activedescendant); the click is the pointer's way
            <li
              key={String(o.value)}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={o.value === value}
              aria-disabled={o.disabled || undefined}
              className={`${i === active ? "is-active" : ""}${o.disabled ? " is-disabled" : ""}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(o)}
            >
              {o.label}
              {o.reason ? <span className="searchable-select-reason"> ({o.reason})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
