import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { messageOf, useToast } from "@printshop/ui";
import { SchemaForm } from "@printshop/ui/admin";
import { useAdminHref } from "../shell/paths";
import { RecordHistory } from "../features/audit/RecordHistory";
import { useResourceApi, type ResourceArea } from "./api";

/** A core schema the kit's SchemaForm validates with. */
export type FormSchema = Parameters<typeof SchemaForm>[0]["schema"];

/**
 * The edit screen every resource shares, at `<area>/:id` (`<area>/new` creates): a back link,
 * the kit's SchemaForm over the core schemas (create, or update with the version the person saw,
 * 409 when stale), a toast, and the record's audit history. The feature declares the defaults of
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
  /** The fields; `rec` is null on a new record. */
  fields: (rec: Rec | null) => ReactNode;
}) {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const { api, refresh, refreshRecord } = useResourceApi<unknown, Rec>(props.area);
  const record = api.get.useQuery({ id: Number(id) }, { enabled: !isNew, meta: { silent: true } });
  const create = api.create.useMutation();
  const update = api.update.useMutation({ onError: () => void refreshRecord(Number(id)) });
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
  return (
    <>
      {back}
      <h1>{props.heading(r)}</h1>
      <SchemaForm
        key={`${key.id}:${key.version}`}
        schema={props.updateSchema}
        defaultValues={{ ...key, ...props.valuesOf(r) }}
        submitLabel={t("common.save")}
        label={label}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...(values as object), version: key.version } as never);
          toast.info(t("common.saved"));
          await refresh();
        }}
      >
        {props.fields(r)}
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: props.historyType, id: String(key.id) }} />
    </>
  );
}
