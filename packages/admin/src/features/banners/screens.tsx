import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { CreateInput, UpdateInput } from "@printshop/core/banner/schema";
import { messageOf, useToast } from "@printshop/ui";
import { ConfirmDialog, DataTable, Field, SchemaForm, TranslatedField, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { RecordHistory } from "../audit/RecordHistory";
import { pickText } from "../pages/text";
import { ImageField } from "./ImageField";

type Row = RouterOutputs["admin"]["banners"]["list"]["items"][number];
const SORTABLE = ["sort", "bannerId", "caption"] as const;
const blank = { pl: "", en: "", de: "" };

/** Banners: the home page's carousel, in `sort` order; show/hide and delete in place. */
export function BannersListPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = trpc.admin.banners.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const refresh = () => Promise.all([utils.admin.banners.invalidate(), utils.admin.audit.invalidate()]);
  const activate = trpc.admin.banners.activate.useMutation({ onSettled: refresh });
  const remove = trpc.admin.banners.remove.useMutation({ onSettled: refresh });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { id: "sort", header: t("common.order"), sortable: true, cell: (r) => r.sort },
    { id: "caption", header: t("banners.text"), sortable: true, cell: (r) => <Link to={href(`/banners/${r.bannerId}`)}>{pickText(r.caption, i18n.language)}</Link> },
    { id: "link", header: t("common.link"), cell: (r) => r.link || "—" },
    { id: "active", header: t("common.active"), cell: (r) => (r.active ? t("common.activeYes") : t("common.activeNo")) },
  ];
  return (
    <>
      <h1>{t("section.banners")}</h1>
      <p className="actions">
        <Link className="button" to={href("/banners/new")}>
          {t("common.add")}
        </Link>
      </p>
      <DataTable
        caption={t("banners.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.bannerId)}
        searchLabel={t("common.search")}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => activate.mutate({ id: r.bannerId, version: r.version, value: !r.active })} disabled={activate.isPending}>
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
        title={t("banners.deleteTitle")}
        message={t("banners.deleteMessage", { title: deleting ? pickText(deleting.caption, i18n.language) : "" })}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.bannerId, version: deleting.version });
          toast.info(t("common.deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** One banner (or a new one): image, caption, button text per language, link, active, order. */
export function BannerEditPage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const record = trpc.admin.banners.get.useQuery({ id: Number(id) }, { enabled: !isNew, meta: { silent: true } });
  const refresh = () => Promise.all([utils.admin.banners.invalidate(), utils.admin.audit.invalidate()]);
  const create = trpc.admin.banners.create.useMutation();
  const update = trpc.admin.banners.update.useMutation({ onError: () => void utils.admin.banners.get.invalidate({ id: Number(id) }) });
  const back = (
    <p>
      <Link to={href("/banners")}>← {t("section.banners")}</Link>
    </p>
  );
  if (isNew)
    return (
      <>
        {back}
        <h1>{t("common.new")}</h1>
        <SchemaForm
          schema={CreateInput}
          defaultValues={{ image: "", caption: blank, button: blank, link: "", active: true, sort: 0 }}
          submitLabel={t("common.add")}
          label={t("section.banners")}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(values);
            toast.info(t("common.saved"));
            await refresh();
            navigate(href(`/banners/${made.bannerId}`));
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
      <h1>{b.caption.pl}</h1>
      <SchemaForm
        key={`${b.bannerId}:${b.version}`}
        schema={UpdateInput}
        defaultValues={{ id: b.bannerId, version: b.version, image: b.image, caption: b.caption, button: b.button, link: b.link, active: b.active, sort: b.sort }}
        submitLabel={t("common.save")}
        label={t("section.banners")}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, version: b.version });
          toast.info(t("common.saved"));
          await refresh();
        }}
      >
        <Fields />
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: "banner", id: String(b.bannerId) }} />
    </>
  );
}

function Fields() {
  const { t } = useTranslation();
  return (
    <>
      <ImageField name="image" />
      <TranslatedField name="caption" label={t("banners.text")} />
      <TranslatedField name="button" label={t("banners.button")} />
      <Field name="link" label={t("common.link")} />
      <Field name="sort" label={t("common.order")} type="number" min={0} />
      <Field name="active" label={t("common.active")} type="checkbox" />
    </>
  );
}
