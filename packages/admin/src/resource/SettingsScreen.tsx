import { useState, type ReactNode } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast, useTranslation } from "@printshop/ui";
import {
  ConfirmDialog,
  DataTable,
  SchemaForm,
  useListState,
  type Column,
} from "@printshop/ui/admin";
import { RecordHistory } from "../features/audit/RecordHistory";
import { useResourceApi, type SettingsArea } from "./api";
import type { FormSchema } from "./EditScreen";

/**
 * The settings screen payments and shipping share, as the seed has them: one page with the list
 * (an edit button per row, and delete where the feature allows it, asked in the kit's dialog), an
 * edit panel with the record's history, and an add form behind a button. The feature declares its
 * columns, words, schemas and fields.
 */
export function SettingsScreen<Row extends object>(props: {
  area: SettingsArea;
  /** The other settings area whose lists show this one's rows (payments ↔ shipping). */
  also: SettingsArea;
  sortable: readonly string[];
  caption: string;
  columns: Column<Row>[];
  idOf: (row: Row) => number;
  versionOf: (row: Row) => number;
  historyType: string;
  createSchema: FormSchema;
  updateSchema: FormSchema;
  blank: Record<string, unknown>;
  valuesOf: (row: Row) => Record<string, unknown>;
  editTitle: string;
  editFields: ReactNode;
  addTitle: string;
  addFields: ReactNode;
  added: string;
  /** Delete, when the feature has it: the dialog's words. */
  remove?: { title: string; message: string };
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { api, refresh, fetchRecord } = useResourceApi<Row, Row>(props.area, [props.also]);
  const { state, setState, input } = useListState(props.sortable, [] as const);
  const list = api.list.useQuery(input as never, { placeholderData: keepPreviousData });
  // A failed save is the form's to show (inline, or a toast for what belongs to no field).
  const create = api.create.useMutation({ onError: () => undefined });
  const update = api.update.useMutation({ onError: () => undefined });
  const remove = api.remove.useMutation({ onSettled: refresh });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const key = (row: Row) => ({ id: props.idOf(row), version: props.versionOf(row) });
  const formOf = (row: Row) => ({ ...key(row), ...props.valuesOf(row) });
  return (
    <>
      <h1>{t(`section.${props.area}`)}</h1>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(props.idOf(r))}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => setEditing(r)}>
              {t("common.edit")}
            </button>
            {props.remove ? (
              <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
                {t("common.delete")}
              </button>
            ) : null}
          </>
        )}
      />
      {editing ? (
        <section className="panel" aria-label={props.editTitle}>
          <h2>{props.editTitle}</h2>
          {/* Keyed by the record, not its version: the form carries the version it saves
              against, and a stale save keeps what was typed beside the newer values. */}
          <SchemaForm
            key={props.idOf(editing)}
            schema={props.updateSchema}
            defaultValues={formOf(editing)}
            submitLabel={t("common.save")}
            label={props.editTitle}
            reload={async () => formOf(await fetchRecord(props.idOf(editing)))}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync(values as never);
              toast.info(t("common.saved"));
              setEditing(saved);
              await refresh();
              return { values: formOf(saved) };
            }}
          >
            {props.editFields}
          </SchemaForm>
          <RecordHistory target={{ type: props.historyType, id: String(props.idOf(editing)) }} />
        </section>
      ) : null}
      {adding ? (
        <section className="panel" aria-label={props.addTitle}>
          <h2>{props.addTitle}</h2>
          <SchemaForm
            schema={props.createSchema}
            defaultValues={props.blank}
            submitLabel={t("common.add")}
            label={props.addTitle}
            onSubmit={async (values) => {
              await create.mutateAsync(values as never);
              toast.info(props.added);
              setAdding(false);
              await refresh();
            }}
          >
            {props.addFields}
          </SchemaForm>
        </section>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          {props.addTitle}
        </button>
      )}
      {props.remove ? (
        <ConfirmDialog
          open={!!deleting}
          title={props.remove.title}
          message={props.remove.message}
          confirmLabel={t("common.delete")}
          danger
          onConfirm={async () => {
            if (!deleting) return;
            await remove.mutateAsync(key(deleting));
            if (editing && props.idOf(editing) === props.idOf(deleting)) setEditing(null);
            toast.info(t("common.deleted"));
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
