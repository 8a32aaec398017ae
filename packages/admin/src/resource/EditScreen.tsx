import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { SchemaForm } from "@printshop/ui/admin";
import { useAdminHref } from "../shell/paths";
import { RecordHistory } from "../features/audit/RecordHistory";
import { useResourceApi, type ResourceArea } from "./api";
import { ViewInShop } from "../features/production/ViewInShop";

/** A core schema the kit's SchemaForm validates with. */
export type FormSchema = Parameters<typeof SchemaForm>[0]["schema"];

/**
 * The edit screen every resource shares, at `<area>/:id` (`<area>/new` creates): a back link,
 * the kit's SchemaForm over the core schemas (create, or update with the version the person saw;
 * a stale save keeps what was typed and shows the newer values beside it), a toast, and the
 * record's audit history. The feature declares the defaults of
 * a new record, the form values of a stored one, and its fields.
 */
export function EditScreen<Rec>(props: {
  area: ResourceArea;
  createSchema: FormSchema;
  updateSchema: FormSchema;
  /** The form of a new record. */
  blank: Record<string, unknown>;
  /** The form of a stored record (without id and version). */
  valuesOf: (rec: Rec) => Record<string, unknown>;
  idOf: (rec: Rec) => number;
  versionOf: (rec: Rec) => number;
  heading: (rec: Rec) => string;
  /** The audit log's target type. */
  historyType: string;
  /** Where the record shows in the shop (a path without the language prefix): a "view in shop" link. */
  shopPath?: (rec: Rec) => string;
  /** The fields; `rec` is null on a new record. */
  fields: (rec: Rec | null) => ReactNode;
}) {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const { api, refresh, fetchRecord } = useResourceApi<unknown, Rec>(props.area);
  const record = api.get.useQuery({ id: Number(id) }, { enabled: !isNew, meta: { silent: true } });
  // A failed save is the form's to show (inline, or a toast for what belongs to no field).
  const create = api.create.useMutation({ onError: () => undefined });
  const update = api.update.useMutation({ onError: () => undefined });
  const label = t(`section.${props.area}`);
  const back = (
    <p>
      <Link to={href(`/${props.area}`)}>← {label}</Link>
    </p>
  );
  if (isNew)
    return (
      <>
        {back}
        <h1>{t("common.new")}</h1>
        <SchemaForm
          schema={props.createSchema}
          defaultValues={props.blank}
          submitLabel={t("common.add")}
          label={label}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(values as never);
            toast.info(t("common.saved"));
            await refresh();
            void navigate(href(`/${props.area}/${props.idOf(made)}`));
          }}
        >
          {props.fields(null)}
        </SchemaForm>
      </>
    );
  if (record.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (record.isError || !record.data)
    return (
      <p role="alert" className="form-error">
        {messageOf(record.error, t)}
      </p>
    );
  const r = record.data;
  const key = { id: props.idOf(r), version: props.versionOf(r) };
  const formOf = (rec: Rec) => ({
    id: props.idOf(rec),
    version: props.versionOf(rec),
    ...props.valuesOf(rec),
  });
  return (
    <>
      {back}
      <h1>{props.heading(r)}</h1>
      {props.shopPath ? <ViewInShop path={props.shopPath(r)} /> : null}
      {/* Keyed by the record, not its version: a newer version (after a save, or someone
          else's) never replaces what is being typed. The form carries the version it saves against. */}
      <SchemaForm
        key={key.id}
        schema={props.updateSchema}
        defaultValues={formOf(r)}
        submitLabel={t("common.save")}
        label={label}
        reload={async () => formOf(await fetchRecord(key.id))}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values as never);
          toast.info(t("common.saved"));
          await refresh();
          return { values: formOf(saved) };
        }}
      >
        {props.fields(r)}
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: props.historyType, id: String(key.id) }} />
    </>
  );
}
