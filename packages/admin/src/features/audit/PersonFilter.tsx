import { useTranslation } from "@printshop/ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { trpc, type RouterOutputs } from "../../trpc";

type Person = RouterOutputs["admin"]["audit"]["people"]["items"][number];

/** The box's bound (the server's schema takes at most 100 characters). */
export const PERSON_MAX = 100;
/** Suggestions are asked for from this many characters on. */
export const SUGGEST_FROM = 2;
const WAIT_MS = 250;

/** What the box shows for a chosen person: the name, else the e-mail. */
export const personLabel = (p: Person) => p.name || p.email;

/**
 * The audit log's person filter: an ARIA combobox (role=combobox, a listbox of suggestions,
 * arrows move, Enter picks, Escape closes, the count announced) that suggests staff and
 * customers by name or e-mail from `admin.audit.people` as one types (from 2 characters,
 * debounced, at most 10). A suggestion picked filters by that person's id; text not picked
 * still filters by name or e-mail, as before.
 */
export function PersonFilter(props: {
  /** The free-text filter in the URL. */
  text: string;
  /** A person chosen (their id in the URL). */
  actor: string;
  onText: (text: string) => void;
  onPick: (person: Person) => void;
}) {
  const { t } = useTranslation("audit");
  const id = `person${useId().replace(/:/g, "")}`;
  const [text, setText] = useState(props.text);
  const [picked, setPicked] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState("");
  const onText = useRef(props.onText);
  onText.current = props.onText;

  // The URL's text wins when it changes from outside (back, a link).
  useEffect(() => {
    if (props.text) setText(props.text);
  }, [props.text]);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Free text filters by name or e-mail once typing pauses (a chosen person's name does not).
  useEffect(() => {
    const typed = text.trim();
    if (typed === picked || typed === props.text || (!typed && props.actor)) return;
    const timer = setTimeout(() => onText.current(typed), WAIT_MS + 50);
    return () => clearTimeout(timer);
  }, [text, picked, props.text, props.actor]);

  // Closed, the last answer is kept (an arrow opens the list on it) but nothing is asked.
  const asking = query.length >= SUGGEST_FROM && query !== picked;
  const people = trpc.admin.audit.people.useQuery(
    { query },
    { enabled: asking && open, placeholderData: keepPreviousData },
  );
  const items = asking ? (people.data?.items ?? []) : [];
  const shown = asking && people.data !== undefined;

  const pick = (p: Person) => {
    setPicked(personLabel(p));
    setText(personLabel(p));
    setOpen(false);
    setActive(-1);
    props.onPick(p);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? items.length - 1 : (i + step + items.length) % items.length,
      );
    } else if (e.key === "Enter") {
      e.preventDefault();
      const p = open ? items[active] : undefined;
      if (p) pick(p);
      else {
        setOpen(false);
        if (text.trim() !== picked) props.onText(text.trim());
      }
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="person-filter">
      <label htmlFor={id}>{t("person")}</label>{" "}
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={shown && open && items.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        maxLength={PERSON_MAX}
        value={text}
        onChange={(e) => {
          setText(e.target.value.slice(0, PERSON_MAX));
          setPicked(null);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t("suggestions")}
        className="person-filter-list"
        hidden={!(shown && open && items.length > 0)}
      >
        {items.map((p, i) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (arrows, Enter, aria-activedescendant); the click is the pointer's way
          <li
            key={p.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? "is-active" : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => pick(p)}
          >
            <span>{personLabel(p)}</span>{" "}
            <span className="hint">
              {p.name ? `${p.email} · ` : ""}
              {p.staff ? t("staff") : t("customer")}
            </span>
          </li>
        ))}
      </ul>
      <span role="status" className="person-filter-status">
        {shown && open
          ? items.length > 0
            ? t("peopleFound", { count: items.length })
            : t("nobodyFound")
          : ""}
      </span>
    </div>
  );
}
