import { useLocalTitle } from "../../shell/useLocalTitle";
import { Link, useNavigate, useParams } from "react-router";
import { ProductCreateInput, ProductUpdateInput } from "@printshop/core/product/admin-schema";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { Field, SchemaForm, TranslatedField } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { RecordHistory } from "../audit/RecordHistory";
import { RichTextFields } from "../pages/fields";
import { pickText } from "../pages/text";
import { ViewInShop } from "../production/ViewInShop";
import { RunsPanel } from "./RunsPanel";

const KINDS = ["table", "calculator", "label"] as const;
const blank = { pl: "", en: "", de: "" };

/** One product (or a new one at `products/new`): every field of admin.products.update; a table product's runs and links to its attributes and prices. */
export function ProductEditPage() {
  const localTitle = useLocalTitle();
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const productId = Number(id);
  const { t } = useTranslation("products");
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const record = trpc.admin.products.get.useQuery(
    { productId },
    { enabled: !isNew, meta: { silent: true } },
  );
  const refresh = () =>
    Promise.all([utils.admin.products.invalidate(), utils.admin.audit.invalidate()]);
  // A failed save is the form's to show (inline, or a toast for what belongs to no field).
  const create = trpc.admin.products.create.useMutation({ onError: () => undefined });
  const update = trpc.admin.products.update.useMutation({ onError: () => undefined });
  const back = (
    <p>
      <Link to={href("/products")}>← {t("back")}</Link>
    </p>
  );
  if (isNew)
    return (
      <>
        {back}
        <h1>{t("new")}</h1>
        <SchemaForm
          schema={ProductCreateInput}
          defaultValues={{
            kind: "table",
            categoryId: "",
            title: blank,
            description: blank,
            slug: "",
            slugs: { en: "", de: "" },
            leadTimes: { eco: 5, standard: 3, express: 1 },
            discount: "0",
            vat0: false,
            vat5: false,
            vat8: false,
            active: false,
          }}
          submitLabel={t("add")}
          label={t("new")}
          onSubmit={async (values) => {
            const made = await create.mutateAsync(values);
            toast.info(t("created"));
            await refresh();
            void navigate(href(`/products/${made.id}`));
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
  const p = record.data;
  return (
    <>
      {back}
      <h1>{localTitle(p.title)}</h1>
      <ViewInShop path={`/${p.slug}`} />
      {p.kind === "table" ? (
        <p className="actions">
          <Link className="button" to={href(`/products/${p.id}/attributes`)}>
            {t("attributes")}
          </Link>{" "}
          <Link className="button" to={href(`/prices/${p.id}`)}>
            {t("prices")}
          </Link>
        </p>
      ) : null}
      {/* Keyed by the product, not its version: a newer version (after a save, or someone
          else's) never replaces what is being typed; the form carries the version it saves against. */}
      <SchemaForm
        key={p.id}
        schema={ProductUpdateInput}
        defaultValues={formOf(p)}
        submitLabel={t("save")}
        label={localTitle(p.title)}
        reload={async () =>
          formOf(await utils.admin.products.get.fetch({ productId }, { staleTime: 0 }))
        }
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(values);
          toast.info(t("saved"));
          await refresh();
          return { values: formOf(saved) };
        }}
      >
        <Fields />
      </SchemaForm>
      {p.kind === "table" ? <RunsPanel productId={p.id} /> : null}
      <h2>{t("history")}</h2>
      <RecordHistory target={{ type: "product", id: String(p.id) }} />
    </>
  );
}

type Product = Pick<
  RouterOutputs["admin"]["products"]["get"],
  | "id"
  | "version"
  | "kind"
  | "categoryId"
  | "title"
  | "description"
  | "slug"
  | "slugs"
  | "leadTimes"
  | "discount"
  | "vat0"
  | "vat5"
  | "vat8"
  | "active"
>;

/** The form of a stored product (with the version it is saved against). */
const formOf = (p: Product) => ({
  id: p.id,
  version: p.version,
  kind: p.kind,
  categoryId: p.categoryId,
  title: p.title,
  description: p.description,
  slug: p.slug,
  slugs: p.slugs,
  leadTimes: p.leadTimes,
  discount: String(p.discount),
  vat0: p.vat0,
  vat5: p.vat5,
  vat8: p.vat8,
  active: p.active,
});

function Fields() {
  const { t, i18n } = useTranslation("products");
  const categories = trpc.admin.categories.list.useQuery({
    pageSize: 100,
    sort: { by: "sort", dir: "asc" },
  });
  return (
    <>
      <Field
        name="kind"
        label={t("kind")}
        as="select"
        options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      />
      <Field
        name="categoryId"
        label={t("category")}
        as="select"
        options={[
          { value: "", label: "—" },
          ...(categories.data?.items ?? []).map((c) => ({
            value: String(c.categoryId),
            label: pickText(c.title, i18n.language),
          })),
        ]}
      />
      <TranslatedField name="title" label={t("title")} />
      <Field name="slug" label={t("slug")} hint={t("slugHint")} />
      <Field name="slugs.en" label={t("slugEn")} hint={t("slugLocaleHint")} />
      <Field name="slugs.de" label={t("slugDe")} hint={t("slugLocaleHint")} />
      <fieldset>
        <legend>{t("leadTimes")}</legend>
        <Field name="leadTimes.eco" label={t("eco")} type="number" min={0} />
        <Field name="leadTimes.standard" label={t("standard")} type="number" min={0} />
        <Field name="leadTimes.express" label={t("express")} type="number" min={0} />
      </fieldset>
      <Field name="discount" label={t("discount")} inputMode="decimal" />
      <Field name="vat0" label={t("vat0")} type="checkbox" />
      <Field name="vat5" label={t("vat5")} type="checkbox" />
      <Field name="vat8" label={t("vat8")} type="checkbox" />
      <Field name="active" label={t("active")} type="checkbox" />
      <RichTextFields name="description" label={t("description")} />
    </>
  );
}
