import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { CreateInput, UpdateInput } from "@printshop/core/content/schema";
import { messageOf, useToast } from "@printshop/ui";
import { ConfirmDialog, DataTable, Field, formatDateTime, SchemaForm, TranslatedField, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { RecordHistory } from "../audit/RecordHistory";
import { DateField, RichTextFields } from "./fields";
import { pickText } from "./text";

/** CMS pages and blog posts: the same list and edit screens over admin.pages.* / admin.posts.*. */
export type Area = "pages" | "posts";
type Row = RouterOutputs["admin"]["pages"]["list"]["items"][number];
const SORTABLE = ["publishedAt", "id", "title", "slug"] as const;
const blank = { pl: "", en: "", de: "" };

export function ContentListPage({ area }: { area: Area }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const api = trpc.admin[area];
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = api.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const refresh = () => Promise.all([utils.admin[area].invalidate(), utils.admin.audit.invalidate()]);
  const activate = api.activate.useMutation({ onSettled: refresh });
  const remove = api.remove.useMutation({ onSettled: refresh });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { id: "publishedAt", header: t("content.publishedAt"), sortable: true, cell: (r) => (r.publishedAt ? formatDateTime(r.publishedAt, i18n.language) : "—") },
    { id: "title", header: t("common.title"), sortable: true, cell: (r) => <Link to={href(`/${area}/${r.id}`)}>{pickText(r.title, i18n.language)}</Link> },
    { id: "slug", header: t("common.slug"), sortable: true, cell: (r) => r.slug },
    { id: "published", header: t("content.published"), cell: (r) => (r.published ? t("common.activeYes") : t("common.activeNo")) },
  ];
  return (
    <>
      <h1>{t(`section.${area}`)}</h1>
      <p className="actions">
        <Link className="button" to={href(`/${area}/new`)}>
          {t("common.add")}
        </Link>
      </p>
      <DataTable
        caption={t(area === "pages" ? "content.pagesCaption" : "content.postsCaption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.id)}
        searchLabel={t("common.search")}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => activate.mutate({ id: r.id, version: r.version, value: !r.published })} disabled={activate.isPending}>
              {r.published ? t("common.hide") : t("common.show")}
            </button>
            <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
              {t("common.delete")}
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t(area === "pages" ? "content.deletePageTitle" : "content.deletePostTitle")}
        message={t("content.deleteMessage", { title: deleting ? pickText(deleting.title, i18n.language) : "" })}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id, version: deleting.version });
          toast.info(t("common.deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export function ContentEditPage({ area }: { area: Area }) {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const api = trpc.admin[area];
  const record = api.get.useQuery({ id: Number(id) }, { enabled: !isNew, meta: { silent: true } });
  const refresh = () => Promise.all([utils.admin[area].invalidate(), utils.admin.audit.invalidate()]);
  const create = api.create.useMutation();
  const update = api.update.useMutation({ onError: () => void utils.admin[area].get.invalidate({ id: Number(id) }) });
  const back = (
    <p>
      <Link to={href(`/${area}`)}>← {t(`section.${area}`)}</Link>
    </p>
  );
  if (isNew)
    return (
      <>
        {back}
        <h1>{t("common.new")}</h1>
        <SchemaForm
          schema={CreateInput}
          defaultValues={{ title: blank, slug: "", body: blank, seoTitle: blank, seoDescription: blank, published: false, publishedAt: null }}
          submitLabel={t("common.add")}
          label={t(`section.${area}`)}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(values);
            toast.info(t("common.saved"));
            await refresh();
            navigate(href(`/${area}/${made.id}`));
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
  const r = record.data;
  return (
    <>
      {back}
      <h1>{r.title.pl}</h1>
      <SchemaForm
        key={`${r.id}:${r.version}`}
        schema={UpdateInput}
        defaultValues={{ id: r.id, version: r.version, title: r.title, slug: r.slug, body: r.body, seoTitle: r.seoTitle, seoDescription: r.seoDescription, published: r.published, publishedAt: r.publishedAt }}
        submitLabel={t("common.save")}
        label={t(`section.${area}`)}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, version: r.version });
          toast.info(t("common.saved"));
          await refresh();
        }}
      >
        <Fields />
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: area === "pages" ? "page" : "post", id: String(r.id) }} />
    </>
  );
}

function Fields() {
  const { t } = useTranslation();
  return (
    <>
      <TranslatedField name="title" label={t("common.title")} />
      <Field name="slug" label={t("common.slug")} hint={t("common.slugHint")} />
      <RichTextFields name="body" label={t("content.body")} />
      <TranslatedField name="seoTitle" label={t("content.seoTitle")} />
      <TranslatedField name="seoDescription" label={t("content.seoDescription")} multiline />
      <Field name="published" label={t("content.published")} type="checkbox" />
      <DateField name="publishedAt" label={t("content.publishedAt")} />
    </>
  );
}
