import type { Described } from "./describe";

/** The changed fields of an entry: "label: old → new", one per line. */
export function Changes({ changes }: { changes: Described["changes"] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="change-label">{c.label}</span>: {c.before} → {c.after}
        </li>
      ))}
    </ul>
  );
}
