import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { CreateInput, UpdateInput } from "@printshop/core/menu/schema";
import { messageOf, useToast } from "@printshop/ui";
import { ConfirmDialog, DataTable, Field, SchemaForm, TranslatedField, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { RecordHistory } from "../audit/RecordHistory";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["menu"]["list"]["items"][number];
const SORTABLE = ["sort", "menuItemId", "title"] as const;
const blank = { pl: "", en: "", de: "" };

/** Menu items in `sort` order (sub-items marked ↳); show/hide and delete in place. */
export function MenuListPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = trpc.admin.menu.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const refresh = () => Promise.all([utils.admin.menu.invalidate(), utils.admin.audit.invalidate()]);
  const activate = trpc.admin.menu.activate.useMutation({ onSettled: refresh });
  const remove = trpc.admin.menu.remove.useMutation({ onSettled: refresh });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { id: "sort", header: t("common.order"), sortable: true, cell: (r) => r.sort },
    { id: "title", header: t("menu.label"), sortable: true, cell: (r) => <Link to={href(`/menu/${r.menuItemId}`)}>{r.parentId ? "↳ " : ""}{pickText(r.title, i18n.language)}</Link> },
    { id: "link", header: t("common.link"), cell: (r) => r.link },
    { id: "active", header: t("common.active"), cell: (r) => (r.active ? t("common.activeYes") : t("common.activeNo")) },
  ];
  return (
    <>
      <h1>{t("section.menu")}</h1>
      <p className="actions">
        <Link className="button" to={href("/menu/new")}>
          {t("common.add")}
        </Link>
      </p>
      <DataTable
        caption={t("menu.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.menuItemId)}
        searchLabel={t("common.search")}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => activate.mutate({ id: r.menuItemId, version: r.version, value: !r.active })} disabled={activate.isPending}>
              {r.active ? t("common.hide") : t("common.show")}
            </button>
            <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
              {t("common.delete")}
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t("menu.deleteTitle")}
        message={t("menu.deleteMessage", { title: deleting ? pickText(deleting.title, i18n.language) : "" })}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.menuItemId, version: deleting.version });
          toast.info(t("common.deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** One menu item (or a new one): label per language, link, parent (one level), active, order. */
export function MenuEditPage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const record = trpc.admin.menu.get.useQuery({ id: Number(id) }, { enabled: !isNew, meta: { silent: true } });
  const refresh = () => Promise.all([utils.admin.menu.invalidate(), utils.admin.audit.invalidate()]);
  const create = trpc.admin.menu.create.useMutation();
  const update = trpc.admin.menu.update.useMutation({ onError: () => void utils.admin.menu.get.invalidate({ id: Number(id) }) });
  const back = (
    <p>
      <Link to={href("/menu")}>← {t("section.menu")}</Link>
    </p>
  );
  if (isNew)
    return (
      <>
        {back}
        <h1>{t("common.new")}</h1>
        <SchemaForm
          schema={CreateInput}
          defaultValues={{ title: blank, link: "/", active: true, sort: 0, parentId: null }}
          submitLabel={t("common.add")}
          label={t("section.menu")}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(values);
            toast.info(t("common.saved"));
            await refresh();
            navigate(href(`/menu/${made.menuItemId}`));
          }}
        >
          <Fields />
        </SchemaForm>
      </>
    );
  if (record.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (record.isError)
    return (
      <p role="alert" className="form-error">
        {messageOf(record.error, t)}
      </p>
    );
  const b = record.data;
  return (
    <>
      {back}
      <h1>{b.title.pl}</h1>
      <SchemaForm
        key={`${b.menuItemId}:${b.version}`}
        schema={UpdateInput}
        defaultValues={{ id: b.menuItemId, version: b.version, title: b.title, link: b.link, active: b.active, sort: b.sort, parentId: b.parentId }}
        submitLabel={t("common.save")}
        label={t("section.menu")}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, version: b.version });
          toast.info(t("common.saved"));
          await refresh();
        }}
      >
        <Fields self={b.menuItemId} />
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: "menuItem", id: String(b.menuItemId) }} />
    </>
  );
}

function Fields({ self }: { self?: number }) {
  const { t, i18n } = useTranslation();
  // Parents: top-level items other than this one (one level of nesting).
  const tops = trpc.admin.menu.list.useQuery({ pageSize: 100, sort: { by: "sort", dir: "asc" }, filters: { parentId: null } });
  const options = [{ value: "", label: t("menu.noParent") }, ...(tops.data?.items ?? []).filter((m) => m.menuItemId !== self).map((m) => ({ value: String(m.menuItemId), label: pickText(m.title, i18n.language) }))];
  return (
    <>
      <TranslatedField name="title" label={t("menu.label")} />
      <Field name="link" label={t("common.link")} />
      <ParentSelect options={options} />
      <Field name="sort" label={t("common.order")} type="number" min={0} />
      <Field name="active" label={t("common.active")} type="checkbox" />
    </>
  );
}

/** The parent as a select whose blank option means "top level" (null). */
function ParentSelect({ options }: { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <div className="field">
      <label>
        <span>{t("menu.parent")}</span>
        <select {...register("parentId", { setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)) })}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
