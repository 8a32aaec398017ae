import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { CreateInput, UpdateInput } from "@printshop/core/category/schema";
import { messageOf, useToast } from "@printshop/ui";
import { Field, SchemaForm, TranslatedField } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { RecordHistory } from "../audit/RecordHistory";

/** One category (or a new one at `categories/new`): titles per language, slug, active. */
export function CategoryEditPage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { t } = useTranslation();
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const record = trpc.admin.categories.get.useQuery({ id: Number(id) }, { enabled: !isNew, meta: { silent: true } });
  const refresh = () => Promise.all([utils.admin.categories.invalidate(), utils.admin.audit.invalidate()]);
  const create = trpc.admin.categories.create.useMutation();
  const update = trpc.admin.categories.update.useMutation({ onError: () => void utils.admin.categories.get.invalidate({ id: Number(id) }) });
  const back = (
    <p>
      <Link to={href("/categories")}>← {t("section.categories")}</Link>
    </p>
  );
  if (isNew)
    return (
      <>
        {back}
        <h1>{t("common.new")}</h1>
        <SchemaForm
          schema={CreateInput}
          defaultValues={{ title: { pl: "", en: "", de: "" }, slug: "", active: true }}
          submitLabel={t("common.add")}
          label={t("section.categories")}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(values);
            toast.info(t("common.saved"));
            await refresh();
            navigate(href(`/categories/${made.categoryId}`));
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
  const c = record.data;
  return (
    <>
      {back}
      <h1>{c.title.pl}</h1>
      <SchemaForm
        key={`${c.categoryId}:${c.version}`}
        schema={UpdateInput}
        defaultValues={{ id: c.categoryId, version: c.version, title: c.title, slug: c.slug, active: c.active }}
        submitLabel={t("common.save")}
        label={t("section.categories")}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, version: c.version });
          toast.info(t("common.saved"));
          await refresh();
        }}
      >
        <Fields />
      </SchemaForm>
      <h2>{t("common.history")}</h2>
      <RecordHistory target={{ type: "category", id: String(c.categoryId) }} />
    </>
  );
}

function Fields() {
  const { t } = useTranslation();
  return (
    <>
      <TranslatedField name="title" label={t("common.title")} />
      <Field name="slug" label={t("common.slug")} hint={t("common.slugHint")} />
      <Field name="active" label={t("common.active")} type="checkbox" />
    </>
  );
}
