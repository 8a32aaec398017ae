import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useDescriber } from "./useDescriber";
import { Changes } from "./Changes";

/**
 * The history of one record, for its edit screen: each change as a sentence in the admin's
 * language (who, what, when) with its fields "label: old → new".
 */
export function RecordHistory({ target }: { target: { type: string; id: string } }) {
  const { t } = useTranslation();
  const describe = useDescriber();
  const history = trpc.admin.audit.list.useQuery(
    { target, pageSize: 25 },
    { meta: { silent: true } },
  );
  const entries = history.data?.items;
  return (
    <section className="audit-history" aria-label={t("kit:audit.title")}>
      <h2>{t("kit:audit.title")}</h2>
      {history.isPending ? <p role="status">{t("kit:table.loading")}</p> : null}
      {history.error ? (
        <p role="alert" className="form-error">
          {messageOf(history.error, t)}
        </p>
      ) : null}
      {entries && entries.length === 0 ? <p>{t("kit:audit.none")}</p> : null}
      <ol>
        {entries?.map((e) => {
          const d = describe(e);
          return (
            <li key={e.id}>
              <p>
                <time dateTime={e.at}>{d.when}</time> · {d.sentence}
              </p>
              <Changes changes={d.changes} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
