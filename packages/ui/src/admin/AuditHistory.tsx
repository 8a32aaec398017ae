import { useTranslation } from "../i18n-react";
import { formatDateTime } from "@printshop/core/format";
import { messageOf } from "../errors";

/** One audit entry as `admin.audit.list` answers it. */
export interface AuditEntry {
  at: number | string;
  actor: string | { id?: string; userId?: string; email?: string };
  action: string;
  target: string | { type: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The fields an entry changed, `before → after`, in a stable order. */
export function changesOf(
  entry: Pick<AuditEntry, "before" | "after">,
): { field: string; before: string; after: string }[] {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ].sort();
  const show = (v: unknown) =>
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects went to JSON.stringify; the rest are primitives
    v === undefined || v === null ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v);
  return keys
    .map((field) => ({
      field,
      before: show(entry.before?.[field]),
      after: show(entry.after?.[field]),
    }))
    .filter((c) => c.before !== c.after);
}

export const actorOf = (a: AuditEntry["actor"]) =>
  typeof a === "string" ? a : (a.email ?? a.id ?? a.userId ?? "?");
export const targetOf = (tg: AuditEntry["target"]) =>
  typeof tg === "string" ? tg : `${tg.type}:${tg.id}`;

/**
 * A record's history: who changed what and when (the edit screen of every record shows its own,
 * from `admin.audit.list({ target })`).
 */
export function AuditHistory(props: {
  entries: AuditEntry[] | undefined;
  isPending: boolean;
  error?: unknown;
  title?: string;
}) {
  const { t, i18n } = useTranslation("kit");
  return (
    <section className="audit-history" aria-label={props.title ?? t("audit.title")}>
      <h2>{props.title ?? t("audit.title")}</h2>
      {props.isPending ? <p role="status">{t("table.loading")}</p> : null}
      {props.error ? (
        <p role="alert" className="form-error">
          {messageOf(props.error, t)}
        </p>
      ) : null}
      {props.entries && props.entries.length === 0 ? <p>{t("audit.none")}</p> : null}
      <ol>
        {props.entries?.map((e, i) => (
          <li key={`${String(e.at)}-${i}`}>
            <p>
              <time dateTime={new Date(e.at).toISOString()}>
                {formatDateTime(e.at, i18n.language)}
              </time>{" "}
              · <strong>{actorOf(e.actor)}</strong> · {e.action}
            </p>
            <ul>
              {changesOf(e).map((c) => (
                <li key={c.field}>
                  <code>{c.field}</code>: {c.before} → {c.after}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
